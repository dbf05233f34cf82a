import type { ProductFacts } from '../../types';

/** LTS-E100-FECES: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Specimens a run. */
    specimens: 40,
    /** Tests an hour. */
    throughput: 50,
  },
} as const satisfies ProductFacts;

export default facts;
