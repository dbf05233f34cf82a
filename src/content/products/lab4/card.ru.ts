import type { ProductCard } from '../../types';

/**
 * ROLLER Family Instruments, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'laboratorySupplies'> = {
  id: 'lab4',
  list: 'laboratorySupplies',
  name: 'Анализаторы семейства ROLLER',
  pictureAlt:
    'Иллюстрация анализаторов семейства ROLLER — двух анализаторов СОЭ: компактной модели с каруселью для пробирок и модели меньшего размера с ручной подачей пробы',
};

export default card;
