import type { ProductFacts } from '../../types';

/** MT1 microtome: its maker, model and figures, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'Dakewe',
  model: 'MT1',
  values: {
    sectionThickness: { from: '0.5', to: 100, unit: 'µm' },
    trimmingThickness: { from: 1, to: 600, unit: 'µm' },
    /** X/Y specimen orientation, either way. */
    orientation: { value: 8, unit: '°' },
    /** Inches: a word in each language. */
    screen: 5,
    wasteTray: { value: 2000, unit: 'mL' },
    voltage: { from: 100, to: 240, unit: 'V' },
    frequency: { oneOf: [50, 60], unit: 'Hz' },
    maxConsumption: { value: 50, unit: 'VA' },
    size: { dims: [490, 570, 306], unit: 'mm' },
  },
} as const satisfies ProductFacts;

export default facts;
