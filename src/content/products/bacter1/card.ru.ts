import type { ProductCard } from '../../types';

/**
 * I-dOne, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter1',
  list: 'bacteriology',
  name: 'I-dOne',
  pictureAlts: [
    'Иллюстрация инфракрасной системы идентификации I-dOne: компактный блок с кристаллом для нанесения образца и прижимным рычагом рядом с ноутбуком, на экране которого показан спектр',
    'Иллюстрация результата I-dOne: инфракрасный спектр-«отпечаток» и список идентификации на экране, на переднем плане — чашка с культурой',
  ],
};

export default card;
