import type { ProductPage } from '../../types';
import { range } from '../../../i18n/numbers';

const pores = { Slotted: 'Щелевые', Square: 'Квадратные', Round: 'Круглые', Mesh: 'Сетчатые' } as const;
const openings = { 'Front open': 'Открывание спереди', 'Back open': 'Открывание сзади' } as const;

/**
 * Embedding cassettes, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Кассеты для заливки HistoFlo™ из ПОМ (полиоксиметилена) для лазерной печати',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: четыре кассеты для заливки рядом — со щелевыми, квадратными, круглыми и сетчатыми отверстиями',
  ],
  manufacturer: 'Dakewe',
  summary: [
    'Кассеты для заливки HistoFlo™ оптимизированы для наилучшего качества печати на принтерах для кассет Dakewe серии C100.',
    'Кассеты отлиты из пластика ПОМ (полиоксиметилена), устойчивого к нагреву и обычным химическим веществам, применяемым при проводке. На выбор — щелевые, квадратные, круглые или сетчатые отверстия, открывание спереди или сзади, упаковка в тубах или цельные кассеты на ленте.',
  ],
  keyFigures: [
    { value: '90', unit: 'шт. в тубе', label: 'Крышки упакованы отдельно или без крышек' },
    { value: '75', unit: 'шт. в тубе', label: 'С прикреплёнными крышками' },
    { value: '80', unit: 'шт. в тубе', label: 'Сетчатые отверстия, с прикреплёнными крышками' },
    { value: '200', unit: 'кассет на ленте', label: 'Цельные кассеты' },
  ],
  sections: [
    {
      heading: 'Материал и совместимость',
      features: [
        {
          name: 'Оптимизированы для принтеров',
          text: 'Разработаны для наилучшего качества печати на принтерах Dakewe серии C100.',
        },
        {
          name: 'Материал: ПОМ (полиоксиметилен)',
          text: 'Устойчив к нагреву и распространённым химическим веществам, применяемым при проводке.',
        },
        {
          name: 'Эффективная проводка и сохранность образцов',
          text: 'Обеспечивают эффективную проводку и надёжную сохранность образцов.',
        },
      ],
    },
  ],
  specTables: [],
  variants: {
    kind: 'cassettes',
    /** The words of its cassette tables: this is the only product with cassette types. */
    labels: {
      title: (pore, opening) => `${pores[pore]} отверстия, ${openings[opening].toLowerCase()}`,
      poreType: 'Тип отверстий',
      openingType: 'Тип открывания',
      pore: (pore) => pores[pore],
      opening: (opening) => openings[opening],
      caption: (pore, opening) =>
        `Артикулы кассет: ${pores[pore].toLowerCase()} отверстия, ${openings[opening].toLowerCase()}`,
      articleNo: 'Артикул',
      packSize: 'Фасовка',
      lidType: 'Тип крышки',
      noLid: (format) => `Нет (${format})`,
    },
    heading: 'Типы кассет и артикулы',
    intro:
      'В каждой карточке указаны форма отверстий, сторона открывания, а также для каждого артикула — фасовка, формат и тип крышки.',
    cards: [
      {
        pore: 'Slotted',
        opening: 'Front open',
        items: [
          { articleNo: '002019', pack: '90 шт./туба', format: 'туба', lid: 'крышки упакованы отдельно' },
          { articleNo: '002009', pack: '75 шт./туба', format: 'туба', lid: 'прикреплённые крышки' },
        ],
      },
      {
        pore: 'Slotted',
        opening: 'Back open',
        items: [
          { articleNo: '002019', pack: '90 шт./туба', format: 'туба', lid: 'крышки упакованы отдельно' },
          { articleNo: '002009', pack: '75 шт./туба', format: 'туба', lid: 'прикреплённые крышки' },
        ],
      },
      {
        pore: 'Square',
        opening: 'Front open',
        items: [
          { articleNo: '012019', pack: '90 шт./туба', format: 'туба', lid: 'крышки упакованы отдельно' },
          { articleNo: '012009', pack: '75 шт./туба', format: 'туба', lid: 'прикреплённые крышки' },
        ],
      },
      {
        pore: 'Slotted',
        opening: 'Front open',
        items: [{ articleNo: '001009', pack: '200 кассет/лента', format: 'цельная кассета', lid: null }],
      },
      {
        pore: 'Square',
        opening: 'Front open',
        items: [{ articleNo: '011009', pack: '200 кассет/лента', format: 'цельная кассета', lid: null }],
      },
      {
        pore: 'Slotted',
        opening: 'Front open',
        items: [{ articleNo: '031000', pack: '200 кассет/лента', format: 'цельная кассета', lid: null }],
      },
      {
        pore: 'Round',
        opening: 'Back open',
        items: [
          { articleNo: '022129', pack: '90 шт./туба', format: 'туба', lid: 'без крышки' },
          { articleNo: '012009', pack: '75 шт./туба', format: 'туба', lid: 'прикреплённые крышки' },
        ],
      },
      {
        pore: 'Mesh',
        opening: 'Back open',
        items: [{ articleNo: '032109', pack: '80 шт./туба', format: 'туба', lid: 'прикреплённые крышки' }],
      },
    ],
  },
  metaDescription: `Кассеты для заливки HistoFlo™ из ПОМ для принтеров Dakewe C100: щелевые, квадратные, круглые и сетчатые отверстия, в тубах по ${range(75, 90, 'шт.')} или на лентах по 200 кассет.`,
};

export default page;
