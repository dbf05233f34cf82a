import type { ProductFacts } from '../../types';

/** ALFRED 60/AST: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    incubation: { value: 37, unit: '°C' },
  },
} as const satisfies ProductFacts;

export default facts;
