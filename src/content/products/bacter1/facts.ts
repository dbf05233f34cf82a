import type { ProductFacts } from '../../types';

/** I-dOne: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Clinically relevant species its library covers. */
    coverage: { value: 95, unit: '%' },
    /** Spectra in its library, more than. */
    spectra: '50,000',
  },
} as const satisfies ProductFacts;

export default facts;
