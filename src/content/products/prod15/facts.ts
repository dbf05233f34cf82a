import type { ProductFacts } from '../../types';

/** LTS-IF80: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    channels: 20,
    /** Results stored, up to. */
    resultStorage: 600,
  },
} as const satisfies ProductFacts;

export default facts;
