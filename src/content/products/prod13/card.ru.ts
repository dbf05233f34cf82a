import type { ProductCard } from '../../types';

/**
 * LTS-T1000, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod13',
  list: 'cytology',
  name: 'LTS-T1000',
  pictureAlts: [
    'Иллюстрация: анализатор специфических белков LTS-T1000 — компактный прибор с четырьмя измерительными каналами сверху, экраном результатов и встроенным принтером',
    'Иллюстрация: результат нефелометрического измерения LTS-T1000 на экране, спереди четыре кюветы с образцами',
  ],
};

export default card;
