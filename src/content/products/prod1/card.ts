import type { ProductCard } from '../../types';

/**
 * Cell Expert: the name and picture alts every link to it shows. Its pictures are
 * ./prod1-1.svg, ./prod1-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod1',
  list: 'cytology',
  name: 'Cell Expert',
  pictureAlts: [
    'Illustration of the Cell Expert, a benchtop liquid-based cytology processor with specimen vials and a pipetting head behind its glass front and a touch screen on an arm',
    'Illustration of Cell Expert consumables: a specimen vial with the collection brush inside, a centrifuge chamber, a box of pipette tips and a barcoded slide with a round cell spot',
  ],
};

export default card;
