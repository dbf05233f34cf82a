import type { ProductFacts } from '../../types';

/** LT-YJ2000: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Minutes a specimen. */
    processingTime: 2.5,
    /** Selectable modes. */
    modes: 6,
  },
} as const satisfies ProductFacts;

export default facts;
