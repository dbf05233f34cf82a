import type { ProductPage } from '../../types';
import { ru } from '../../../i18n/numbers';
// Its own copy of ./facts (vite-plugins/ownFacts.ts).
import facts from './facts';
const { values: v } = facts;

/**
 * Disposable Blades, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Одноразовые микротомные лезвия, низкопрофильные и высокопрофильные',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: одноразовое лезвие, зажатое в держателе лезвий микротома, и запасные низко- и высокопрофильные лезвия',
  ],
  summary: [
    'Одноразовые микротомные лезвия в низкопрофильном и высокопрофильном исполнении. Подходят для многих типов микротомов, используемых в патологоанатомических и научно-исследовательских лабораториях.',
    'Лезвия изготовлены из обработанной плазмой нержавеющей стали твёрдостью до 1100 HV, поэтому режут остро и служат долго.',
  ],
  keyFigures: [{ ...ru.figure(v.hardness), label: 'Твёрдость, до' }],
  sections: [
    {
      heading: 'Свойства лезвий',
      features: [
        { name: 'Профили', text: 'Выпускаются низкопрофильные и высокопрофильные лезвия.' },
        {
          name: 'Совместимость',
          text: 'Подходят для многих микротомов в патологоанатомических и научно-исследовательских лабораториях.',
        },
        { name: 'Материал', text: 'Нержавеющая сталь, обработанная плазмой.' },
        { name: 'Твёрдость', text: 'До 1100 HV — острая и износостойкая режущая кромка.' },
      ],
    },
  ],
  specTables: [
    { caption: 'Технические характеристики', rows: [['Твёрдость', `До ${ru.write(v.hardness)}`]] },
  ],
  metaDescription:
    'Одноразовые низко- и высокопрофильные микротомные лезвия из нержавеющей стали с плазменной обработкой, до 1100 HV, для патологоанатомических лабораторий.',
};

export default page;
