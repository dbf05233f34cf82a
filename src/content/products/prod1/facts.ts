import type { ProductFacts } from '../../types';

/** Cell Expert: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Slides an hour. */
    slideThroughput: 50,
    /** HPV tubes an hour. */
    hpvAliquoting: 80,
    size: { dims: [67, 56], unit: 'cm' },
    weight: { value: 62, unit: 'kg' },
    /** The GYN specimen bottle's, under. */
    bottleDiameter: { value: 30, unit: 'mm' },
    /** Tests a year, from. */
    workload: '40,000',
    /** Hours of operator training, at most. */
    training: 2,
  },
} as const satisfies ProductFacts;

export default facts;
