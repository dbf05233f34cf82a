import type { ProductFacts } from '../../types';

/** Molecular Mouse: its figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  values: {
    /** Multiplex reactions at once, up to. */
    multiplexReactions: 6,
    sepsisTargets: 64,
    /** The sepsis panel's hours to a result, about. */
    turnaround: 1,
    /** Instruments one software session runs, up to. */
    instruments: 6,
  },
} as const satisfies ProductFacts;

export default facts;
