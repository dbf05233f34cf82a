import type { ProductPage } from '../../types';
import { en, fromTo } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;
/** Both instruments' supply, as the maker's sheet writes it. */
const supply = `${en.write(v.voltage)} AC, ${en.write(v.frequency, '/')}`;

/** DP360 & CS500 workstation: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Linked stainer and coverslipper workstation',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of the DP360 & CS500 horizontal output tray holding stained and coverslipped tissue slides',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'This workstation links the DP360 stainer and the CS500 coverslipper into one fully automatic line for high-volume staining and coverslipping. Quality control is built in, consumables come ready to use, and the patented AAT system keeps slides consistent.',
    'The DP360 has 26 stations and works with 30-slide racks, moving up to 11 slide racks at once for about 360 slides per hour, depending on the protocol. The CS500 holds 200 coverslips and a 250 ml mountant bottle, and stores 90 finished slides in its horizontal output.',
  ],
  keyFigures: [
    { value: en.write(v.dp360Throughput), unit: 'slides/hour', label: 'H/E throughput, protocol-dependent' },
    { value: en.write(v.stations), unit: 'stations', label: 'On the DP360 stainer' },
    {
      value: en.write(v.racks),
      unit: 'racks',
      label: `Handled at once, ${en.write(v.rackSlides)} slides each`,
    },
    {
      value: en.write(v.protocols),
      unit: 'protocols',
      label: `Stored, ${en.write(v.presetProtocols)} of them preset`,
    },
    { value: en.write(v.coverslips), unit: 'coverslips', label: 'CS500 coverslip capacity' },
    { value: en.write(v.outputStorage), unit: 'slides', label: 'CS500 horizontal output storage' },
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
        ['Dimensions, unpacked (W × D × H)', en.write(v.dp360Size)],
        ['Net Weight', `approx. ${en.write(v.dp360Weight)}`],
        ['Power consumption', en.write(v.dp360Power)],
        ['Supply voltage/ frequency', supply],
        ['Operating temperature range', fromTo(v.operatingTemperature)],
        ['Total stations', en.write(v.stations)],
        [
          'Oven station and temperature',
          `${en.write(v.ovenStations)}; Max temperature ${en.write(v.ovenMaximum)}`,
        ],
        [
          'Reagent heating station',
          `${en.write(v.heatingStations)}; Max temperature ${en.write(v.heatingMaximum)}`,
        ],
        ['Water washing station', en.write(v.washingStations)],
        ['Reservoir volume', en.write(v.reservoir, { each: true })],
        ['Program storage capacity', `≥${en.write(v.protocols)} programs`],
        ['Slide rack capacity', `${en.write(v.rackSlides)} pcs`],
        ['Throughput H/E', `${en.write(v.dp360Throughput)} slides per hour`],
        ['Robotic arm vertical speed', `Up to ${en.write(v.armSpeed)}`],
        ['Simultaneous slide racks', `Up to ${en.write(v.racks)}`],
        ['Pre-programmed protocols', en.write(v.presetProtocols)],
        ['Display', `${en.write(v.display)} (${en.write(v.displayInches)} inch)`],
      ],
    },
    {
      caption: 'CS500 technical specifications',
      rows: [
        ['Dimensions, unpacked (W × D × H)', en.write(v.cs500Size)],
        ['Net weight', `approx. ${en.write(v.cs500Weight)}`],
        ['Power consumption', en.write(v.cs500Power)],
        ['Supply voltage/ frequency', supply],
        ['Horizontal output storage', `${en.write(v.outputStorage)} pcs`],
        ['Coverslip capacity', `${en.write(v.coverslips)} pcs`],
        ['Mountant bottle capacity', en.write(v.mountantBottle)],
        ['Throughput', `${en.write(v.cs500Throughput)} slides per hour`],
        ['Coverslip sizes (mm)', en.figure(v.coverslipSize).value],
      ],
    },
  ],
  metaDescription:
    'Dakewe DP360 stainer and CS500 coverslipper: about 360 slides per hour, 26 stations, up to 100 protocols, patented AAT staining control and cloud alarms.',
};

export default page;
