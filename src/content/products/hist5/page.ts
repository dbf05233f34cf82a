import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** MT1 microtome: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Semi-automated rotary microtome',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of MT1 microtome sectioning: a paraffin block in the clamp above the blade, with a ribbon of thin sections sliding off',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'The MT1 is a semi-automated rotary microtome that gives good sections with little effort. Its mechanics and ergonomics are engineered to suit any microtomist.',
    'Sections are cut from 0.5 to 100 µm and trimming runs from 1 to 600 µm. A 5 inch touch screen works alongside a physical control panel.',
  ],
  keyFigures: [
    { ...en.figure(v.sectionThickness), label: 'Section thickness' },
    { ...en.figure(v.trimmingThickness), label: 'Trimming thickness' },
    { value: `±${en.write(v.orientation)}`, label: 'X/Y specimen orientation' },
    { value: en.write(v.screen), unit: 'inch', label: 'Colour touch screen' },
    { ...en.figure(v.wasteTray), label: 'Removable waste tray' },
  ],
  sections: [
    {
      heading: 'Precision',
      features: [
        {
          name: 'X/Y specimen orientation',
          text: 'Adjusts by ±8° on a clear scale, so specimens are aligned quickly.',
        },
        { name: 'Zero-position indicator', text: 'A patented indicator with a pleasant tactile click.' },
        { name: 'Coarse feed wheel', text: 'Gives tactile feedback as it turns.' },
        { name: 'Position memory', text: 'One touch sends the specimen head back to a stored position.' },
        { name: 'Motorised drive', text: 'Moves the specimen steadily at a constant speed.' },
      ],
    },
    {
      heading: 'Ergonomics',
      features: [
        {
          name: 'Balanced hand wheel',
          text: 'A force balance system keeps the wheel smooth and light to turn.',
        },
        { name: 'Thumb rest', text: 'Fitted on the hand wheel to ease heavy workloads.' },
        { name: 'Waste tray', text: 'Large and removable, with sloped inner walls that make cleaning easy.' },
        { name: 'Rounded corners', text: 'Every corner is rounded to protect technicians.' },
        { name: 'Bottom glider', text: 'Makes it easier to clean under the instrument.' },
      ],
    },
    {
      heading: 'Adapts to the user',
      features: [
        {
          name: 'Rocking mode',
          text: 'Trim without turning the wheel all the way round, which reduces fatigue.',
        },
        { name: 'Smart mode switch', text: 'Changes between rocking mode and sectioning.' },
        {
          name: 'Coarse feed wheel (3-in-1)',
          text: 'The wheel direction can be reversed to suit each user.',
        },
        {
          name: 'Touch screen and control panel',
          text: 'A 5 inch touch screen with a concise interface, backed by a physical control panel.',
        },
        { name: '2-in-1 blade holder', text: 'Takes both high-profile and low-profile blades.' },
      ],
    },
    {
      heading: 'Engineered mechanisms',
      features: [
        {
          name: 'Precision rail',
          text: 'A sleek rail on cross roller bearings, combined with the force balance system, gives a fine sectioning feel and reliable running.',
        },
        { name: 'Stepper motor', text: 'A fine step angle allows precise sectioning.' },
        { name: 'Dovetail blade holder base', text: 'Holds the blade holder firmly, without wobble.' },
        { name: 'Double lock', text: 'A second lock adds safety.' },
      ],
    },
    {
      heading: 'Design',
      features: [
        {
          name: 'Two appearance options',
          text: 'Choose from two finishes to bring colour and style to the lab.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'General',
      rows: [
        ['Power', `${en.write(v.voltage)} AC, ${en.write(v.frequency, '/')}`],
        ['Maximum consumption', en.write(v.maxConsumption)],
        ['Dimension (W×D×H)', en.write(v.size)],
        ['Screen', `${en.write(v.screen)} inch color touch screen`],
        ['Control panel', 'Yes'],
        ['Waste tray', `${en.write(v.wasteTray)} volume, antistatic`],
      ],
    },
    {
      caption: 'Microtome',
      rows: [
        ['Section thickness range', en.write(v.sectionThickness)],
        [
          'Section thickness setting increments',
          'For 0.5–5 µm in 0.5 µm increments; For 5–20 µm in 1 µm increments; For 20–60 µm in 5 µm increments; For 60–100 µm in 10 µm increments',
        ],
        ['Trimming thickness range', en.write(v.trimmingThickness)],
        [
          'Trimming thickness setting increments',
          'For 1–10 µm in 1 µm increments; For 10–20 µm in 2 µm increments; For 20–50 µm in 5 µm increments; For 50–100 µm in 10 µm increments; For 100–600 µm in 50 µm increments',
        ],
        ['X/Y orientation', `±${en.write(v.orientation)}`],
      ],
    },
  ],
  metaDescription:
    'Dakewe MT1 semi-automated rotary microtome: 0.5–100 µm sections, 1–600 µm trimming, rocking mode, 5 inch touch screen and a balanced hand wheel.',
};

export default page;
