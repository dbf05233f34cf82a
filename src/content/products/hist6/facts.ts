import type { ProductFacts } from '../../types';

/** 6250 Cryostat: its maker, model and figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'Dakewe',
  model: '6250',
  values: {
    freezingStations: 18,
    peltierStations: 2,
    /** What the Peltier stations reach and hold, about. */
    peltierTemperature: { from: -60, to: -55, unit: '°C' },
    chamberTemperature: { from: -35, to: 40, unit: '°C' },
    sectionThickness: { from: 1, to: 100, unit: 'µm' },
    trimmingThickness: { from: 1, to: 600, unit: 'µm' },
    slowIncrement: { value: 300, unit: 'µm/s' },
    fastIncrement: { value: 900, unit: 'µm/s' },
    /** Of either increment speed, either way. */
    incrementTolerance: { value: 10, unit: '%' },
    freezingPlateMinimum: { value: -40, tolerance: 5, unit: '°C' },
    peltierMinimum: { value: -60, tolerance: 5, unit: '°C' },
    /** With the handwheel. */
    size: { dims: [780, 700, 1280], unit: 'mm' },
    /** With packaging. */
    weight: { value: 208, tolerance: 10, unit: 'kg' },
    power: { value: 1200, unit: 'VA' },
    /** The supply: 220-240 V at 50 Hz, or 110-127 V at 60 Hz. */
    voltage: { from: 220, to: 240, unit: 'V' },
    frequency: { value: 50, unit: 'Hz' },
    lowVoltage: { from: 110, to: 127, unit: 'V' },
    lowVoltageFrequency: { value: 60, unit: 'Hz' },
  },
} as const satisfies ProductFacts;

export default facts;
