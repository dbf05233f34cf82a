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
 * say only what the name does and that details come on request.
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
      ['Anesthesiology and Intensive Care Medicine', 'anaesthesia and intensive care'],
      ['Gastroenterology Diagnostics Rehabilitation', 'gastroenterology diagnostics and rehabilitation'],
      ['Cellular Technologies', 'cellular technologies'],
      ['Radiodiagnostics', 'radiodiagnostics'],
      ['Medical Furniture', 'medical furniture'],
      ['Ophthalmology-Otorhinolaryngology', 'ophthalmology and otorhinolaryngology'],
      ['consumables for anesthesiology and intensive care', 'consumables for anaesthesia and intensive care'],
      ['General Hospital Consumables', 'general hospital consumables'],
      ['Blood Service and Transfusiology', 'blood service and transfusiology'],
      ['Sterilization Disinfection and Utilization', 'sterilisation, disinfection and waste utilisation'],
      ['Blood Conservation Technologies', 'blood conservation technologies'],
      ['Obstetrics gynecology and neonatology', 'obstetrics, gynaecology and neonatology'],
      ['Traumatology and Orthopedics', 'traumatology and orthopaedics'],
      ['Urology and Proctology', 'urology and proctology'],
      ['Surgery', 'surgery'],
      ['Endoscopy', 'endoscopy'],
      ['Afferent Methods', 'afferent methods'],
    ] as const
  ).map(([name, field], i) => ({
    id: i + 5,
    name,
    path: null,
    description: `Equipment and supplies for ${field}. Ask us for the current range.`,
  })),
];

export const moreProductsDialog = {
  title: 'More Products',
  text: 'Information about other products is available upon request.',
  close: 'Close',
};
