import type { ProductFacts } from '../../types';

/** Microscope Slides: their maker, catalogue numbers and figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'Dakewe',
  articles: {
    /** HistoFlo™ microscope slides, general coating. */
    general: '7109030A',
    /** HistoFlo™ adhesion microscope slides. */
    adhesion: 'DKWAS001A',
  },
  values: {
    /** Width × length, both types. */
    size: { dims: [25, 75], unit: 'mm' },
    /** Approximately. */
    thickness: { value: '1.0', unit: 'mm' },
    /** The ground edges. */
    edgeAngle: { value: 45, unit: '°' },
    /** Slides a box. */
    box: 50,
  },
} as const satisfies ProductFacts;

export default facts;
