import type { ProductFacts } from '../../types';

/** TEST1 2.0: its maker, model and figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'Alifax',
  model: 'TEST1 2.0',
  values: {
    /** Seconds to an ESR result, less than: a word in English, a symbol in Russian. */
    resultTime: 20,
    sampleVolume: { value: 175, unit: 'µl' },
    /** Samples on board, up to. */
    capacity: 120,
    /** Tests an hour, up to. */
    throughput: 195,
    /** Measuring temperature, constant. */
    temperature: { value: 37, unit: '°C' },
  },
} as const satisfies ProductFacts;

export default facts;
