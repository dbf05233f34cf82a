import type { ProductFacts } from '../../types';

/** HP300 Plus Tissue Processor: its figures, maker and model, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'Dakewe',
  model: 'HP300 Plus',
  values: {
    retortCassettes: 300,
    /** The sample baskets the retort takes them in. */
    baskets: 2,
    reagentBottles: 10,
    cleaningBottles: 3,
    condensateBottles: 1,
    paraffinTemperature: { from: 50, to: 65, unit: '°C' },
    ratedPower: { value: 1200, unit: 'VA' },
    lowVoltage: { from: 100, to: 120, unit: 'V' },
    highVoltage: { from: 220, to: 240, unit: 'V' },
    frequency: { oneOf: [50, 60], unit: 'Hz' },
    /** Without reagents, approximately. */
    weight: { value: 180, unit: 'kg' },
    smallReservoirs: 3,
    largeReservoirs: 1,
    smallReservoirVolume: { value: 4.2, unit: 'L' },
    largeReservoirVolume: { value: 5.6, unit: 'L' },
    /** A reagent bottle's three fill levels, and its most. */
    bottleLevels: { oneOf: [3, 4.3, 4.8], unit: 'L' },
    bottleMaximum: { value: 5, unit: 'L' },
    /** Processing and rinsing reagents, up to. */
    reagentMaximum: { value: 65, unit: '°C' },
    rinsingMaximum: { value: 65, unit: '°C' },
    /** Ultrasonic. */
    levelSensors: 3,
    operatingTemperature: { from: 10, to: 40, unit: '°C' },
    size: { dims: [620, 640, 1170], unit: 'mm' },
    xylenePreheat: { from: 40, to: 55, unit: '°C' },
    /** Inches: a word in each language. */
    touchScreen: 12.1,
  },
} as const satisfies ProductFacts;

export default facts;
