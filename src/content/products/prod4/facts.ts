import type { ProductFacts } from '../../types';

/** Paint Cell: its maker, model and figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'iLSA',
  model: 'Paint Cell',
  values: {
    /** Steps to a run: load, choose, start. (Its A4 footprint is a paper size, a word in each language.) */
    steps: 3,
  },
} as const satisfies ProductFacts;

export default facts;
