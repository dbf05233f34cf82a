import type { ProductPage } from '../../types';
import { en, type Tolerance } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** A limit and its tolerance: '−40 °C (±5 °C)'. */
function limit({ value, tolerance, unit }: Tolerance): string {
  return `${en.write({ value, unit })} (±${en.write({ value: tolerance, unit })})`;
}

/** An increment speed and its tolerance: '300 µm/s (±10%)'. */
const speed = (increment: typeof v.slowIncrement | typeof v.fastIncrement) =>
  `${en.write(increment)} (±${en.write(v.incrementTolerance)})`;

/** 6250 Cryostat: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Cryostat microtome for frozen sections',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of the 6250 Cryostat chamber: a frozen specimen on its chuck at the knife, rapid-cooling Peltier stations and a brush',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'The 6250 is a cryostat microtome with strong refrigeration, a quick cool-down and consistent sectioning.',
    'Its freezing shelf carries 18 freezing stations and 2 Peltier stations. The chamber can be set from −35 °C to +40 °C, and sections are cut from 1 to 100 µm.',
  ],
  keyFigures: [
    {
      value: en.write(v.freezingStations),
      unit: 'freezing stations',
      label: 'Numbered positions on the shelf',
    },
    {
      value: en.write(v.peltierStations),
      unit: 'Peltier stations',
      label: `Rapid cooling to about ${en.write(v.peltierTemperature)}`,
    },
    { ...en.figure(v.chamberTemperature, { separator: ' to ', plus: true }), label: 'Chamber temperature' },
    { ...en.figure(v.sectionThickness), label: 'Section thickness' },
    { ...en.figure(v.trimmingThickness), label: 'Trimming thickness' },
  ],
  sections: [
    {
      heading: 'Reliable section quality',
      features: [
        {
          name: 'Precise mechanisms',
          text: 'Precision motors and hard-wearing guide rails give steady, even sections and cope with heavy workloads.',
        },
        { name: 'All tissue types', text: 'Cuts soft or hard tissue, and small or large specimens.' },
        {
          name: 'Room for the workload',
          text: 'A large freezing shelf with 18 freezing stations and 2 Peltier elements. Numbered positions make specimens easy to identify.',
        },
        {
          name: 'Stable blade hold',
          text: 'The holder takes high- and low-profile blades, and its arc design limits blade vibration.',
        },
      ],
    },
    {
      heading: 'Ease of use',
      features: [
        {
          name: 'Large colour touch screen',
          text: 'Key parameters and switches are visible at a glance, and the controls are quick to learn.',
        },
        { name: 'Side control panel', text: 'Puts the controls within easy reach.' },
        {
          name: 'Hassle-free components',
          text: 'An anti-stick coated heat extractor, an anti-roll guide with a clamp that fixes at any position, and a frost-free freezing shelf.',
        },
        { name: 'Heated window', text: 'The glass is heated so that frost cannot form on it.' },
      ],
    },
    {
      heading: 'Fast, lasting cooling',
      features: [
        {
          name: 'Powerful compressor',
          text: 'Works with smart temperature control so that sectioning can go on without breaks.',
        },
        {
          name: 'Rapid cooling Peltier stations',
          text: `Reach and hold about ${en.write(v.peltierTemperature)}.`,
        },
      ],
    },
    {
      heading: 'Scheduling and care',
      features: [
        {
          name: 'Scheduling',
          text: 'Run UV disinfection and defrost on a timetable or by hand. A scheduled sleep mode saves energy.',
        },
        {
          name: 'Thorough drying',
          text: 'A dedicated drying function clears moisture from the chamber faster than leaving it to dry naturally.',
        },
        { name: 'Monolithic housing', text: 'The one-piece shell is easy to keep clean.' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Section thickness', en.write(v.sectionThickness)],
        ['Trimming thickness', en.write(v.trimmingThickness)],
        ['Increment speed', `${speed(v.slowIncrement)}, ${speed(v.fastIncrement)}`],
        ['Chamber temp.', en.write(v.chamberTemperature, { separator: ' to ', plus: true })],
        ['Freezing plate temp.', `Minimum temperature ${limit(v.freezingPlateMinimum)}`],
        ['Number of freezing plates', `${en.write(v.freezingStations)} pcs`],
        [
          'Rapid cooling peltier stations',
          `${en.write(v.peltierStations)} pcs, Minimum temperature ${limit(v.peltierMinimum)}`,
        ],
        ['Size (with handwheel)', en.write(v.size, { each: true })],
        ['Weight with packaging', en.write(v.weight)],
        ['Power consumption', en.write(v.power)],
        [
          'Supply voltage / frequency',
          `${en.write(v.voltage)} AC, ${en.write(v.frequency)} / ${en.write(v.lowVoltage)} AC, ${en.write(v.lowVoltageFrequency)}`,
        ],
        ['Peltier station temperature', en.write(v.peltierTemperature)],
      ],
    },
  ],
  metaDescription:
    'Dakewe 6250 cryostat: 18 freezing stations, 2 Peltier stations, chamber from −35 to +40 °C, 1–100 µm sections, and scheduled UV disinfection and defrost.',
};

export default page;
