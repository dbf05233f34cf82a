import type { ProductFacts } from '../../types';

/** HP300 Tissue Processor: its figures, maker, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'Dakewe',
  model: 'HP300',
  values: {
    /** Inches: a word in each language. */
    touchScreen: 12.1,
  },
} as const satisfies ProductFacts;

export default facts;
