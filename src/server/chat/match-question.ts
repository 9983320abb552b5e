/**
 * The chat helper's matching (spec §5), in its order:
 * 1. exact: the typed text equals a known question (lower-cased; spaces and
 *    punctuation do not count);
 * 2. contains: the first entry whose question is contained in the typed text,
 *    or that contains the typed text, as whole words ("which feed" does not
 *    contain the greeting "hi");
 * 3. tolerant (ours): every word of a known question is found in the typed
 *    text, in any order, allowing a small typo, a plural or an "-ing"; common little
 *    words count less. Only a score at or above TOLERANT_THRESHOLD answers.
 * Otherwise null: the caller gives the fallback.
 * Both sides are compared as `matchingText` reads them (any script; the
 * farmers' words of Assamese and Hindi, in their script or in Latin letters, as
 * English ones), so one language's pairs answer a question typed in another.
 */
import type { Locale } from '@/lib/i18n/locales';
import { matchingText } from './farmer-words';
import { normalizeQuestion } from './normalize-question';

export { normalizeQuestion };

export type KnownQuestion = { question: string; answer: string };
export type MatchRule = 'exact' | 'contains' | 'tolerant';
export type Match<Entry extends KnownQuestion = KnownQuestion> = { entry: Entry; rule: MatchRule; score: number };

export const TOLERANT_THRESHOLD = 0.75;

/** Words that carry little meaning on their own: they count a quarter of a word. */
const LITTLE_WORDS = new Set(
  (
    'a an the i me my we our us you your he she it its they them their is are am was were be been do does did ' +
    'can could would should will shall may might to of in on at for from by with and or but if so not no ' +
    'what which who whom whose where when why how this that these those there here any some please tell about ' +
    'get got have has had want need like know'
  ).split(' '),
);
const LITTLE_WEIGHT = 0.25;

export function isLittleWord(word: string): boolean {
  return LITTLE_WORDS.has(word);
}

/** The normalized words of a text. */
export function words(text: string): string[] {
  const normalized = normalizeQuestion(text);
  return normalized ? normalized.split(' ') : [];
}

/**
 * The stem of a word, the regular English ways: plurals to singular, and
 * "-ing" / "-ed" dropped (both sides go through it, so "medicines" meets
 * "medicine" and "tracking" meets "track").
 */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) {
    return word.slice(0, -1);
  }
  return word;
}

/** Edits (insert, delete, replace, swap of neighbours) from one word to the other. */
function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  const table = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i++) table[i * width] = i;
  for (let j = 0; j <= b.length; j++) table[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      table[i * width + j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The same word, a plural of it, or one typo away (two in long words); very short words must be equal. */
export function sameWord(typed: string, known: string): boolean {
  if (typed === known) return true;
  const a = stem(typed);
  const b = stem(known);
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 3) return false;
  const allowed = shorter >= 7 ? 2 : 1;
  return Math.abs(a.length - b.length) <= allowed && editDistance(a, b) <= allowed;
}

/**
 * How much of the known question the typed words cover, 0 to 1 (0 unless a
 * meaningful word is among them), and how many of the known words were found
 * only by forgiving a typo (between equal scores, fewer typos win: "fish feed"
 * is the feed question, not the seed one).
 */
function tolerantCover(typed: string, known: string): { score: number; typos: number } {
  const typedWords = words(typed);
  const knownWords = words(known);
  let total = 0;
  let found = 0;
  let typos = 0;
  let meaningfulFound = false;
  for (const word of knownWords) {
    const little = LITTLE_WORDS.has(word);
    const weight = little ? LITTLE_WEIGHT : 1;
    total += weight;
    if (typedWords.some((candidate) => sameWord(candidate, word))) {
      found += weight;
      if (!little) meaningfulFound = true;
      if (!typedWords.some((candidate) => stem(candidate) === stem(word))) typos += 1;
    }
  }
  return { score: total > 0 && meaningfulFound ? found / total : 0, typos };
}

/** How much of the known question the typed words cover, 0 to 1; 0 unless a meaningful word is among them. */
export function tolerantScore(typed: string, known: string): number {
  return tolerantCover(typed, known).score;
}

const asPhrase = (text: string) => ` ${text} `;

const ALL_RULES: readonly MatchRule[] = ['exact', 'contains', 'tolerant'];

/**
 * The first rule that answers, in the spec's order. `rules` narrows which are
 * tried: the helper tries `exact` alone first, then its own answers from the
 * records (contacts, prices), then `contains` and `tolerant`.
 */
export function matchQuestion<Entry extends KnownQuestion>(
  entries: readonly Entry[],
  typed: string,
  rules: readonly MatchRule[] = ALL_RULES,
  locale: Locale = 'en',
): Match<Entry> | null {
  const asked = matchingText(typed, locale);
  if (!asked) return null;
  const known = entries.map((entry) => ({ entry, question: matchingText(entry.question, locale) }));

  const exact = rules.includes('exact') ? known.find((candidate) => candidate.question === asked) : undefined;
  if (exact) return { entry: exact.entry, rule: 'exact', score: 1 };
  if (!rules.includes('contains') && !rules.includes('tolerant')) return null;

  const containing =
    rules.includes('contains') &&
    known.find(
      (candidate) =>
        candidate.question &&
        (asPhrase(asked).includes(asPhrase(candidate.question)) ||
          asPhrase(candidate.question).includes(asPhrase(asked))),
    );
  if (containing) return { entry: containing.entry, rule: 'contains', score: 1 };
  if (!rules.includes('tolerant')) return null;

  let best: (Match<Entry> & { typos: number }) | null = null;
  for (const candidate of known) {
    const { score, typos } = tolerantCover(asked, candidate.question);
    // The first of equal scores (and typos) wins, as with the other rules.
    if (score >= TOLERANT_THRESHOLD && (!best || score > best.score || (score === best.score && typos < best.typos))) {
      best = { entry: candidate.entry, rule: 'tolerant', score, typos };
    }
  }
  return best && { entry: best.entry, rule: best.rule, score: best.score };
}
