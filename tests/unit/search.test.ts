import { beforeAll, describe, expect, it } from 'vitest';
import { collectDocuments } from '../../src/features/search/documents';
import { createSearcher, type Searcher } from '../../src/features/search/engine';
import { QUERY_MAX, tokenize } from '../../src/features/search/options';

let searcher: Searcher;
let russian: Searcher;
beforeAll(async () => {
  searcher = createSearcher(await collectDocuments());
  russian = createSearcher(await collectDocuments('ru'), 'ru');
});

const paths = (query: string) => searcher.search(query).hits.map((hit) => hit.path);
const ruPaths = (query: string) => russian.search(query).hits.map((hit) => hit.path);

describe('search documents', () => {
  it('hold the 37 products and the 21 categories, each under its page', async () => {
    const docs = await collectDocuments();
    expect(docs.filter((doc) => doc.list !== '')).toHaveLength(37);
    expect(docs.filter((doc) => doc.list === '')).toHaveLength(21);
    expect(new Set(docs.map((doc) => doc.id)).size).toBe(docs.length);
  });

  it('in Russian: the same pages under their Russian paths, Russian names and list names', async () => {
    const [en, ru] = await Promise.all([collectDocuments(), collectDocuments('ru')]);
    expect(ru.map((doc) => doc.id)).toEqual(
      en.map((doc) => (doc.id.startsWith('/') ? `/ru${doc.id}` : doc.id)),
    );
    const hist6 = ru.find((doc) => doc.id === '/ru/hist6')!;
    expect(hist6).toMatchObject({ name: 'Криостат 6250', list: 'Гистология', maker: 'Dakewe' });
    expect(ru.find((doc) => doc.id === '/ru/catalog2')?.name).toBe('Гистология');
    expect(ru.some((doc) => doc.id.startsWith('/ru/catalogs#category-'))).toBe(true);
  });

  it('cut words joined by punctuation into parts and the whole', () => {
    expect(tokenize('LTS-3000B, HB&L')).toEqual(['LTS', '3000B', 'LTS3000B', 'HB', 'L', 'HBL']);
  });
});

describe('search', () => {
  it.each([
    ['7109030A', '/hist9'],
    ['002019', '/hist8'],
    ['cryostat', '/hist6'],
    ['cryostt', '/hist6'],
    ['Giles', '/bacter5'],
    ['Dakewe', '/hist6'],
    ['Peltier', '/hist6'],
    ['LTS-3000', '/prod12'],
    ['lts3000', '/prod12'],
    ['MT1', '/hist5'],
  ])('%s finds %s', (query, path) => {
    expect(paths(query)).toContain(path);
  });

  it('puts the product named by the query first', () => {
    expect(paths('cryostat')[0]).toBe('/hist6');
    expect(paths('002019')[0]).toBe('/hist8');
  });

  it('needs every word: two words narrow the results', () => {
    expect(paths('LTS-3000').sort()).toEqual(['/prod11', '/prod12']);
    expect(paths('cryostat peltier')).toEqual(['/hist6']);
  });

  it('forgives no typo in numbers', () => {
    expect(paths('7109031A')).toEqual([]);
  });

  it('marks the match in one line of the page text', () => {
    const hit = searcher.search('peltier').hits.find((h) => h.path === '/hist6')!;
    expect(hit.line.length).toBeLessThanOrEqual(112);
    const marked = hit.marks.map(([from, to]) => hit.line.slice(from, to).toLowerCase());
    expect(marked).toContain('peltier');
  });

  it('reads only the first QUERY_MAX characters of a pasted page of text', () => {
    // The words past the cut would find nothing (every word is needed): read, they would empty the result.
    const pasted = `cryostat${' '.repeat(QUERY_MAX)}${'unmatchedword '.repeat(5000)}`;
    expect(paths(pasted)).toEqual(paths('cryostat'));
    expect(paths(pasted)[0]).toBe('/hist6');
  });

  it('finds nothing in an empty or punctuation-only query', () => {
    expect(searcher.search('  ')).toEqual({ total: 0, hits: [] });
    expect(searcher.search('--')).toEqual({ total: 0, hits: [] });
  });
});

describe('search on Russian pages', () => {
  it.each([
    ['криостат', '/ru/hist6'],
    ['КРИОСТАТ', '/ru/hist6'],
    ['криостаты', '/ru/hist6'],
    ['LTS-3000', '/ru/prod12'],
    ['lts3000', '/ru/prod12'],
    ['002019', '/ru/hist8'],
    ['Dakewe', '/ru/hist6'],
    ['Пельтье', '/ru/hist6'],
  ])('%s finds %s', (query, path) => {
    expect(ruPaths(query)).toContain(path);
  });

  it('puts the product named by the query first, and finds only Russian pages', () => {
    expect(ruPaths('криостат')[0]).toBe('/ru/hist6');
    expect(ruPaths('LTS-3000').sort()).toEqual(['/ru/prod11', '/ru/prod12']);
    expect(ruPaths('гистология').every((path) => path.startsWith('/ru/'))).toBe(true);
    expect(russian.locale).toBe('ru');
  });

  it('the English index has no Russian words, the Russian one names products in Russian', () => {
    expect(paths('криостат')).toEqual([]);
    const hit = russian.search('криостат').hits[0]!;
    expect(hit.name).toBe('Криостат 6250');
    expect(hit.list).toBe('Гистология');
  });
});

describe('what search announces (its polite status line)', () => {
  it('says how many results it found, in English and in Russian, each number with its form of the word', async () => {
    const { search: en } = await import('../../src/features/search/search.en');
    const { search: ru } = await import('../../src/features/search/search.ru');
    expect([0, 1, 2, 5].map((n) => en.count(n, 'HP300'))).toEqual([
      'No results for “HP300”',
      '1 result for “HP300”',
      '2 results for “HP300”',
      '5 results for “HP300”',
    ]);
    expect([0, 1, 2, 5, 11, 21, 22, 25].map((n) => ru.count(n, 'криостат'))).toEqual([
      'По запросу «криостат» ничего не найдено',
      '1 результат по запросу «криостат»',
      '2 результата по запросу «криостат»',
      '5 результатов по запросу «криостат»',
      '11 результатов по запросу «криостат»',
      '21 результат по запросу «криостат»',
      '22 результата по запросу «криостат»',
      '25 результатов по запросу «криостат»',
    ]);
  });
});
