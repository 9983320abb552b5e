import type { Locale } from '@/lib/i18n/locales';
import { normalizeQuestion } from './normalize-question';

/**
 * The farmers' own words for what the chat helper knows about, in Assamese and
 * Hindi script and in Latin letters ("machh pona kot pam", "machli ka dana"),
 * each read as one English word: the word the English questions and the
 * catalogue's names use. Both the typed question and the known questions (in
 * every language) go through it, so "machh pona" meets "মাছৰ পোনা", "मछली बीज"
 * and "fish seed" alike. English words are left as they are (a test checks
 * the seeded English questions read the same), and the little words of
 * Assamese and Hindi ("ka", "কি", "क्या") are left out, as English little words
 * count less. A pure function, unit-tested.
 */

/** English word: the ways farmers write it (Latin spellings are folded: "maach" = "machh" = "mach"). */
const CONCEPTS: Record<string, readonly string[]> = {
  fish: [
    'machh',
    'machhi',
    'machli',
    'machhli',
    'machhali',
    'machali',
    'machhliyan',
    'machliyon',
    'মাছ',
    'मछली',
    'मछलियां',
    'मछलियों',
    'मच्छी',
  ],
  seed: [
    'pona',
    'pon',
    'jeera',
    'jira',
    'beej',
    'bij',
    'পোনা',
    'পোণা',
    'পোনামাছ',
    'বীজ',
    'बीज',
    'जीरा',
    'अंगुलिका',
    'फिंगरलिंग',
  ],
  feed: [
    'dana',
    'daana',
    'khana',
    'khadya',
    'khadyo',
    'khaddo',
    'khad',
    'chara',
    'খাদ্য',
    'খাদ',
    'আহাৰ',
    'दाना',
    'चारा',
    'खाना',
    'आहार',
    'फीड',
  ],
  medicine: [
    'dawai',
    'dawa',
    'davai',
    'dava',
    'dabai',
    'dawaiyan',
    'oushodh',
    'oushadh',
    'aushadh',
    'ausadh',
    'dorob',
    'ঔষধ',
    'দৰব',
    'दवा',
    'दवाई',
    'दवाइयां',
    'दवाइयों',
    'औषधि',
  ],
  pond: ['pukhuri', 'pukhori', 'pukur', 'talab', 'pokhar', 'pokhra', 'পুখুৰী', 'পুখুৰি', 'তালাব', 'तालाब', 'पोखर', 'पोखरा'],
  price: ['daam', 'dam', 'kimat', 'keemat', 'bhao', 'bhav', 'mulya', 'দাম', 'মূল্য', 'দৰ', 'दाम', 'कीमत', 'भाव', 'मूल्य'],
  rate: ['रेट', 'ৰেট'],
  /** "How much": a price word already (detect-intent). */
  kitna: ['kiman', 'কিমান', 'कितना', 'कितने', 'कितनी'],
  water: ['pani', 'paani', 'পানী', 'পানি', 'पानी', 'जल'],
  test: ['janch', 'jaanch', 'porikha', 'porikhya', 'pariksha', 'পৰীক্ষা', 'জাঁচ', 'जांच', 'परीक्षण', 'टेस्ट'],
  disease: ['rog', 'bemar', 'bimari', 'beemari', 'ৰোগ', 'বেমাৰ', 'रोग', 'बीमारी'],
  order: ['ordar', 'অৰ্ডাৰ', 'ऑर्डर', 'आर्डर'],
  delivery: ['ডেলিভাৰী', 'डिलीवरी'],
  /** Buying and getting: the known questions ask "do you sell …". */
  sell: [
    'kinibo',
    'kinim',
    'kinibole',
    'pam',
    'pabo',
    'milega',
    'milta',
    'milti',
    'milegi',
    'kharid',
    'kharidna',
    'kharidne',
    'bikri',
    'bechte',
    'becho',
    'বিক্ৰী',
    'বিক্ৰি',
    'কিনিব',
    'কিনিম',
    'কিনিবলৈ',
    'পাম',
    'পাব',
    'बेचते',
    'बेचना',
    'खरीद',
    'खरीदना',
    'खरीदें',
    'मिलेगा',
    'मिलेगी',
    'मिलता',
    'मिलती',
    'मिलेंगे',
  ],
  rohu: ['rui', 'rou', 'ৰৌ', 'ৰুই', 'ৰোহু', 'रोहू', 'रोहु'],
  catla: ['katla', 'কাতলা', 'कतला'],
  mrigal: ['mirika', 'mrigel', 'naini', 'মিৰিকা', 'मृगल', 'नैनी'],
  pabda: ['পাবদা', 'पाबदा'],
  tilapia: ['telapia', 'তেলাপিয়া', 'तिलापिया'],
  lime: ['chun', 'chuna', 'চূণ', 'চুণ', 'चूना'],
  oxygen: ['oxijen', 'অক্সিজেন', 'ऑक्सीजन'],
  ammonia: ['এমোনিয়া', 'অ্যামোনিয়া', 'अमोनिया'],
  aerator: ['এৰেটৰ', 'एरेटर'],
  contact: ['sampark', 'যোগাযোগ', 'संपर्क'],
  phone: ['ফোন', 'फोन'],
  number: ['nambar', 'numbar', 'নম্বৰ', 'নং', 'नंबर'],
  address: ['thikana', 'ঠিকনা', 'ঠিকানা', 'पता', 'ठिकाना'],
  email: ['ইমেইল', 'ईमेल'],
  mail: ['মেইল', 'मेल'],
  whatsapp: ['হোৱাটছএপ', 'হোৱাটচএপ', 'व्हाट्सएप', 'व्हाट्सऐप'],
  office: ['অফিচ', 'অফিছ', 'কাৰ্যালয়', 'ऑफिस', 'दफ्तर', 'कार्यालय'],
  time: ['সময়', 'समय'],
  emergency: ['জৰুৰী', 'इमरजेंसी', 'आपातकालीन', 'आपात'],
};

