import type { ProductCard } from '../../types';

/**
 * LT-YJ2000: the name and picture alts every link to it shows. Its pictures are
 * ./prod10-1.svg, ./prod10-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod10',
  list: 'cytology',
  name: 'LT-YJ2000',
  pictureAlts: [
    'Illustration of the LT-YJ2000 liquid-based cytology smear processor, a benchtop unit with membrane filter tubes behind its glass front and a control screen',
    'Illustration of an LT-YJ2000 membrane filter tube beside the finished slide, with a magnifier showing the cells transferred from the membrane',
  ],
};

export default card;
