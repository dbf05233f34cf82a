import type { ProductFacts } from '../../types';

/** LTS-T1000: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Measured in parallel. */
    channels: 4,
    /** Time to result: from this many seconds... */
    fastestResult: 20,
    /** ...to this many minutes. */
    slowestResult: 3,
  },
} as const satisfies ProductFacts;

export default facts;
