import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

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
    { value: en.write(v.capacity), unit: 'specimen bottles', label: 'Capacity' },
    { value: en.write(v.shakingTime), unit: 'minutes', label: 'Shaking time' },
    { ...en.figure(v.bottleDiameters), label: 'Bottle diameters' },
    { ...en.figure(v.weight), label: 'Weight' },
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
        ['Weight', en.write(v.weight)],
        ['Dimensions (L × D × H)', en.write(v.size)],
        ['Capacity', `${en.write(v.capacity)} specimen bottles`],
        [
          'Type of bottles',
          `depending on trays, available diameters ${en.write(v.bottleDiameters, ' and ')}`,
        ],
        ['Mark', 'CE'],
        ['Shaking time', `${en.write(v.shakingTime)} minutes`],
      ],
    },
  ],
  metaDescription:
    'IDC Shaker: vertical agitation of 40 cytology specimen bottles in 2 minutes to break up cell clusters and mucus. Trays for 26 mm and 36 mm bottles. CE marked.',
};

export default page;
