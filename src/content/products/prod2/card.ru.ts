import type { ProductCard } from '../../types';

/**
 * Liquid-Based Cytological Reagent, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod2',
  list: 'cytology',
  name: 'Реагент для жидкостной цитологии',
  pictureAlt:
    'Иллюстрация: реагент для жидкостной цитологии — два флакона с реагентом, три флакона для образцов и коробка набора',
};

export default card;
