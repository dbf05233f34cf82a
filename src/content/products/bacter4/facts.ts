import type { ProductFacts } from '../../types';

/** SIDECAR: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Petri dishes. */
    plateStorage: 240,
    /** Different media on board, up to. */
    media: 12,
    incubation: { value: 37, unit: '°C' },
  },
} as const satisfies ProductFacts;

export default facts;
