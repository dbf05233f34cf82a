import type { ProductCard } from '../../types';

/**
 * Liquid-Based Cytological Reagent, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod2',
  list: 'cytology',
  name: 'Реагент для жидкостной цитологии',
  pictureAlts: [
    'Иллюстрация: реагент для жидкостной цитологии — два флакона с реагентом, три флакона для образцов и коробка набора',
    'Иллюстрация: реагент для жидкостной цитологии в работе — пробирка с разделившимися слоями рядом с предметным стеклом; под лупой видны хорошо распределённые клетки на чистом фоне',
  ],
};

export default card;
