import type { ProductCard } from '../../types';

/**
 * Fecal Occult Blood Test Kit (Hb/Tf), in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod17',
  list: 'cytology',
  name: 'Набор для теста на скрытую кровь в кале (Hb/Tf)',
  pictureAlt:
    'Иллюстрация: набор для теста на скрытую кровь в кале (Hb/Tf) — коробка набора, пробирки для сбора образцов кала и кассеты экспресс-теста',
};

export default card;
