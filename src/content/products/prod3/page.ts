import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** IDC-20: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Automated cytology slide preparation system',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of the IDC-20 centrifuge rotor seen from above with its sample chambers, next to a slide with an even monolayer spot',
  ],
  summary: [
    'IDC-20 automates cytology slide preparation for laboratories handling up to 50,000 tests a year.',
    'Two centrifugation steps and an integrated turbidity reading give even, single-layer spreads that are reproducible from slide to slide. Barcode checks and a log for every slide support traceability and accreditation.',
  ],
  keyFigures: [
    { ...en.figure(v.reSpreadRate), value: `< ${en.write(v.reSpreadRate.value)}`, label: 'Re-spread rate' },
    { ...en.figure(v.sampleVolume), label: 'Sample drawn per slide' },
    { value: en.write(v.training), unit: 'hour', label: 'Operator training' },
    { value: en.write(v.workload), unit: 'tests/year', label: 'Laboratory workload, up to' },
  ],
  sections: [
    {
      heading: 'Performance',
      features: [
        {
          name: 'Homogeneous monolayer spreading',
          text: 'Double centrifugation and built-in turbidity measurement produce even spots, one cell thick, that can be repeated reliably.',
        },
        {
          name: 'Low re-spread rate',
          text: 'Below 2%, helped by low-cellularity detection and mucus detection control. The instrument is presented as one of the sturdiest on the market.',
        },
      ],
    },
    {
      heading: 'Ease of use',
      features: [
        {
          name: 'No specialist staff needed',
          text: 'A technician can run the instrument after one hour of training.',
        },
        { name: 'Touch pad control', text: 'A simplified touch pad interface.' },
        { name: 'Barcode sample management', text: 'Barcodes rule out human sample mix-ups.' },
      ],
    },
    {
      heading: 'Accreditation support',
      features: [
        {
          name: 'ISO 15189',
          text: "Automation and per-slide logging support the laboratory's ISO 15189 accreditation.",
        },
      ],
    },
    {
      heading: 'How the machine works',
      features: [
        { name: 'Step 1 - Loading', text: 'Samples and labelled slides are placed in the instrument.' },
        { name: 'Step 2 - Diluent/adhesive', text: 'A diluent/adhesive liquid is applied to each slide.' },
        {
          name: 'Step 3 - Sampling',
          text: 'Barcodes are checked for each patient, 1 ml is drawn with a single-use tip and the cell density is measured.',
        },
        { name: 'Step 4 - Dispensing', text: 'The required volume is dispensed onto the slide.' },
        {
          name: 'Step 5 - First centrifugation',
          text: 'Cells settle onto the slide while the gradient liquid removes part of the unwanted material: red cells, dust and membrane fragments.',
        },
        {
          name: 'Step 6 - Second centrifugation',
          text: 'Once the supernatant is emptied, the cells are fixed to the slide and the slide is dried.',
        },
        { name: 'Step 7 - Output', text: 'Slides leave the instrument ready for staining.' },
      ],
    },
    {
      heading: 'Operating sequence and safeguards',
      features: [
        {
          name: 'Barcode match check',
          text: 'Slide and vial barcodes are compared before any processing starts. Mix-ups are ruled out and traceability is complete.',
        },
        {
          name: 'Single-use tip sampling',
          text: '1 ml is drawn from the re-suspended vial with a disposable tip, so there is no contamination risk.',
        },
        {
          name: 'Infrared turbidity reading',
          text: 'Integrated infrared sensors measure turbidity inside the tip for an accurate cell concentration.',
        },
        {
          name: 'Adaptive dispensing',
          text: 'The dispensed volume follows the turbidity reading, so each slide receives the right quantity of cells at a standardised concentration.',
        },
        {
          name: 'Slow first spin',
          text: 'Spreads the cells for uniform slide quality and a monolayer spot.',
        },
        {
          name: 'Supernatant removal',
          text: 'Disposable tips take off the supernatant, removing mucus, membrane fragments and blood without contamination risk.',
        },
        { name: 'Fast second spin', text: 'Fixes the cells and dries the slide, ready for staining.' },
        {
          name: 'Per-slide audit trail',
          text: 'Date, time, barcodes read, turbidity and user are recorded for every slide.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Re-spread rate', `Less than ${en.write(v.reSpreadRate)}`],
        ['Sample volume drawn', en.write(v.sampleVolume)],
        ['Operator training', 'One hour'],
        ['Lab workload', `Up to ${en.write(v.workload)} tests/year`],
      ],
    },
  ],
  metaDescription:
    'IDC-20 automated cytology slide preparation: double centrifugation, infrared turbidity control, re-spread rate below 2% and full barcode traceability per slide.',
};

export default page;
