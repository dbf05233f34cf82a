import type { ProductFacts } from '../../types';

/** LTS-T2000: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Tests an hour. */
    throughput: 120,
    specimenPositions: 30,
    reagentPositions: 20,
  },
} as const satisfies ProductFacts;

export default facts;
