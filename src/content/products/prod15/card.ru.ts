import type { ProductCard } from '../../types';

/**
 * LTS-IF80, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod15',
  list: 'cytology',
  name: 'LTS-IF80',
  pictureAlts: [
    'Иллюстрация: иммунофлуоресцентный анализатор LTS-IF80 с рядом каналов для тест-карт на передней панели, экраном результатов и принтером',
    'Иллюстрация: флуоресцентные тест-карты LTS-IF80 с лункой для образца, зоной считывания и QC-кодом',
  ],
};

export default card;
