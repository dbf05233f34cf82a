import type { ProductFacts } from '../../types';

/** HP300 Plus Tissue Processor: its figures, maker and model, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'Dakewe',
  model: 'HP300 Plus',
  values: {
    retortCassettes: 300,
    reagentBottles: 10,
    cleaningBottles: 3,
    condensateBottles: 1,
    paraffinTemperature: { from: 50, to: 65, unit: '°C' },
    ratedPower: { value: 1200, unit: 'VA' },
    operatingTemperature: { from: 10, to: 40, unit: '°C' },
    size: { dims: [620, 640, 1170], unit: 'mm' },
    xylenePreheat: { from: 40, to: 55, unit: '°C' },
    /** Inches: a word in each language. */
    touchScreen: 12.1,
  },
} as const satisfies ProductFacts;

export default facts;
