import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;
/** A key figure and a Specifications row: two units, in words. */
const timeToResult = `${en.write(v.fastestResult)} seconds to ${en.write(v.slowestResult)} minutes`;

/** LTS-T1000: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Specific protein analyser',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of an LTS-T1000 nephelometry reading on screen, with four sample cuvettes in front',
  ],
  summary: [
    'LTS-T1000 measures specific proteins quantitatively in serum, blood, plasma, urine and similar samples.',
    'It works by nephelometric immunoassay on four independent channels and reports a result in 20 seconds to 3 minutes. Calibration is done by swiping a card.',
  ],
  keyFigures: [
    { value: en.write(v.channels), unit: 'channels', label: 'Measured in parallel' },
    { value: timeToResult, label: 'Time to result' },
  ],
  sections: [
    {
      heading: 'Features',
      features: [
        { name: 'Nephelometric immunoassay', text: 'Several parameters can be measured.' },
        { name: 'Accuracy', text: 'High accuracy over a broad linear range.' },
        {
          name: 'Four channels',
          text: 'Different parameters are measured at the same time without interfering with each other.',
        },
        { name: 'Fast results', text: 'Real-time testing, with a result in 20 seconds to 3 minutes.' },
        { name: 'Card calibration', text: 'Swipe a card to calibrate. Operation stays simple and flexible.' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Channels', en.write(v.channels)],
        ['Time to result', timeToResult],
      ],
    },
  ],
  metaDescription:
    'LTS-T1000 specific protein analyser: nephelometric immunoassay on four channels for serum, blood, plasma and urine, with results in 20 seconds to 3 minutes.',
};

export default page;
