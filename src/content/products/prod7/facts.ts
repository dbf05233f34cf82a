import type { ProductFacts } from '../../types';

/** LTS-V400: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Tests a batch. */
    batchTests: 24,
    /** Minutes a batch takes. */
    batchTime: 20,
    /** Samples in a run on demand. */
    onDemand: { from: 1, to: 24 },
  },
} as const satisfies ProductFacts;

export default facts;
