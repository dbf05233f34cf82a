import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;
/** A key figure and a Specifications row. */
const capacity = `${en.write(v.tubes)} tubes, ${en.write(v.microplates)} microplates`;
/** Each size with its unit, labelled as the maker's sheet writes them: 'Length: 114 cm'. */
const [length, width, height] = v.size.dims.map((value) => en.write({ value, unit: v.size.unit }));

/** 3S Safe Sampling Systems: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Automated storage of biological samples in patented microplates',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: ['Illustration of a 3S monobloc microplate with two extractable wells lifted out'],
  manufacturer: facts.manufacturer,
  summary: [
    '3S Safe Sampling Systems automates sample storage for laboratories that produce 50 to 1,000 biological samples a day. It comes from iLSA, which is presented as the market leader in sample storage.',
    'The system is built around a patented microplate with extractable wells, in 48- or 96-well formats of 500 or 1000 µl per well. It is designed and made entirely in France.',
  ],
  keyFigures: [
    { value: en.write(v.workload), unit: 'samples/day', label: 'Laboratory workload served' },
    { value: capacity, label: 'Capacity' },
    { value: en.write(v.wells, ' or '), unit: 'wells', label: 'Microplate formats' },
    { ...en.figure(v.wellVolume, ' or '), label: 'Well volume' },
    { value: `Divided by ${en.write(v.storageReduction)}`, label: 'Storage volume' },
    { ...en.figure(v.weight), label: 'Weight' },
  ],
  sections: [
    {
      heading: 'Who it is for',
      features: [
        { name: 'Hospitals and clinical diagnosis' },
        { name: 'Biomedical analysis laboratories' },
        { name: 'Blood banks and transfusion centres' },
        { name: 'Pharmaceutical and research laboratories' },
        { name: 'Toxicology centres' },
        { name: 'Biobanks' },
      ],
    },
    {
      heading: 'Aims',
      features: [
        { name: 'Accreditation', text: 'Presented by the maker as support for laboratory accreditation.' },
        { name: 'Storage volume', text: 'Aliquots in microplates take less room than the original tubes.' },
        { name: 'Cost', text: 'Sample storage costs less.' },
      ],
    },
    {
      heading: 'Patented microplate',
      features: [
        { name: 'Monobloc plate with extractable wells' },
        {
          name: 'Unique identification',
          text: 'Each plate carries a barcode printed at the factory. Every well repeats that number with its own position as a DataMatrix code, so no two wells share an identity.',
        },
      ],
    },
    {
      heading: 'System components',
      features: [
        { name: 'Microplates', text: 'Plates of 48 or 96 wells, with 500 or 1000 µl per well.' },
        {
          name: 'Neo Robot',
          text: 'Moves samples from primary tubes into microplate wells. It can also aliquot from tube to tube.',
        },
        {
          name: 'Neo Manager software',
          text: 'Handles freezer configuration, expiry dates and sample traceability, all from a touch screen.',
        },
        {
          name: 'Accessories',
          text: 'Label printer, barcode reader, DataMatrix reader and further options.',
        },
      ],
    },
    {
      heading: 'Operation and reliability',
      features: [
        { name: 'Training', text: 'Operators are trained in a few hours.' },
        { name: 'Control', text: 'Run from a PC touch screen.' },
        {
          name: 'Disposable capacitive tips',
          text: 'Single-use tips prevent contamination and check the aliquoted volume.',
        },
        {
          name: 'Robustness',
          text: 'Built with an anti-intrusion barrier and intelligent sampling, with attention to MTBF (mean time between failures).',
        },
        {
          name: 'Error prevention',
          text: 'Barcodes on tubes and plates and DataMatrix codes on wells guard against mix-ups.',
        },
        {
          name: 'Accreditation support',
          text: 'Presented as an aid for laboratories working towards accreditation.',
        },
      ],
    },
    {
      heading: 'How the system works',
      features: [
        { name: 'Step 1: Identification', text: 'Primary tubes and microplates are identified by barcode.' },
        {
          name: 'Step 2: Sampling',
          text: 'For each tube, Neo Robot picks up a single-use tip with a capacitive sensor, runs a double detection check and aspirates the set volume.',
        },
        { name: 'Step 3: Dispensing', text: 'The sample goes into a microplate well.' },
        {
          name: 'Step 4: Closing and storage',
          text: 'Once every tube is aliquoted, the wells are closed. The plate is configured in Neo Manager and goes to the freezer.',
        },
        {
          name: 'Integration',
          text: 'Neo Robot works before or after analysis and fits any stage of the laboratory chain. It connects to the LIS/LIMS.',
        },
      ],
    },
    {
      heading: 'Major advantages',
      features: [
        { name: 'Freezer space savings' },
        { name: 'SBS microplate format', text: 'The standard format saves space.' },
        { name: 'Full traceability over the life of each sample' },
        { name: 'Simple to use' },
        { name: 'Standard LIS/LIMS compatibility' },
        { name: 'Disposable tips', text: 'A fresh tip for every tube keeps samples apart.' },
        { name: 'Controlled, secure sample identification' },
        { name: 'Automatic storage and backup' },
        { name: 'Real-time distribution monitoring' },
        { name: 'Made in France', text: 'Designed and built entirely in France.' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Weight', en.write(v.weight)],
        ['Sizes', `Length: ${length}, Width: ${width}, Height: ${height}`],
        ['Capacity', capacity],
        [
          'Input',
          `${en.write(v.sockets)} sockets: ${en.write(v.usbSockets)} USB and ${en.write(v.rj45Sockets)} RJ45; ${en.write(v.power)}`,
        ],
        ['Mark', 'CE'],
        ['HMI', `PC with ${en.write(v.screen)} inch touch screen`],
        ['Lab workload', `${en.write(v.workload)} biological samples/day`],
        [
          'Microplate formats',
          `${en.write(v.wells, ' or ')} wells; ${en.write(v.wellVolume, ' or ')} per well`,
        ],
      ],
    },
  ],
  metaDescription:
    'iLSA 3S Safe Sampling Systems automates biological sample storage in patented 48- or 96-well microplates for labs handling 50 to 1,000 samples a day.',
};

export default page;
