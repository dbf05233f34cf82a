import type { ProductFacts } from '../../types';

/** BIOMIC V3: its maker, model and figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'Giles Scientific',
  model: 'BIOMIC V3',
  values: {
    /** The touch-screen monitor, in inches: a word in each language. */
    monitor: 24,
  },
} as const satisfies ProductFacts;

export default facts;
