import type { ProductPage } from '../../types';
import { ru } from '../../../i18n/numbers';
// Its own copy of ./facts (vite-plugins/ownFacts.ts).
import facts from './facts';
const { values: v } = facts;

/**
 * LTS-E100-FECES, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Автоматизированная система анализа и обработки образцов кала',
  titleName: 'Анализатор кала LTS-E100-FECES',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: контейнер для образца LTS-E100-FECES рядом с мазком, приготовленным прибором; под лупой — поле зрения микроскопа',
  ],
  summary: [
    'LTS-E100-FECES автоматизирует рутинное исследование кала, включая физические и химические тесты.',
    'За один цикл загружается 40 образцов, принимаются экстренные образцы (STAT), производительность — 50 тестов в час. Анализ и обработка образцов полностью автоматизированы и защищены несколькими патентами.',
  ],
  keyFigures: [
    { value: ru.write(v.specimens), unit: 'образцов', label: 'За один цикл' },
    { value: ru.write(v.throughput), unit: 'тестов/ч', label: 'Производительность' },
  ],
  sections: [
    {
      heading: 'Особенности',
      features: [
        {
          name: 'Запатентованные технологии',
          text: 'Полностью автоматические анализ и обработка образцов защищены несколькими патентами.',
        },
        {
          name: 'Имитация ручного мазка',
          text: 'Воспроизводит мазок для микроскопии, приготовленный вручную, с сохранением глубины резкости.',
        },
        {
          name: 'Производительность и загрузка',
          text: '40 образцов за цикл и 50 тестов в час, с возможностью экстренного (STAT) тестирования.',
        },
        {
          name: 'Комбинированное тестирование',
          text: '3 типа тестов выполняются вместе или в любой комбинации.',
        },
      ],
    },
    {
      heading: 'Перечень тестов',
      features: [
        { name: 'Физические тесты', text: 'Рутинное исследование кала, включая цвет и консистенцию.' },
        {
          name: 'Химические тесты',
          text: 'Скрытая кровь в кале (FOB), H. pylori, ротавирус, аденовирус, а также комбинированный тест на ротавирус/аденовирус (2 в 1).',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [
        ['Образцов за цикл', ru.write(v.specimens)],
        ['Производительность', `${ru.write(v.throughput)} тестов/ч`],
      ],
    },
  ],
  metaDescription:
    'Анализатор кала LTS-E100-FECES: автоматические физические и химические тесты (FOB, H. pylori, ротавирус, аденовирус), 40 образцов за цикл и 50 тестов в час.',
};

export default page;
