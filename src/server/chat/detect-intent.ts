import type { Locale } from '@/lib/i18n/locales';
import { isLatinWord, matchingText, matchingWords } from './farmer-words';
import { isLittleWord } from './match-question';

/**
 * What a question asks for, read from its words (a pure function, unit-tested):
 * the company's contacts (answered from the site settings) or a price (answered
 * from the catalogue). English, the common Hinglish words farmers type, and
 * Assamese and Hindi in their script or in Latin letters, read through
 * farmer-words.ts ("দাম" and "daam" are "price", "ফোন নম্বৰ" is "phone number").
 */

export type ContactTopic = 'contact' | 'phone' | 'whatsapp' | 'email' | 'address' | 'hours' | 'emergency';

/**
 * Phrases that ask for a contact whatever else the question says ("whatsapp
 * number for ordering seed", "fish health emergency, fish dying").
 */
const CONTACT_PHRASES: Record<ContactTopic, readonly string[]> = {
  contact: [
    'contact details',
    'contact detail',
    'contact info',
    'contact information',
    'how to contact',
    'how can i contact',
    'how do i contact',
    'contact you',
    'contact us',
    'reach you',
    'talk to someone',
    'speak to someone',
  ],
  phone: [
    'phone number',
    'phone numbers',
    'phone no',
    'mobile number',
    'mobile no',
    'contact number',
    'contact numbers',
    'contact no',
    'telephone',
    'landline',
    'call you',
    'call us',
    'your phone',
    'your number',
    'helpline',
    'customer care',
    'toll free',
  ],
  whatsapp: ['whatsapp', 'whats app', 'watsapp', 'whatsap'],
  email: ['email', 'emails', 'e mail', 'mail id', 'gmail'],
  address: [
    'your address',
    'office address',
    'company address',
    'postal address',
    'where is your office',
    'where is your company',
    'where are you located',
    'where are you',
    'office location',
    'your location',
  ],
  hours: [
    'office hours',
    'office hour',
    'working hours',
    'working hour',
    'opening hours',
    'business hours',
    'office time',
    'office timing',
    'office timings',
    'working time',
    'working days',
    'when are you open',
    'when do you open',
    'when do you close',
    'what time do you open',
    'what time do you close',
    'are you open',
    'open on sunday',
    'open on saturday',
    'open today',
  ],
  emergency: ['emergency', 'emergencies'],
};

/**
 * Single words that ask for a contact only when the question holds nothing
 * else ("phone?", "timing", "call"): "feeding timing" or "number of fish per
 * pond" are farming questions.
 */
const CONTACT_WORDS: Record<string, ContactTopic> = {
  contact: 'contact',
  reach: 'contact',
  phone: 'phone',
  mobile: 'phone',
  number: 'phone',
  numbers: 'phone',
  call: 'phone',
  mail: 'email',
  address: 'address',
  location: 'address',
  located: 'address',
  office: 'address',
  timing: 'hours',
  timings: 'hours',
  hours: 'hours',
  time: 'hours',
  open: 'hours',
  urgent: 'emergency',
};

/** Words that go with a contact question without changing it ("your office phone number please"). */
const CONTACT_FILLER = new Set([
  'details',
  'detail',
  'company',
  'give',
  'send',
  'share',
  'customer',
  'care',
  'no',
  'us',
]);

const ORDER: readonly ContactTopic[] = ['contact', 'phone', 'whatsapp', 'email', 'address', 'hours', 'emergency'];

const asPhrase = (text: string) => ` ${text} `;

/** The contact topics a question asks about, in a fixed order; empty when it asks for none. */
export function contactTopics(typed: string, locale: Locale = 'en'): ContactTopic[] {
  const asked = matchingText(typed, locale);
  if (!asked) return [];
  const found = new Set<ContactTopic>();
  for (const topic of ORDER) {
    if (CONTACT_PHRASES[topic].some((phrase) => asPhrase(asked).includes(asPhrase(phrase)))) found.add(topic);
  }
  if (found.size > 0) return ORDER.filter((topic) => found.has(topic));

  const typedWords = asked.split(' ');
  const onlyContactWords = typedWords.every(
    (word) => word in CONTACT_WORDS || CONTACT_FILLER.has(word) || isLittleWord(word),
  );
  if (!onlyContactWords) return [];
  for (const word of typedWords) {
    const topic = CONTACT_WORDS[word];
    if (topic) found.add(topic);
  }
  return ORDER.filter((topic) => found.has(topic));
}

/** Words that ask what something costs. */
const PRICE_WORDS = new Set([
  'price',
  'prices',
  'priced',
  'pricing',
  'rate',
  'rates',
  'cost',
  'costs',
  'costing',
  'mrp',
  'rupees',
  'rupee',
  'rs',
  'inr',
  // Hinglish: "rohu seed kitne ka", "daam".
  'kitna',
  'kitne',
  'kitni',
  'daam',
  'keemat',
  'kimat',
]);

/** "stocking rate", "feeding rate": farming terms, not prices. */
const NOT_A_PRICE_BEFORE_RATE = new Set([
  'stocking',
  'feeding',
  'growth',
  'survival',
  'mortality',
  'flow',
  'conversion',
  'breathing',
  'heart',
  'dosage',
  'dose',
  'application',
]);

/** "how much is / are / does / for …" asks a price; "how much feed should I give" does not. */
const HOW_MUCH_FOLLOWERS = new Set(['is', 'are', 'does', 'do', 'for', 'per', 'will', 'would', 'was', 'it']);

/** Words of a price question that name no product ("current price of one rohu seed pack today"). */
const PRICE_FILLER = new Set([
  'much',
  'current',
  'today',
  'todays',
  'latest',
  'price',
  'list',
  'per',
  'one',
  'each',
  'unit',
  'buy',
  'sell',
  'selling',
  'available',
  'ka',
  'ki',
  'ke',
  'hai',
  // Where the farmer will use it: "price of rohu seed for my pond".
  'pond',
  'ponds',
  'farm',
  'farms',
  'tank',
  'tanks',
  'bigha',
  'hectare',
  'acre',
]);

/** True when the question asks what something costs ("price of rohu seed", "how much is an aerator", "₹?"). */
export function asksPrice(typed: string, locale: Locale = 'en'): boolean {
  if (typed.includes('₹')) return true;
  const typedWords = matchingWords(typed, locale);
  return typedWords.some((word, index) => {
    const before = typedWords[index - 1] ?? '';
    if (word === 'rate' || word === 'rates') return !NOT_A_PRICE_BEFORE_RATE.has(before);
    if (PRICE_WORDS.has(word)) return true;
    return word === 'much' && before === 'how' && HOW_MUCH_FOLLOWERS.has(typedWords[index + 1] ?? '');
  });
}

/**
 * The words that may name a product or a sub-category: what is left without
 * little words and price words. The catalogue's names are English: a word in
 * Assamese or Hindi script that farmer-words.ts does not read as English names
 * none of them.
 */
export function namingWords(typed: string, locale: Locale = 'en'): string[] {
  return matchingWords(typed, locale).filter(
    (word) => isLatinWord(word) && !isLittleWord(word) && !PRICE_WORDS.has(word) && !PRICE_FILLER.has(word),
  );
}
