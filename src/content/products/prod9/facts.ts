import type { ProductFacts } from '../../types';

/** LTS-YJ1000: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Specimens processed together. */
    specimens: 12,
    /** Minutes they take, less than. */
    processingTime: 5,
  },
} as const satisfies ProductFacts;

export default facts;
