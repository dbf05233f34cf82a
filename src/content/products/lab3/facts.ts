import type { ProductFacts } from '../../types';

/** 3S Safe Sampling Systems: its maker, name and figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'iLSA',
  model: '3S Safe Sampling Systems',
  values: {
    /** Biological samples a day, of the laboratories it serves. */
    workload: { from: 50, to: '1,000' },
    tubes: 196,
    microplates: 4,
    /** Wells a microplate. */
    wells: { oneOf: [48, 96] },
    /** A well's volume. */
    wellVolume: { oneOf: [500, 1000], unit: 'µl' },
    /** The storage volume is divided by this. */
    storageReduction: 4,
    weight: { value: 75, unit: 'kg' },
    /** Length × width × height. */
    size: { dims: [114, 90, 98], unit: 'cm' },
    sockets: 3,
    usbSockets: 2,
    rj45Sockets: 1,
    power: { value: 150, unit: 'W' },
    /** The PC's touch screen, in inches: a word in each language. */
    screen: 23,
  },
} as const satisfies ProductFacts;

export default facts;
