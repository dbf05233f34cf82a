import type { ProductPage } from '../../types';

/** 6250 Cryostat: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Cryostat microtome for frozen sections',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of the 6250 Cryostat chamber: a frozen specimen on its chuck at the knife, rapid-cooling Peltier stations and a brush',
  ],
  manufacturer: 'Dakewe',
  summary: [
    'The 6250 is a cryostat microtome with strong refrigeration, a quick cool-down and consistent sectioning.',
    'Its freezing shelf carries 18 freezing stations and 2 Peltier stations. The chamber can be set from -35 °C to +40 °C, and sections are cut from 1 to 100 µm.',
  ],
  keyFigures: [
    { value: '18', unit: 'freezing stations', label: 'Numbered positions on the shelf' },
    { value: '2', unit: 'Peltier stations', label: 'Rapid cooling to about -55 to -60 °C' },
    { value: '-35 to +40', unit: '°C', label: 'Chamber temperature' },
    { value: '1-100', unit: 'µm', label: 'Section thickness' },
    { value: '1-600', unit: 'µm', label: 'Trimming thickness' },
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
        { name: 'Rapid cooling Peltier stations', text: 'Reach and hold about -55 °C to -60 °C.' },
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
        ['Section thickness', '1 μm - 100 μm'],
        ['Trimming thickness', '1 μm - 600 μm'],
        ['Increment speed', '300 μm/s (±10%), 900 μm/s (±10%)'],
        ['Chamber temp.', '-35℃ - +40℃'],
        ['Freezing plate temp.', 'Minimum temperature -40℃ (±5℃)'],
        ['Number of freezing plates', '18 pcs'],
        ['Rapid cooling peltier stations', '2 pcs, Minimum temperature -60°C (±5℃)'],
        ['Size (with handwheel)', '780 mm × 700 mm × 1280 mm'],
        ['Weight with packaging', '208 ± 10 kg'],
        ['Power consumption', '1200 VA'],
        ['Supply voltage / frequency', '220 - 240 VAC, 50 Hz / 110 - 127 VAC, 60 Hz'],
        ['Peltier station temperature', '-55°C to -60°C'],
      ],
    },
  ],
  metaDescription:
    'Dakewe 6250 cryostat: 18 freezing stations, 2 Peltier stations, chamber from -35 to +40 °C, 1-100 µm sections, and scheduled UV disinfection and defrost.',
};

export default page;
