const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The search dialog's strings (src/features/search/SearchDialog.tsx), loaded with the dialog. */
export const search = {
  title: 'Search products',
  label: 'Product, model, maker or article no.',
  placeholder: 'e.g. cryostat, LTS-3000, 002019',
  loading: 'Loading the search…',
  failed: 'Search is unavailable just now. Browse the',
  failedLink: 'catalogue',
  count: (n: number, query: string) =>
    n === 0 ? `No results for “${query}”` : `${plural(n, 'result', 'results')} for “${query}”`,
  category: 'Category',
};
