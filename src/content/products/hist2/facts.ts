import type { ProductFacts } from '../../types';

/** S200 Slide Printer: its maker, model and figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'Dakewe',
  model: 'S200',
  values: {
    /** Seconds a slide, at most: a word in English, a symbol in Russian. */
    printTime: 5,
    loadingHoppers: 2,
    /** Slides in each loading hopper. */
    hopperCapacity: 100,
    /** Slides in the output hopper. */
    outputHopper: 50,
    /** Slides in all. */
    totalCapacity: 200,
    resolution: { value: 2500, unit: 'dpi' },
    /** Approximately. */
    weight: { value: 32.5, unit: 'kg' },
    voltage: { from: 100, to: 240, unit: 'V' },
    frequency: { oneOf: [50, 60], unit: 'Hz' },
    power: { value: 210, unit: 'VA' },
    size: { dims: [240, 440, 450], unit: 'mm' },
    airFilterLayers: 3,
  },
} as const satisfies ProductFacts;

export default facts;
