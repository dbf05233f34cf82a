/**
 * What the search index holds and how its text is cut into terms: shared by the build (which
 * writes the index) and the browser (which loads it), so both always agree.
 */
import type { Options, SearchOptions } from 'minisearch';

export interface SearchDoc {
  /** The page's path: '/hist6', '/catalog2'; categories without a page: '/catalogs#category-12'. */
  id: string;
  name: string;
  /** The product's list heading; '' for a category. */
  list: string;
  maker: string;
  /** Article and catalogue numbers. */
  codes: string;
  /** Lines of the page, '\n' between them: the search shows the one that matched. */
  text: string;
}

export type StoredDoc = Pick<SearchDoc, 'id' | 'name' | 'list' | 'text'>;

/** Lower case; ё as е (Russian writing mostly omits the dots). Keeps the length of the text. */
export function fold(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е');
}

const WORD_PARTS = /[^\p{L}\p{N}]+/u;

/**
 * Terms of a text: each run of letters and digits, and for a word joined by punctuation such as
 * 'LTS-3000B' or 'HB&L' also the whole ('lts3000b'), so 'LTS-3000' and 'lts3000' both find it.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.split(/[\s,;:()"“”«»]+/u)) {
    const parts = word.split(WORD_PARTS).filter(Boolean);
    terms.push(...parts);
    if (parts.length > 1) terms.push(parts.join(''));
  }
  return terms;
}

export const indexOptions: Options<SearchDoc> = {
  fields: ['name', 'maker', 'codes', 'list', 'text'],
  storeFields: ['name', 'list', 'text'],
  tokenize,
  processTerm: fold,
};

/**
 * The longest query read, in characters (the search box takes no more, and the engine cuts a longer
 * one): every word is a prefix and fuzzy match over the whole index, so a pasted page of text would
 * keep the page busy for seconds. The longest product name with its maker is well under it.
 */
export const QUERY_MAX = 100;

/** Words typed start terms (prefix), one typo is forgiven in words of five letters or more (not in numbers). */
export const searchOptions: SearchOptions = {
  boost: { name: 5, maker: 3, codes: 3, list: 1.5 },
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 5 && !/\d/.test(term) ? 1 : false),
  combineWith: 'AND',
};
