import type { ProductFacts } from '../../types';

/** IDC-20: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Slides spread again: less than this. */
    reSpreadRate: { value: 2, unit: '%' },
    /** Drawn from the vial for each slide. */
    sampleVolume: { value: 1, unit: 'ml' },
    /** Hours of technician training. */
    training: 1,
    /** Tests a year, up to. */
    workload: '50,000',
  },
} as const satisfies ProductFacts;

export default facts;
