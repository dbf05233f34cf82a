/**
 * The search in the browser: fetches the index of the page's language (built from the content at
 * build time), indexes it with MiniSearch, and answers queries with each hit's name, list, path (in
 * that language: '/hist6', '/ru/hist6') and one matching line. Loaded only with the search dialog.
 */
import MiniSearch, { type Query } from 'minisearch';
import { searchIndexUrl } from 'virtual:search-index';
import type { Locale } from '../../i18n/locale';
import { fold, indexOptions, QUERY_MAX, searchOptions, type SearchDoc, type StoredDoc } from './options';

export interface Hit {
  path: string;
  name: string;
  /** '' for a category. */
  list: string;
  /** One line of the page's text, cut around the match. */
  line: string;
  /** [start, end) ranges of `line` to mark. */
  marks: readonly (readonly [number, number])[];
  /** Ranges of `name` to mark. */
  nameMarks: readonly (readonly [number, number])[];
}

export interface Searcher {
  /** The language of the pages it finds. */
  readonly locale: Locale;
  search(query: string): { total: number; hits: Hit[] };
}

const loading: Partial<Record<Locale, Promise<Searcher>>> = {};

/** Fetches and indexes a language's pages once per page load (a failure is retried next time). */
export function loadSearcher(locale: Locale): Promise<Searcher> {
  const cached = loading[locale];
  if (cached) return cached;
  const started = fetch(searchIndexUrl[locale])
    .then((response) => {
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchDoc[]>;
    })
    .then((docs) => createSearcher(docs, locale))
    .catch((error: unknown) => {
      delete loading[locale];
      throw error;
    });
  loading[locale] = started;
  return started;
}

const PARTS = /[^\p{L}\p{N}]+/u;

/** A word with punctuation inside ('LTS-3000') matches its parts together, or its joined form. */
function queryOf(text: string): Query | null {
  const words = text
    .split(/\s+/)
    .map((word) => word.split(PARTS).filter(Boolean))
    .filter((parts) => parts.length > 0);
  if (!words.length) return null;
  return {
    combineWith: 'AND',
    queries: words.map((parts) =>
      parts.length === 1
        ? parts[0]!
        : { combineWith: 'OR', queries: [{ combineWith: 'AND', queries: parts }, parts.join('')] },
    ),
  };
}

/** Where the terms start a word in `text` (case-insensitive): the ranges to mark. */
function marksIn(text: string, terms: readonly string[]): [number, number][] {
  const folded = fold(text);
  const marks: [number, number][] = [];
  for (const term of terms) {
    let at = folded.indexOf(term);
    while (at !== -1) {
      if (at === 0 || PARTS.test(folded[at - 1] ?? ' ')) {
        marks.push([at, at + term.length]);
        break;
      }
      at = folded.indexOf(term, at + 1);
    }
  }
  return marks.sort((a, b) => a[0] - b[0]).filter((mark, i, all) => i === 0 || mark[0] >= all[i - 1]![1]);
}

const LINE_MAX = 110;
/** Shown at most; the status line gives the whole count. */
const MAX_HITS = 12;

/** The first line that holds a matched term (else the first line), cut to about one line around it. */
function bestLine(text: string, terms: readonly string[]) {
  const lines = text.split('\n');
  let line = lines[0] ?? '';
  let marks: [number, number][] = [];
  for (const candidate of lines) {
    const found = marksIn(candidate, terms);
    if (found.length) {
      line = candidate;
      marks = found;
      break;
    }
  }
  if (line.length <= LINE_MAX) return { line, marks };
  const first = marks[0]?.[0] ?? 0;
  const start = first < LINE_MAX / 2 ? 0 : Math.max(0, line.lastIndexOf(' ', first - 30) + 1);
  const end = Math.min(line.length, start + LINE_MAX);
  const cut = line.slice(start, end);
  const prefix = start > 0 ? '…' : '';
  const shift = prefix.length - start;
  return {
    line: `${prefix}${cut}${end < line.length ? '…' : ''}`,
    marks: marks
      .filter(([from, to]) => from >= start && to <= end)
      .map(([from, to]) => [from + shift, to + shift] as [number, number]),
  };
}

export function createSearcher(docs: readonly SearchDoc[], locale: Locale = 'en'): Searcher {
  const index = new MiniSearch<SearchDoc>({ ...indexOptions, searchOptions });
  index.addAll(docs);
  return {
    locale,
    search(whole) {
      const text = whole.slice(0, QUERY_MAX);
      const query = queryOf(text.trim());
      if (!query) return { total: 0, hits: [] };
      const results = index.search(query);
      const typed = text
        .split(/\s+/)
        .flatMap((word) => fold(word).split(PARTS))
        .filter(Boolean);
      const hits = results.slice(0, MAX_HITS).map((result) => {
        const doc = result as unknown as StoredDoc & { terms: string[] };
        const terms = [...new Set([...result.terms, ...typed])].sort((a, b) => b.length - a.length);
        return {
          path: result.id as string,
          name: doc.name,
          list: doc.list,
          nameMarks: marksIn(doc.name, terms),
          ...bestLine(doc.text, terms),
        };
      });
      return { total: results.length, hits };
    },
  };
}