/** Words that mean something else in English: read as the farmers' word on Assamese and Hindi pages only. */
const NOT_ON_ENGLISH_PAGES = new Set(['dam']);

/** The little words of Assamese and Hindi (in both scripts): left out of the comparison. */
const PARTICLES = [
  // Hindi in Latin letters.
  'ka ki ke ko se mein hai hain tha kya kaise kaisa kahan kab aur bhi chahiye mujhe hume hamein aap apka aapka apke aapke',
  // Assamese in Latin letters.
  'kot kote kenekoi kenekua kene neki ase ache asene aru apunar apunalokor mor moi',
  // Hindi.
  'का की के को से में है हैं था क्या कैसे कैसा कहां कब और भी चाहिए मुझे हमें आप आपका आपके आपकी मेरा मेरी मेरे कृपया करते ई',
  // Assamese.
  'কি কত কেনেকৈ কেনেকুৱা নে নেকি আছে আছেনে আৰু আপোনাৰ আপোনালোকৰ আপোনালোকে আপুনি মোৰ মই মোক আমাৰ অনুগ্ৰহ কৰি কৰক কৰে কৰেনে ই',
]
  .join(' ')
  .split(' ')
  .map(normalizeQuestion);
const PARTICLE_SET = new Set(PARTICLES);

const LATIN_WORD = /^[a-z]+$/;
/** "maach", "macch", "machh" → "mach": doubled letters once (only for Latin words of four letters or more). */
const fold = (word: string) => word.replace(/(.)\1+/g, '$1');

/** Every spelling (normalized as a question is, Latin ones folded) → its English word. */
const CONCEPT_OF = new Map<string, string>();
for (const [english, spellings] of Object.entries(CONCEPTS)) {
  for (const spelling of spellings) {
    const normalized = normalizeQuestion(spelling);
    CONCEPT_OF.set(normalized, english);
    if (LATIN_WORD.test(normalized)) CONCEPT_OF.set(fold(normalized), english);
  }
}

/** Romanised Assamese endings: "machhor" (of fish), "pukhurit" (in the pond), "ponabor" (fingerlings). */
const LATIN_ENDINGS = ['bor', 'bur', 'khini', 'or', 'ar', 'ot', 'r', 't', 'k'];
/** Assamese case endings and classifiers, Hindi plural endings: tried off a word not found as typed. */
const INDIC_ENDINGS = [
  'সমূহ',
  'বোৰ',
  'বিলাক',
  'খিনি',
  'টো',
  'টা',
  'টি',
  'খন',
  'লৈ',
  'ৰে',
  'ৰ',
  'ক',
  'ত',
  'ে',
  'ियों',
  'ियां',
  'ों',
  'ें',
  'ं',
].map((ending) => ending.normalize('NFC'));

function latinConcept(word: string): string | undefined {
  const found = CONCEPT_OF.get(word) ?? (word.length >= 4 ? CONCEPT_OF.get(fold(word)) : undefined);
  if (found || word.length < 5) return found;
  for (const ending of LATIN_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      const stripped = CONCEPT_OF.get(fold(word.slice(0, -ending.length)));
      if (stripped) return stripped;
    }
  }
  return undefined;
}

function indicConcept(word: string): string | undefined {
  let candidates = [word];
  // Two endings at most: "পোনাবোৰৰ" → "পোনাবোৰ" → "পোনা".
  for (let pass = 0; pass < 3; pass++) {
    for (const candidate of candidates) {
      const found = CONCEPT_OF.get(candidate) ?? CONCEPT_OF.get(`${candidate}ी`);
      if (found) return found;
    }
    candidates = candidates.flatMap((candidate) =>
      INDIC_ENDINGS.filter((ending) => candidate.endsWith(ending) && candidate.length > ending.length + 1).map(
        (ending) => candidate.slice(0, -ending.length),
      ),
    );
    if (candidates.length === 0) return undefined;
  }
  return undefined;
}

/** The English word a farmer's word stands for, or the word itself. */
function conceptOf(word: string, locale: Locale): string {
  if (locale === 'en' && NOT_ON_ENGLISH_PAGES.has(word)) return word;
  const found = LATIN_WORD.test(word) ? latinConcept(word) : indicConcept(word);
  return found ?? word;
}

/**
 * The words of a question as the helper compares them: normalized (any
 * script), the farmers' words read as English ones, the little words of
 * Assamese and Hindi left out.
 */
export function matchingWords(text: string, locale: Locale = 'en'): string[] {
  const normalized = normalizeQuestion(text);
  if (!normalized) return [];
  return normalized
    .split(' ')
    .filter((word) => !PARTICLE_SET.has(word))
    .map((word) => conceptOf(word, locale));
}

/** `matchingWords` as one string, single spaces. */
export function matchingText(text: string, locale: Locale = 'en'): string {
  return matchingWords(text, locale).join(' ');
}

/** True for a word of Latin letters or digits (the catalogue's names are English). */
export function isLatinWord(word: string): boolean {
  return /^[a-z0-9]+$/.test(word);
}
