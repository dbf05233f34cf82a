import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** S200 Slide Printer: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'SurePrint UV laser slide printer',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of slides marked by the S200 Slide Printer, with a magnifier on the permanent printed code',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'The S200 marks microscope slides with a non-contact UV laser. It is fast, fits a lot of content on each slide and uses no consumables.',
    'Slides are lifted upwards into the print area instead of dropping by gravity. The marks are permanent and resist processing solvents, which cuts labelling errors and keeps every slide traceable.',
  ],
  keyFigures: [
    { value: en.write(v.printTime), unit: 'seconds', label: 'Per slide, at most' },
    {
      value: en.write({ dims: [v.loadingHoppers, v.hopperCapacity] }),
      unit: 'slides',
      label: 'Two loading hoppers',
    },
    { value: en.write(v.outputHopper), unit: 'slides', label: 'Output hopper capacity' },
    { ...en.figure(v.resolution), label: 'Print resolution' },
    { ...en.figure(v.weight), label: 'Approximate weight' },
  ],
  sections: [
    {
      heading: 'Laser printing',
      features: [
        { name: 'High printing speed', text: 'Each slide takes up to 5 seconds to mark.' },
        { name: 'Crisp print', text: 'Marks at 2500 dpi give a high scan success rate.' },
        {
          name: 'Minimal maintenance',
          text: 'Because the laser never touches the slide, upkeep is minimal or none.',
        },
        {
          name: 'Rich content',
          text: 'Print alphanumerics in several languages, symbols, 1D and 2D codes and graphics.',
        },
      ],
    },
    {
      heading: 'Upward slide delivery',
      features: [
        {
          name: 'Upward feed',
          text: 'Each slide is raised, then moved sideways into the print area. Unlike gravity feeders, this avoids breakage and jams.',
        },
      ],
    },
    {
      heading: 'Dual input, dual output',
      features: [
        { name: 'Two loading hoppers', text: 'Keep two slide types apart, one in each hopper.' },
        {
          name: 'Large capacity',
          text: 'The hoppers hold 200 slides in total, so reloading is less frequent.',
        },
        {
          name: 'Two output modes',
          text: 'On-demand prints come out of the upper slot. Batch prints collect in the lower hopper.',
        },
      ],
    },
    {
      heading: 'Easy and safe operation',
      features: [
        {
          name: 'User safety',
          text: 'The air purifier has three filter layers that keep fumes and dust away from the operator.',
        },
        { name: 'Front loading', text: 'Slides go in and come out at the front of the printer.' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Printing technology', 'Non-contact ultraviolet laser marking technology'],
        ['Print mode', 'On-demand and batch printing'],
        ['Loading hopper quantity', en.write(v.loadingHoppers)],
        ['Loading hopper capacity', `${en.write(v.hopperCapacity)} slides in each hopper`],
        ['Output hopper capacity', `${en.write(v.outputHopper)} slides`],
        ['Print speed', `Up to ${en.write(v.printTime)} seconds/slide`],
        ['Air purification', 'Built-in activated carbon air purification system'],
        ['System interface', 'LIS, HIS, PIS, PACS'],
        ['Printer interface', 'USB and Ethernet'],
        [
          'Power requirements',
          `${en.write(v.voltage)} AC, ${en.write(v.frequency, '/')}, ${en.write(v.power)}`,
        ],
        ['Dimensions (W×D×H)', en.write(v.size)],
        ['Weight', `Approx. ${en.write(v.weight)}`],
        ['Operating systems', 'Win 7, Win 10, Linux'],
        ['Print resolution', en.write(v.resolution)],
        ['Total slide capacity', `${en.write(v.totalCapacity)} slides`],
        ['Air filter layers', en.write(v.airFilterLayers)],
      ],
    },
  ],
  metaDescription:
    'Dakewe S200 UV laser slide printer: up to 5 s per slide, two 100-slide hoppers, upward feed without jams, 2500 dpi marks and no consumables to replace.',
};

export default page;
