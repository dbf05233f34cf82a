import type { ProductPage } from '../../types';
import { en, fromTo } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** HP300 Plus Tissue Processor: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Tissue processor built around specimen safety',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of two HP300 Plus Tissue Processor baskets filled with rows of tissue cassettes',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'The HP300 Plus is a tissue processor designed around specimen safety and a smooth lab workflow. Its retort takes up to 300 cassettes per run in 2 baskets.',
    'It works with 10 reagent bottles and 3 cleaning bottles, keeps paraffin at 50–65 °C and is run from a tiltable 12.1 inch touch screen.',
  ],
  keyFigures: [
    {
      value: en.write(v.retortCassettes),
      unit: 'cassettes',
      label: `Per run, in ${en.write(v.baskets)} baskets`,
    },
    {
      value: en.write(v.reagentBottles),
      unit: 'reagent bottles',
      label: `Plus ${en.write(v.cleaningBottles)} cleaning bottles`,
    },
    { ...en.figure(v.paraffinTemperature), label: 'Paraffin temperature' },
    { ...en.figure(v.ratedPower), label: 'Rated power' },
    { value: en.write(v.touchScreen), unit: 'inch', label: 'Tiltable touch screen' },
  ],
  sections: [
    {
      heading: 'Reliability',
      features: [
        { name: 'Self-test', text: 'Key operating parameters are checked before each run starts.' },
        {
          name: 'Dual air pump system',
          text: 'Two air pumps work alone or together, so one can back up the other.',
        },
        {
          name: 'Dual temperature sensors',
          text: 'Temperature is read by two sensors, and the control algorithm switches between them automatically.',
        },
        {
          name: 'Component monitoring',
          text: 'Components and settings are monitored live, with smart analysis and early warnings.',
        },
      ],
    },
    {
      heading: 'Run protection',
      features: [
        {
          name: 'Power failure protection',
          text: 'After an outage the processor knows which step it was on. With a UPS, it holds the samples in a safe reagent.',
        },
        { name: 'Retort lid heating' },
      ],
    },
    {
      heading: 'Reagents and cleaning',
      features: [
        {
          name: 'Back-lit reagent cabinet',
          text: 'Blue lighting shows the level in every bottle at a glance.',
        },
        {
          name: 'Cleaning xylene pre-heating',
          text: 'A heater under the cleaning-xylene bottles brings them to 40–55 °C, so cleaning is faster and more thorough.',
        },
        {
          name: 'Twice wax draining',
          text: 'Wax is drained a second time before the xylene clean. Less residue remains and less cleaning reagent is used.',
        },
      ],
    },
    {
      heading: 'Specimen safety',
      features: [
        {
          name: 'Cloud remote monitoring',
          text: 'Check the status from anywhere and get alerts through several channels when a risk appears.',
        },
        {
          name: 'Automatic Concentration Monitoring (ACM)',
          text: 'Precise on-board sensors measure alcohol concentration and prevent wrong top-ups.',
        },
        {
          name: 'Ceramic rotary valve',
          text: 'The heat-resistant valve clogs with wax far less and delivers liquid more steadily and accurately.',
        },
        { name: 'Ultrasonic sensors', text: 'Level readings stay correct even when wax builds up.' },
      ],
    },
    {
      heading: 'Ergonomic design',
      features: [
        { name: 'Auto electric lock', text: 'Locked from the touch screen for a tighter seal.' },
        { name: 'Screen angle adjustable', text: 'The 12.1 inch touch screen tilts to suit the operator.' },
        { name: 'Liquid level observation', text: 'A back-lit reagent chamber shows fill levels clearly.' },
        { name: 'Easy to clean', text: 'Teflon coating and a patented marble worktop wipe clean easily.' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        [
          'Rated voltage and frequency',
          `${en.write(v.lowVoltage)} AC / ${en.write(v.highVoltage)} AC, ${en.write(v.frequency, '/')}`,
        ],
        ['Rated power', en.write(v.ratedPower)],
        ['Operating temperature', fromTo(v.operatingTemperature)],
        ['Dimension (W × D × H)', en.write(v.size)],
        ['Weight (without reagents)', `Approx. ${en.write(v.weight)}`],
        [
          'Retort capacity',
          `Maximum ${en.write(v.retortCassettes)} cassettes in ${en.write(v.baskets)} sample baskets`,
        ],
        ['Paraffin reservoirs', `${en.write(v.smallReservoirs)} small, ${en.write(v.largeReservoirs)} large`],
        [
          'Paraffin reservoir volume',
          `Small: ${en.write(v.smallReservoirVolume)}; Large: ${en.write(v.largeReservoirVolume)}`,
        ],
        ['Reagent bottles', en.write(v.reagentBottles)],
        ['Cleaning reagent bottles', en.write(v.cleaningBottles)],
        ['Condensate bottle', en.write(v.condensateBottles)],
        [
          'Reagent bottle volume',
          `${en.write(v.bottleLevels.oneOf.length)} levels: ${en.write(v.bottleLevels, { separator: ', ', each: true })}. Maximum ${en.write(v.bottleMaximum)}`,
        ],
        ['Temperature (paraffin)', en.write(v.paraffinTemperature)],
        ['Temperature (processing reagents)', `Up to ${en.write(v.reagentMaximum)}`],
        ['Temperature (rinsing reagents)', `Up to ${en.write(v.rinsingMaximum)}`],
        ['Level sensors', `${en.write(v.levelSensors)} ultrasonic sensors`],
        ['Reagent concentration monitoring', 'Yes'],
        ['Reagent bottle intelligent recognition', 'Yes'],
        ['Paraffin purification', 'Yes'],
        ['Dual pump', 'Yes'],
        ['Remote fill & drain', 'Yes'],
        ['Cleaning reagent pre-heating', 'Yes'],
        ['Cleaning xylene pre-heat', en.write(v.xylenePreheat)],
        ['Touch screen', `${en.write(v.touchScreen)} inch`],
      ],
    },
  ],
  metaDescription:
    'Dakewe HP300 Plus tissue processor: up to 300 cassettes per run, 10 reagent and 3 cleaning bottles, concentration monitoring, dual pumps and cloud alerts.',
};

export default page;
