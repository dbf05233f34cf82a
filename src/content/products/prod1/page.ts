import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** Cell Expert: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'High-speed liquid-based cytology slide processor',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of Cell Expert consumables: a specimen vial with the collection brush inside, a centrifuge chamber, a box of pipette tips and a barcoded slide with a round cell spot',
  ],
  summary: [
    'Cell Expert prepares liquid-based cytology slides from gynaecological and non-gynaecological samples. It opens and recloses the specimen vials itself, so operators do not handle caps during a run.',
    'The system is aimed at cytology laboratories with a workload from 40,000 tests a year. An optional module fills tubes for molecular HPV testing from the same vials.',
  ],
  keyFigures: [
    { value: en.write(v.slideThroughput), unit: 'slides/hour', label: 'Slide throughput' },
    { value: en.write(v.hpvAliquoting), unit: 'tubes/hour', label: 'HPV tube aliquoting' },
    { ...en.figure(v.size), label: 'Size (L × W)' },
    { ...en.figure(v.weight), label: 'Weight' },
    { value: en.write(v.training), unit: 'hours', label: 'Operator training, at most' },
  ],
  sections: [
    {
      heading: 'Key advantages',
      features: [
        {
          name: 'Brush in the bottle',
          text: 'The collection brush travels in the vial with the sample, so cells caught on it are sent to the laboratory as well.',
        },
        { name: 'Several slides per sample', text: 'A single specimen can give more than one slide.' },
        {
          name: 'Contamination-free handling',
          text: 'Single-use tips and centrifuge chambers keep each sample apart from the next.',
        },
        {
          name: 'Error detection and barcode matching',
          text: 'Operator errors are detected and flagged. Vial and slide carry the same barcode, which is read before aspiration and again before dispensing. The software complies with standard 62304.',
        },
        {
          name: 'Cell concentration control',
          text: 'Collection vials are centrifuged on board and then diluted. The cell concentration is calculated from a turbidity reading.',
        },
        {
          name: 'Compact GYN vial',
          text: 'The gynaecological vial is under 30 mm in diameter, which makes it easy to send by post.',
        },
        {
          name: 'Non-toxic preservative',
          text: 'The preservative contains neither methanol nor formaldehyde.',
        },
        {
          name: 'Easy to learn',
          text: 'Operator training takes 2 hours at most, and the instrument is designed to be ergonomic.',
        },
        { name: 'Throughput', text: '50 slides per hour, with the vials opened automatically.' },
        { name: 'Full traceability', text: 'The data of every run is stored.' },
        {
          name: 'Gyn and non-gyn automation',
          text: 'Gynaecological and non-gynaecological samples are both processed automatically.',
        },
        {
          name: 'Immunocytochemistry ready',
          text: 'The preservative keeps cell morphology in good enough condition for immunocytochemistry (ICC) tests.',
        },
      ],
    },
    {
      heading: 'HPV testing option',
      features: [
        {
          name: 'Automated HPV aliquoting',
          text: 'Fills tubes for molecular HPV testing at 80 tubes per hour.',
        },
      ],
    },
    {
      heading: 'Consumables',
      features: [
        { name: 'Specimen bottle' },
        { name: 'Brush' },
        { name: 'Slide' },
        { name: 'Centrifuge chamber' },
        { name: 'Tips' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Slide throughput', `${en.write(v.slideThroughput)} slides/hour`],
        ['HPV tube aliquoting', `${en.write(v.hpvAliquoting)} tubes/hour`],
        ['Size (L × W)', en.write(v.size)],
        ['Weight', en.write(v.weight)],
        ['GYN specimen bottle diameter', `Under ${en.write(v.bottleDiameter)}`],
        ['Operator training', `${en.write(v.training)} hours maximum`],
        ['Target workload', `From ${en.write(v.workload)} tests/year`],
      ],
    },
  ],
  metaDescription:
    'Cell Expert liquid-based cytology processor: 50 slides/hour, automatic vial opening, gyn and non-gyn samples and optional HPV aliquoting. From IVM, UAE.',
};

export default page;
