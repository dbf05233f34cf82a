import type { ProductFacts } from '../../types';

/** Disposable Blades: their figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Up to. */
    hardness: { value: 1100, unit: 'HV' },
  },
} as const satisfies ProductFacts;

export default facts;
