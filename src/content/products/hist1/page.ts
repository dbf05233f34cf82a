import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** C100 Cassette Printer: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'SurePrint cold laser cassette printer',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of cassettes laser-marked by the C100 Cassette Printer, with a magnifier on the crisp data-matrix code',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'The C100 marks tissue cassettes with a non-contact cold laser. The marks are sharp and permanent, and the printer handles many cassette types, with or without an attached lid, at 45° or 35°.',
    'Nothing needs replacing between runs: there is no ink, no ribbon and no UV lamp. A built-in computer lets the C100 work on its own, from a PC or as part of your LIS/LIMS.',
  ],
  keyFigures: [
    { ...en.figure(v.printTime), label: 'Per cassette, depending on print content' },
    { value: en.write(v.hourlyOutput), unit: 'cassettes/hour', label: 'Marking rate' },
    {
      value: en.write(v.loadCapacity),
      unit: 'cassettes',
      label: `Loaded in ${en.write(v.loadingHoppers)} hoppers`,
    },
    { value: en.write(v.outputTray), unit: 'cassettes', label: 'Output organizer tray' },
    { ...en.figure(v.resolution), label: 'Print resolution' },
    { ...en.figure(v.weight), label: 'Approximate net weight' },
  ],
  sections: [
    {
      heading: 'Cold laser printing',
      features: [
        {
          name: 'Print resolution',
          text: 'Marks of up to 2500 dpi are permanent, so scanners can read them for the whole life of the cassette.',
        },
        {
          name: 'Data Matrix capacity',
          text: 'One Data Matrix code holds more than 100 alphanumeric characters.',
        },
      ],
    },
    {
      heading: 'Cassette colour recognition',
      features: [
        {
          name: 'Patented RGB colour recognition',
          text: 'The printer picks a cassette of the requested colour by itself. Staff do not have to assign colours to fixed hoppers.',
        },
      ],
    },
    {
      heading: 'Throughput',
      intro: 'Six loading hoppers hold up to 600 cassettes, and the output tray collects up to 100.',
      features: [
        { name: 'Marking rate', text: 'A cassette every 2.5 seconds adds up to 1440 cassettes per hour.' },
      ],
    },
    {
      heading: 'Flexibility',
      features: [
        {
          name: 'Built-in computer',
          text: 'Use the C100 standalone, connect it to a PC, or integrate it with your LIS/LIMS.',
        },
      ],
    },
    {
      heading: 'No consumables',
      features: [
        {
          name: 'No consumables',
          text: 'There are no ink cartridges, ribbons or UV lamps to buy, change or maintain.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Printing technology', 'Non-contact laser marking technology'],
        ['Print content', 'Alphanumeric, characters in various languages, barcodes, patterns'],
        ['Printing speed', `Up to ${en.write(v.printTime)} per cassette (depending on print content)`],
        ['Cassette type', 'With/without lid attached'],
        ['Cassette angle', `Both ${en.write(v.cassetteAngles, { separator: ' and ', each: true })}`],
        ['Filter', 'Built-in purification system'],
        ['System interface', 'LIS, HIS, PIS, PACS'],
        ['Operating systems', 'Windows 7, Windows 10, Linux, macOS'],
        ['Screen', `${en.write(v.screen)} inch LED touch screen`],
        ['Power', `${en.write(v.voltage)} AC ±${en.write(v.voltageTolerance)}, ${en.write(v.power)}`],
        [
          'Load capacity',
          `${en.write(v.loadingHoppers)} loading hoppers, up to ${en.write(v.loadCapacity)} cassettes`,
        ],
        ['Output organizer tray', `Up to ${en.write(v.outputTray)} cassettes`],
        ['Equipment dimension', en.write(v.size)],
        ['Net weight', `Approx. ${en.write(v.weight)}`],
        ['Built-in scanner', 'Yes'],
        ['Intelligent color recognition', 'Yes'],
        ['Print resolution', `Up to ${en.write(v.resolution)}`],
        ['Data Matrix content', `Over ${en.write(v.dataMatrix)} alphanumeric characters`],
        ['Hourly output', `${en.write(v.hourlyOutput)} cassettes per hour`],
      ],
    },
  ],
  metaDescription:
    'Dakewe C100 cold laser cassette printer: 2.5 s per cassette, 1440 per hour, 600 cassettes loaded, 2500 dpi marks and no ink, ribbons or UV lamps.',
};

export default page;
