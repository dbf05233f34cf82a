import { plural } from '../../i18n/locale';

const results = (n: number) => `${n} ${plural('en', n, { one: 'result', other: 'results' })}`;

/** The search dialog's strings (src/features/search/SearchDialog.tsx), loaded with the dialog. */
export const search = {
  title: 'Search products',
  label: 'Product, model, maker or article no.',
  placeholder: 'e.g. cryostat, LTS-3000, 002019',
  loading: 'Loading the search…',
  failed: 'Search is unavailable just now. Browse the',
  failedLink: 'catalogue',
  count: (n: number, query: string) =>
    n === 0 ? `No results for “${query}”` : `${results(n)} for “${query}”`,
  category: 'Category',
};
