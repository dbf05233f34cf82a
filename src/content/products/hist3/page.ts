import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** HP300 Tissue Processor: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Tissue processor for dependable routine processing',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of HP300 Tissue Processor reagent bottles on their tray, with an arrow for the automatic reagent rotation',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'The HP300 is a tissue processor built for consistent results and steady day-to-day running.',
    'Reagents are managed on several levels, and the instrument monitors its own components and gives early warning of faults.',
  ],
  keyFigures: [{ value: en.write(v.touchScreen), unit: 'inch', label: 'Tiltable touch screen' }],
  sections: [
    {
      heading: 'Reliability',
      features: [
        {
          name: 'Self-test',
          text: 'Key operating parameters are checked before a run begins, so faults are caught early.',
        },
        {
          name: 'Component monitoring',
          text: 'Components and settings are monitored live, with smart analysis and early warnings.',
        },
      ],
    },
    {
      heading: 'Specimen safety',
      features: [
        {
          name: 'Power failure protection',
          text: 'After an outage the processor knows which step it was on. With a UPS, it holds the samples in a safe reagent.',
        },
        {
          name: 'Cloud remote monitoring',
          text: 'Check the status from anywhere and get alerts through several channels when a risk appears.',
        },
        {
          name: 'Ceramic rotary valve',
          text: 'The heat-resistant valve clogs with wax far less and delivers liquid more steadily and accurately.',
        },
        { name: 'Ultrasonic sensors', text: 'Level readings stay correct even when wax builds up.' },
      ],
    },
    {
      heading: 'Reagent quality management',
      features: [
        { name: 'Reagent automatic rotation', text: 'Reagents and paraffin are rotated automatically.' },
        {
          name: 'Reagent reminder',
          text: 'An alert appears when a bottle reaches its usage limit, which reduces handling mistakes.',
        },
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
  specTables: [{ caption: 'Specifications', rows: [['Touch screen', `${en.write(v.touchScreen)} inch`]] }],
  metaDescription:
    'Dakewe HP300 tissue processor with pre-run self-test, live component monitoring, automatic reagent rotation, cloud alerts and a tiltable 12.1 inch touch screen.',
};

export default page;
