import type { ProductFacts } from '../../types';

/** IDC Shaker: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Specimen bottles shaken together. */
    capacity: 40,
    /** Minutes of shaking. */
    shakingTime: 2,
    /** The two trays' bottles. */
    bottleDiameters: { oneOf: [26, 36], unit: 'mm' },
    weight: { value: 45, unit: 'kg' },
    /** Length × depth × height. */
    size: { dims: [38, 44, 34], unit: 'cm' },
  },
} as const satisfies ProductFacts;

export default facts;
