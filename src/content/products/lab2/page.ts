import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** TEST1 2.0: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'New-generation ESR analyser',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of the TEST1 2.0 principle: blood tubes in a rack and a capillary read by light beams between emitters and detectors',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'TEST1 2.0 is the updated Alifax analyser for the erythrocyte sedimentation rate (ESR). Capillary photometry removes most of the variables and limitations of the classic sedimentation method.',
    'An ESR result takes less than 20 seconds from a 175 µl sample. The analyser holds up to 120 samples and runs up to 195 tests per hour.',
  ],
  keyFigures: [
    { value: `Under ${en.write(v.resultTime)}`, unit: 'seconds', label: 'ESR result' },
    { ...en.figure(v.sampleVolume), label: 'Sample volume' },
    { value: `Up to ${en.write(v.capacity)}`, unit: 'samples', label: 'Capacity' },
    { value: `Up to ${en.write(v.throughput)}`, unit: 'tests/hour', label: 'Throughput' },
    { ...en.figure(v.temperature), label: 'Stable measuring temperature' },
  ],
  sections: [
    {
      heading: 'Key features',
      features: [
        { name: 'Sample volume', text: 'Only 175 µl is analysed.' },
        { name: 'Capacity', text: 'Up to 120 samples on board.' },
        { name: 'Throughput', text: 'Up to 195 tests per hour.' },
        { name: 'Continuous loading' },
        { name: 'Barcode-free tube orientation', text: 'Tubes go in without lining up their barcodes.' },
        {
          name: 'Independent STAT channel',
          text: 'A separate channel with an external sampling probe takes low-volume and urgent samples.',
        },
        { name: 'Automatic washing' },
        { name: 'Total Lab Automation connection', text: 'Available.' },
        { name: 'Remote access' },
        { name: 'Internal camera' },
        { name: 'No operator maintenance' },
        { name: 'Multi-level access', text: 'Personalised access levels, compliant with GDPR.' },
      ],
    },
    {
      heading: 'Capillary photometry technology',
      features: [
        { name: 'Stable temperature', text: 'Measurement at a constant 37°C.' },
        { name: 'No dilution' },
        { name: 'EDTA tube direct from CBC', text: 'Uses the same tube as the complete blood count.' },
        { name: 'New standardised reading unit' },
        { name: 'Automated mixing step' },
        { name: 'Latex controls and calibrators', text: 'Available.' },
        { name: 'External quality control', text: 'Available.' },
        { name: 'High reproducibility' },
        { name: 'Correlation with reference method', text: 'Excellent agreement with the reference method.' },
        {
          name: 'CLSI recognition',
          text: 'CLSI classes the Alifax technology as an alternative ESR method (CLSI H02-A5, Vol. 31, No. 11).',
        },
      ],
    },
    {
      heading: 'ESR result in under 20 seconds',
      features: [
        {
          name: 'Measuring principle',
          text: 'The analyser detects the change in light intensity caused by red-cell aggregation, which increases with inflammation.',
        },
      ],
    },
    {
      heading: 'Clinical reference',
      features: [
        {
          name: "A clinician's view",
          text: 'Young Joo Cha, MD, of the Laboratory Medicine department at Chung-Ang University Hospital in Seoul, South Korea, considers that TEST1 ESR reflects inflammation better than the Westergren method in malignancy, autoimmune disease and infection.',
        },
      ],
    },
    {
      heading: 'ROLLER Family Instruments',
      features: [
        {
          name: 'For smaller laboratories',
          text: 'Alifax also offers the compact ROLLER family for small laboratories. See ROLLER Family Instruments in this catalogue.',
        },
      ],
    },
    {
      heading: 'Latex technology',
      features: [
        {
          name: 'Three-level latex control',
          text: 'Ready-to-use turbidimetric standards made for Alifax ESR analysers. They provide statistical internal quality control that supports laboratory accreditation.',
        },
        {
          name: 'External Quality Evaluation kit',
          text: 'For all Alifax ESR analysers, for use in third-party international programmes: CAP, LABQUALITY, NEQAS, ONEWORLD ACCURACY and API.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Sample volume', en.write(v.sampleVolume)],
        ['Sample capacity', `Up to ${en.write(v.capacity)} samples`],
        ['Throughput', `Up to ${en.write(v.throughput)} tests/h`],
        ['Temperature', en.write(v.temperature)],
        ['ESR result time', `Less than ${en.write(v.resultTime)} seconds`],
      ],
    },
  ],
  metaDescription:
    'TEST1 2.0 by Alifax measures ESR by capillary photometry in under 20 seconds from 175 µl, with up to 195 tests per hour and 120 samples on board.',
};

export default page;
