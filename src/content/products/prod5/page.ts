import type { ProductPage } from '../../types';

/** IDC Shaker: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Vertical shaker for cytology specimen bottles',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of the two IDC Shaker tray types, one for small and one for large specimen bottles',
  ],
  summary: [
    'IDC Shaker agitates cytology specimen bottles vertically. This breaks up cell clusters and dissolves mucus, two causes of poor spreads.',
    'The unit is compact and loads from the top. It shakes 40 specimen bottles together in 2 minutes, and trays are available for bottle diameters of 26 mm and 36 mm.',
  ],
  keyFigures: [
    { value: '40', unit: 'specimen bottles', label: 'Capacity' },
    { value: '2', unit: 'minutes', label: 'Shaking time' },
    { value: '26 / 36', unit: 'mm', label: 'Bottle diameters' },
    { value: '45', unit: 'kg', label: 'Weight' },
  ],
  sections: [
    {
      heading: 'Design',
      features: [
        { name: 'Vertical agitation', text: 'Separates cell clusters and dissolves mucus.' },
        { name: 'Top opening', text: 'A compact body, loaded from above.' },
        { name: 'Capacity', text: '40 specimen bottles are shaken at the same time.' },
        { name: 'Two tray types', text: 'One for 26 mm and one for 36 mm bottle diameters.' },
      ],
    },
    {
      heading: 'Benefits',
      features: [
        { name: 'Very effective', text: 'Produces a homogeneous, fluid smear.' },
        { name: 'Easy to use', text: 'A single button starts the shaking.' },
        { name: 'Fast', text: '2 minutes of shaking.' },
        { name: 'Adaptable', text: 'Takes several bottle sizes.' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Weight', '45 kgs'],
        ['Sizes', 'LxDxH : 38 cm x 44 cm x 34 cm'],
        ['Capacity', '40 specimen bottles'],
        ['Type of bottles', 'depending on trays, available diameters 26 and 36 mm'],
        ['Mark', 'CE'],
        ['Shaking time', '2 minutes'],
      ],
    },
  ],
  metaDescription:
    'IDC Shaker: vertical agitation of 40 cytology specimen bottles in 2 minutes to break up cell clusters and mucus. Trays for 26 mm and 36 mm bottles. CE marked.',
};

export default page;
