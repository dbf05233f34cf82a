import type { ProductFacts } from '../../types';

/** TRINITY V3: its maker and model, for ./page.ts and ./page.ru.ts alike (its page gives no figure). */
const facts = {
  manufacturer: 'Giles Scientific',
  model: 'TRINITY V3',
  values: {},
} as const satisfies ProductFacts;

export default facts;
