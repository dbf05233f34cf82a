import type { ProductPage } from '../../types';

/** C100 Cassette Printer: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'SurePrint cold laser cassette printer',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of cassettes laser-marked by the C100 Cassette Printer, with a magnifier on the crisp data-matrix code',
  ],
  manufacturer: 'Dakewe',
  summary: [
    'The C100 marks tissue cassettes with a non-contact cold laser. The marks are sharp and permanent, and the printer handles many cassette types, with or without an attached lid, at 45° or 35°.',
    'Nothing needs replacing between runs: there is no ink, no ribbon and no UV lamp. A built-in computer lets the C100 work on its own, from a PC or as part of your LIS/LIMS.',
  ],
  keyFigures: [
    { value: '2.5', unit: 's', label: 'Per cassette, depending on print content' },
    { value: '1440', unit: 'cassettes/hour', label: 'Marking rate' },
    { value: '600', unit: 'cassettes', label: 'Loaded in 6 hoppers' },
    { value: '100', unit: 'cassettes', label: 'Output organizer tray' },
    { value: '2500', unit: 'dpi', label: 'Print resolution' },
    { value: '30', unit: 'kg', label: 'Approximate net weight' },
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
          name: 'Data matrix capacity',
          text: 'One data matrix code holds more than 100 alphanumeric characters.',
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
        ['Printing speed', 'Up to 2.5 sec/cassette (depending on print content)'],
        ['Cassette type', 'With/without lid attached'],
        ['Cassette angle', 'Both 45° and 35°'],
        ['Filter', 'Built-in purification system'],
        ['System interface', 'LIS, HIS, PIS, PACS'],
        ['Operating systems', 'Windows 7, Windows 10, Linux, MacOS'],
        ['Screen', '8 inch LED touch screen'],
        ['Power', '100 - 240 VAC, ± 10 %, 210 VA'],
        ['Load capacity', '6 loading hoppers, up to 600 cassettes'],
        ['Output organizer tray', 'Up to 100 cassettes'],
        ['Equipment dimension', '420 * 380 * 395 mm'],
        ['Net weight', 'Approx. 30 kg'],
        ['Built-in scanner', 'Yes'],
        ['Intelligent color recognition', 'Yes'],
        ['Print resolution', 'Up to 2500 dpi'],
        ['Data matrix content', 'Over 100 alphanumeric characters'],
        ['Hourly output', '1440 cassettes per hour'],
      ],
    },
  ],
  metaDescription:
    'Dakewe C100 cold laser cassette printer: 2.5 s per cassette, 1440 per hour, 600 cassettes loaded, 2500 dpi marks and no ink, ribbons or UV lamps.',
};

export default page;
