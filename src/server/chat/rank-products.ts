import { sameWord, stem, words } from './match-question';

/**
 * Finding products by the words of a question (pure functions, unit-tested).
 * The names are indexed by word once, so a question compares its few words
 * with the distinct words of the catalogue (a few hundred, or ten thousand
 * with numbers in the large data set), not with every product in turn.
 */

export type CatalogueIndex = {
  /** Each distinct word of the product names, with the products whose name holds it. */
  vocabulary: Map<string, number[]>;
  /** Per product: its sub-category, and how many words its name has (fewer is more specific). */
  products: Map<number, { subCategoryId: number; wordCount: number }>;
  bySubCategory: Map<number, number[]>;
};

export function buildCatalogueIndex(rows: readonly { id: number; name: string; subCategoryId: number }[]) {
  const index: CatalogueIndex = { vocabulary: new Map(), products: new Map(), bySubCategory: new Map() };
  for (const row of rows) {
    const nameWords = [...new Set(words(row.name))];
    index.products.set(row.id, { subCategoryId: row.subCategoryId, wordCount: nameWords.length });
    for (const word of nameWords) {
      const holders = index.vocabulary.get(word);
      if (holders) holders.push(row.id);
      else index.vocabulary.set(word, [row.id]);
    }
    const siblings = index.bySubCategory.get(row.subCategoryId);
    if (siblings) siblings.push(row.id);
    else index.bySubCategory.set(row.subCategoryId, [row.id]);
  }
  return index;
}

/** A word found in a product's own name counts fully; found only in its sub-category's name ("seed" of Fish Seed), less. */
const IN_NAME = 1;
const IN_SUB_CATEGORY = 0.75;
/** Products far below the best match are left out. */
const NEAR_THE_BEST = 0.75;

const isNumber = (word: string) => /^\p{N}+$/u.test(word);

/** The same word or its plural; a number only equals the same number. */
function sameStem(typed: string, known: string): boolean {
  if (isNumber(typed) || isNumber(known)) return typed === known;
  return typed === known || stem(typed) === stem(known);
}

/** One typo away (two in long words); a number only equals the same number. */
function closeWord(typed: string, known: string): boolean {
  if (isNumber(typed) || isNumber(known)) return false;
  // A cheap check first: a typo changes the length by two letters at most (a plural by three).
  if (Math.abs(typed.length - known.length) > 3) return false;
  return sameWord(typed, known);
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
  const naming = [...new Set(options.naming)];
  if (naming.length === 0) return [];
  const subCategoryWords = options.subCategories.map((subCategory) => ({
    id: subCategory.id,
    words: words(subCategory.name),
  }));
  // Per product: the question's words found in its name or its sub-category's, and those in its name.
  const found = new Map<number, { anywhere: number; inName: number }>();
  const count = (id: number, inName: boolean) => {
    const entry = found.get(id) ?? { anywhere: 0, inName: 0 };
    entry.anywhere += 1;
    if (inName) entry.inName += 1;
    found.set(id, entry);
  };

  const allSubCategoryWords = subCategoryWords.flatMap((subCategory) => subCategory.words);
  // Products whose name holds a naming word that is no sub-category's word ("rohu", "aerator").
  const named = new Set<number>();
  const heldAsTyped = (typed: string) => {
    if (index.vocabulary.has(typed) || allSubCategoryWords.some((known) => sameStem(typed, known))) return true;
    for (const known of index.vocabulary.keys()) if (sameStem(typed, known)) return true;
    return false;
  };

  for (const typed of naming) {
    const same = heldAsTyped(typed) ? sameStem : closeWord;
    const generic = allSubCategoryWords.some((known) => same(typed, known));
    const holders = new Set<number>();
    for (const [known, ids] of index.vocabulary) {
      if (same(typed, known)) for (const id of ids) holders.add(id);
    }
    for (const id of holders) {
      count(id, true);
      if (!generic) named.add(id);
    }
    for (const subCategory of subCategoryWords) {
      if (!subCategory.words.some((known) => same(typed, known))) continue;
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
