import { sameWord, stem, words } from './match-question';

/**
 * Finding products by the words of a question (pure functions, unit-tested).
 * The names are indexed once by the stem of each word ("kits" → "kit"), so a
 * question looks its few words up instead of reading every name; only a word
 * the catalogue does not hold is compared, for a typo, with the catalogue's
 * words (never with numbers: 10,000 "Load product N" names hold 10,000 of them).
 */

export type CatalogueIndex = {
  /** The stem of each word of the product names, with the products whose name holds it. */
  stems: Map<string, number[]>;
  /** The stems that are not numbers: the only ones a typo is looked for in. */
  wordStems: string[];
  /** Per product: its sub-category, and how many words its name has (fewer is more specific). */
  products: Map<number, { subCategoryId: number; wordCount: number }>;
  bySubCategory: Map<number, number[]>;
};

const isNumber = (word: string) => /^\p{N}+$/u.test(word);
/** A number is its own stem ("1000" is not a plural). */
const stemOf = (word: string) => (isNumber(word) ? word : stem(word));

export function buildCatalogueIndex(
  rows: readonly { id: number; name: string; subCategoryId: number }[],
): CatalogueIndex {
  const index: CatalogueIndex = { stems: new Map(), wordStems: [], products: new Map(), bySubCategory: new Map() };
  for (const row of rows) {
    const nameStems = [...new Set(words(row.name).map(stemOf))];
    index.products.set(row.id, { subCategoryId: row.subCategoryId, wordCount: nameStems.length });
    for (const nameStem of nameStems) {
      const holders = index.stems.get(nameStem);
      if (holders) holders.push(row.id);
      else index.stems.set(nameStem, [row.id]);
    }
    const siblings = index.bySubCategory.get(row.subCategoryId);
    if (siblings) siblings.push(row.id);
    else index.bySubCategory.set(row.subCategoryId, [row.id]);
  }
  index.wordStems = [...index.stems.keys()].filter((known) => !isNumber(known));
  return index;
}

/** A word found in a product's own name counts fully; found only in its sub-category's name ("seed" of Fish Seed), less. */
const IN_NAME = 1;
const IN_SUB_CATEGORY = 0.75;
/** Products far below the best match are left out. */
const NEAR_THE_BEST = 0.75;

/** One typo away (two in long words), by the rule of the chat's tolerant match; never for numbers. */
function closeStem(typedStem: string, knownStem: string): boolean {
  if (isNumber(typedStem) || isNumber(knownStem)) return false;
  // A cheap check first: a typo changes the length by two letters at most.
  if (Math.abs(typedStem.length - knownStem.length) > 2) return false;
  return sameWord(typedStem, knownStem);
}

export type RankedProduct = { id: number; score: number; wordsInName: number };

/**
 * The products a question's naming words point at, best first. A word counts
 * 1 when the product's name holds it, 0.75 when only its sub-category's name
 * does ("seed" of Fish Seed); case and plurals do not matter, and a typo is
 * forgiven only for a word the catalogue does not hold as typed ("filtr", but
 * "feed" never becomes "seed"). A product is kept when it holds every word, or
 * when its name holds a word that names more than a sub-category ("rohu", not
 * "seed": "price of shrimp seed" finds nothing). `everyWord` keeps only
 * products holding every word, one at least in their name (a question without
 * a price word must name the product plainly). Ties: more words in the name,
 * then fewer words in it, then the older product.
 */
export function rankProducts(options: {
  index: CatalogueIndex;
  subCategories: readonly { id: number; name: string }[];
  naming: readonly string[];
  everyWord?: boolean;
}): RankedProduct[] {
  const { index } = options;
  const naming = [...new Set(options.naming.map(stemOf))];
  if (naming.length === 0) return [];
  const subCategoryStems = options.subCategories.map((subCategory) => ({
    id: subCategory.id,
    stems: words(subCategory.name).map(stemOf),
  }));
  const allSubCategoryStems = new Set(subCategoryStems.flatMap((subCategory) => subCategory.stems));

  // Per product: the question's words found in its name or its sub-category's, and those in its name.
  const found = new Map<number, { anywhere: number; inName: number }>();
  const count = (id: number, inName: boolean) => {
    const entry = found.get(id) ?? { anywhere: 0, inName: 0 };
    entry.anywhere += 1;
    if (inName) entry.inName += 1;
    found.set(id, entry);
  };
  // Products whose name holds a naming word that is no sub-category's word ("rohu", "aerator").
  const named = new Set<number>();

  for (const typed of naming) {
    const held = index.stems.has(typed) || allSubCategoryStems.has(typed);
    // The catalogue's own stems this word stands for: itself, or those one typo away.
    const meant = held ? [typed] : index.wordStems.filter((known) => closeStem(typed, known));
    const same = (known: string) => (held ? known === typed : closeStem(typed, known));
    const generic = [...allSubCategoryStems].some(same);
    const holders = new Set<number>();
    for (const known of meant) for (const id of index.stems.get(known) ?? []) holders.add(id);
    for (const id of holders) {
      count(id, true);
      if (!generic) named.add(id);
    }
    for (const subCategory of subCategoryStems) {
      if (!subCategory.stems.some(same)) continue;
      for (const id of index.bySubCategory.get(subCategory.id) ?? []) if (!holders.has(id)) count(id, false);
    }
  }

  const ranked: RankedProduct[] = [];
  for (const [id, entry] of found) {
    const everyWordFound = entry.anywhere === naming.length;
    const keep = options.everyWord ? everyWordFound && entry.inName > 0 : everyWordFound || named.has(id);
    const score = (entry.inName * IN_NAME + (entry.anywhere - entry.inName) * IN_SUB_CATEGORY) / naming.length;
    if (keep) ranked.push({ id, score, wordsInName: entry.inName });
  }
  const best = ranked.reduce((highest, product) => Math.max(highest, product.score), 0);
  const wordCount = (id: number) => index.products.get(id)?.wordCount ?? 0;
  return ranked
    .filter((product) => product.score >= best * NEAR_THE_BEST)
    .sort(
      (a, b) => b.score - a.score || b.wordsInName - a.wordsInName || wordCount(a.id) - wordCount(b.id) || a.id - b.id,
    );
}
