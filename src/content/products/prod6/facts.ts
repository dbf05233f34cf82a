import type { ProductFacts } from '../../types';

/** LTS-V800: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Specimens a run. */
    specimens: 40,
    /** Minutes a batch takes, less than. */
    batchTime: 60,
  },
} as const satisfies ProductFacts;

export default facts;
