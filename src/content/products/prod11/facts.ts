import type { ProductFacts } from '../../types';

/** LTS-3000A: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Specimens an hour. */
    throughput: 30,
  },
} as const satisfies ProductFacts;

export default facts;
