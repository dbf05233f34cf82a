import type { ProductFacts } from '../../types';

/** C100 Cassette Printer: its maker, model and figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'Dakewe',
  model: 'C100',
  values: {
    /** A cassette, up to, depending on what is printed. */
    printTime: { value: 2.5, unit: 's' },
    /** Cassettes an hour. */
    hourlyOutput: 1440,
    loadingHoppers: 6,
    /** Cassettes in the loading hoppers, up to. */
    loadCapacity: 600,
    /** Cassettes in the output organizer tray, up to. */
    outputTray: 100,
    /** Up to. */
    resolution: { value: 2500, unit: 'dpi' },
    /** Net, approximately. */
    weight: { value: 30, unit: 'kg' },
    /** The cassettes' angles it prints on. */
    cassetteAngles: { oneOf: [45, 35], unit: '°' },
    /** Inches: a word in each language. */
    screen: 8,
    voltage: { from: 100, to: 240, unit: 'V' },
    voltageTolerance: { value: 10, unit: '%' },
    power: { value: 210, unit: 'VA' },
    size: { dims: [420, 380, 395], unit: 'mm' },
    /** Alphanumeric characters in one data matrix code, more than. */
    dataMatrix: 100,
  },
} as const satisfies ProductFacts;

export default facts;
