import type { ProductFacts } from '../../types';

/** ROLLER Family Instruments: their maker, family and figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'Alifax',
  model: 'ROLLER',
  values: {
    latexControlLevels: 3,
  },
} as const satisfies ProductFacts;

export default facts;
