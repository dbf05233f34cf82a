import type { ProductPage } from '../../types';

/** S200 Slide Printer: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'SurePrint UV laser slide printer',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of slides marked by the S200 Slide Printer, with a magnifier on the permanent printed code',
  ],
  manufacturer: 'Dakewe',
  summary: [
    'The S200 marks microscope slides with a non-contact UV laser. It is fast, fits a lot of content on each slide and uses no consumables.',
    'Slides are lifted upwards into the print area instead of dropping by gravity. The marks are permanent and resist processing solvents, which cuts labelling errors and keeps every slide traceable.',
  ],
  keyFigures: [
    { value: '5', unit: 'seconds', label: 'Per slide, at most' },
    { value: '2 × 100', unit: 'slides', label: 'Two loading hoppers' },
    { value: '50', unit: 'slides', label: 'Output hopper capacity' },
    { value: '2500', unit: 'dpi', label: 'Print resolution' },
    { value: '32.5', unit: 'kg', label: 'Approximate weight' },
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
        ['Loading hopper quantity', '2'],
        ['Loading hopper capacity', '100 slides in each hopper'],
        ['Output hopper capacity', '50 slides'],
        ['Print speed', 'Up to 5 seconds/slide'],
        ['Air purification', 'Built-in activated carbon air purification system'],
        ['System interface', 'LIS, HIS, PIS, PACS'],
        ['Printer interface', 'USB and Ethernet'],
        ['Power requirements', 'AC 100 - 240 V, 50/60 Hz, 210 VA'],
        ['Dimensions (W×D×H)', '240 × 440 × 450 mm'],
        ['Weight', 'Approx. 32.5 kg'],
        ['Operating systems', 'Win 7, Win 10, Linux'],
        ['Print resolution', '2500 dpi'],
        ['Total slide capacity', '200 slides'],
        ['Air filter layers', '3'],
      ],
    },
  ],
  metaDescription:
    'Dakewe S200 UV laser slide printer: up to 5 s per slide, two 100-slide hoppers, upward feed without jams, 2500 dpi marks and no consumables to replace.',
};

export default page;
