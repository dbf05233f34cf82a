import type { ProductCard } from '../../types';

/**
 * Fecal Occult Blood Test Kit (Hb/Tf), in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod17',
  list: 'cytology',
  name: 'Набор для теста на скрытую кровь в кале (Hb/Tf)',
  pictureAlts: [
    'Иллюстрация: набор для теста на скрытую кровь в кале (Hb/Tf) — коробка набора, пробирки для взятия проб и кассеты экспресс-теста',
    'Иллюстрация: кассеты набора для теста на скрытую кровь в кале (Hb/Tf) — лунка для образца и окно результата с двумя тестовыми линиями и контрольной линией',
  ],
};

export default card;
