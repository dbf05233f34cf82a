export const catalogsHeading: string = 'Medical equipment and consumables';

export interface Category {
  id: number;
  name: string;
  description: string;
  /** Categories 1-4 have a list page; the others open the 'More Products' dialog. */
  path: `/catalog${1 | 2 | 3 | 4}` | null;
}

/**
 * The 21 catalogue categories in the order of the facts. Names are the specification's forms (it wins over the
 * old site's spelling for 11, 14 and 16). The facts hold no real descriptions for 5-21, so those cards
 * say only what the name does and that details come on request: [name, what the card offers].
 */
export const categories: readonly Category[] = [
  {
    id: 1,
    name: 'Cytology',
    path: '/catalog1',
    description:
      'Liquid-based cytology processors and reagent, cytocentrifuge, stainer, shaker, and analysers for vaginitis, stool, specific proteins and immunofluorescence.',
  },
  {
    id: 2,
    name: 'Histopathology',
    path: '/catalog2',
    description:
      'From cassette and slide printers to tissue processors, microtome, cryostat and stainer-coverslipper, with the cassettes, slides and blades they use.',
  },
  {
    id: 3,
    name: 'Bacteriology',
    path: '/catalog3',
    description:
      'Rapid identification, culture and susceptibility testing, automated plate streaking and digital plate readers for the microbiology lab.',
  },
  {
    id: 4,
    name: 'Laboratory Supplies',
    path: '/catalog4',
    description:
      'A handheld real-time PCR system, ESR analysers and a robotic sample-storage system for the general laboratory.',
  },
  ...(
    [
      [
        'Anesthesiology and Intensive Care Medicine',
        'Equipment and supplies for anaesthesia and intensive care',
      ],
      [
        'Gastroenterology Diagnostics Rehabilitation',
        'Equipment and supplies for gastroenterology diagnostics and rehabilitation',
      ],
      ['Cellular Technologies', 'Equipment and supplies for cellular technologies'],
      ['Radiodiagnostics', 'Equipment and supplies for radiodiagnostics'],
      ['Medical Furniture', 'Medical furniture'],
      [
        'Ophthalmology-Otorhinolaryngology',
        'Equipment and supplies for ophthalmology and otorhinolaryngology',
      ],
      ['consumables for anesthesiology and intensive care', 'Consumables for anaesthesia and intensive care'],
      ['General Hospital Consumables', 'General hospital consumables'],
      ['Blood Service and Transfusiology', 'Equipment and supplies for blood service and transfusiology'],
      [
        'Sterilization Disinfection and Utilization',
        'Equipment and supplies for sterilisation, disinfection and waste utilisation',
      ],
      ['Blood Conservation Technologies', 'Equipment and supplies for blood conservation technologies'],
      [
        'Obstetrics gynecology and neonatology',
        'Equipment and supplies for obstetrics, gynaecology and neonatology',
      ],
      ['Traumatology and Orthopedics', 'Equipment and supplies for traumatology and orthopaedics'],
      ['Urology and Proctology', 'Equipment and supplies for urology and proctology'],
      ['Surgery', 'Equipment and supplies for surgery'],
      ['Endoscopy', 'Equipment and supplies for endoscopy'],
      ['Afferent Methods', 'Equipment and supplies for afferent methods'],
    ] as const
  ).map(([name, offer], i) => ({
    id: i + 5,
    name,
    path: null,
    description: `${offer}. Ask us for the current range.`,
  })),
];

export const moreProductsDialog = {
  title: 'More Products',
  text: 'Information about other products is available upon request.',
  close: 'Close',
};
