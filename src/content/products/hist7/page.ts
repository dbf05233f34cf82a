import type { ProductPage } from '../../types';

/** DP360 & CS500 workstation: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Linked stainer and coverslipper workstation',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of the DP360 & CS500 horizontal output tray holding stained and coverslipped tissue slides',
  ],
  manufacturer: 'Dakewe',
  summary: [
    'This workstation links the DP360 stainer and the CS500 coverslipper into one fully automatic line for high-volume staining and coverslipping. Quality control is built in, consumables come ready to use, and the patented AAT system keeps slides consistent.',
    'The DP360 has 26 stations and works with 30-slide racks, moving up to 11 slide racks at once for about 360 slides per hour, depending on the protocol. The CS500 holds 200 coverslips and a 250 ml mountant bottle, and stores 90 finished slides in its horizontal output.',
  ],
  keyFigures: [
    { value: '360', unit: 'slides/hour', label: 'H/E throughput, protocol-dependent' },
    { value: '26', unit: 'stations', label: 'On the DP360 stainer' },
    { value: '11', unit: 'racks', label: 'Handled at once, 30 slides each' },
    { value: '100', unit: 'protocols', label: 'Stored, 2 of them preset' },
    { value: '200', unit: 'coverslips', label: 'CS500 coverslip capacity' },
    { value: '90', unit: 'slides', label: 'CS500 horizontal output storage' },
  ],
  sections: [
    {
      heading: 'Combined system',
      features: [
        {
          name: 'Workstation concept',
          text: 'Staining and coverslipping run as one automated line, with quality control built in and ready-to-use consumables.',
        },
      ],
    },
    {
      heading: 'Quality control and staining results',
      features: [
        {
          name: 'Patented AAT system',
          text: 'Soaking time rises step by step with the number of racks stained and/or the days the H&E has been in use. Stain intensity stays constant, and the scheme is designed to save reagent.',
        },
        {
          name: 'Reagent management',
          text: 'The software tracks reagent use and prompts replacement. Its reports make stain quality traceable and help lower reagent costs.',
        },
        {
          name: 'Low carry-over',
          text: 'The robotic arm dips and shakes each rack, which limits reagent carry-over and cross-contamination.',
        },
        {
          name: 'High speed robotic arm',
          text: 'Fast and quiet, with a vertical lift of up to 0.76 m/s. It moves up to 11 slide racks at once and keeps staining times exact.',
        },
      ],
    },
    {
      heading: 'Throughput and efficiency',
      features: [
        {
          name: 'High-throughput staining and coverslipping',
          text: 'A scheduling algorithm handles about 360 slides per hour, depending on the protocol.',
        },
        {
          name: 'Combo-mode transfer',
          text: 'Racks move on inside the CS500, so no separate transfer station is needed.',
        },
        {
          name: 'CS500 automated inspection',
          text: 'Instrument and reagent status are checked before each run, and damaged coverslips are detected. A micro-pump meters mountant exactly without spills, and the needle cleans itself after coverslipping to prevent clogging.',
        },
        {
          name: 'Horizontal slide tray output',
          text: 'Finished slides are ready to read, with no manual transfer.',
        },
      ],
    },
    {
      heading: 'Flexibility',
      features: [
        { name: 'Up to 100 protocols', text: 'Two come preset: H/E staining and PAP staining.' },
        {
          name: 'Flexible reagent solution',
          text: 'Dedicated ready-to-use reagents are available as an option.',
        },
        {
          name: 'Reagent heating station',
          text: 'Gentle warming evens out differences in room climate and saves reagent.',
        },
      ],
    },
    {
      heading: 'Reagent tracking and monitoring',
      features: [
        {
          name: 'Scientific reagent management',
          text: 'Choose a renewal reminder or enforced renewal. The renewal history is always available, SOP graphic reports can be exported, and reagent consumption is logged.',
        },
        {
          name: 'Intuitive interaction',
          text: 'The display shows stainer and coverslipper status, reagent status and the number of slides completed.',
        },
        {
          name: 'Remote real-time monitoring and alarms',
          text: 'The Dakewe cloud system shows live instrument status and sends warnings by web page, e-mail, SMS and other channels.',
        },
      ],
    },
    {
      heading: 'Safety and ergonomics',
      features: [
        { name: 'Touch display', text: 'A 25 cm (10.4 inch) colour touch screen with simple software.' },
        {
          name: 'Exhaust gas monitoring',
          text: 'A real-time fume sensor helps keep fumes inside the instrument and away from staff.',
        },
        { name: 'Various alarms', text: 'Voice, visual, text and app notifications, with guided operation.' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'DP360 technical specifications',
      rows: [
        ['Dimensions, unpacked (W x D x H)', '1066 x 700 x 630 mm'],
        ['Net Weight', 'approx. 130 kg'],
        ['Power consumption', '1200 VA'],
        ['Supply voltage/ frequency', '100 - 240 VAC, 50/60 Hz'],
        ['Operating temperature range', '+15°C to +40°C'],
        ['Total stations', '26'],
        ['Oven station and temperature', '1; Max temperature 75°C'],
        ['Reagent heating station', '4; Max temperature 38°C'],
        ['Water washing station', '4'],
        ['Reservoir volume', '480 ml ± 20 ml'],
        ['Program storage capacity', '≥100 programs'],
        ['Slide rack capacity', '30 pcs'],
        ['Throughput H/E', '360 slides per hour'],
        ['Robotic arm vertical speed', 'Up to 0.76 m/s'],
        ['Simultaneous slide racks', 'Up to 11'],
        ['Pre-programmed protocols', '2'],
        ['Display', '25 cm (10.4 inch)'],
      ],
    },
    {
      caption: 'CS500 technical specifications',
      rows: [
        ['Dimensions, unpacked (W x D x H)', '660 x 770 x 640 mm'],
        ['Net weight', 'approx. 90 kg'],
        ['Power consumption', '180 VA'],
        ['Supply voltage/ frequency', '100 - 240 VAC, 50/60 Hz'],
        ['Horizontal output storage', '90 pcs'],
        ['Coverslip capacity', '200 pcs'],
        ['Mountant bottle capacity', '250 ml'],
        ['Throughput', '360 slides per hour'],
        ['Coverslip sizes (mm)', '24 x 50'],
      ],
    },
  ],
  metaDescription:
    'Dakewe DP360 stainer and CS500 coverslipper: about 360 slides per hour, 26 stations, up to 100 protocols, patented AAT staining control and cloud alarms.',
};

export default page;
