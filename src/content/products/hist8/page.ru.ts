import type { CassetteItem, ProductPage } from '../../types';
import { range, ru } from '../../../i18n/numbers';
// Its own copy of ./facts (vite-plugins/ownFacts.ts).
import facts from './facts';
const { articles: a, values: v } = facts;

/** The lids of a tube pack, in this page's words. */
const loose = 'Крышки упакованы отдельно';
const attached = 'Прикреплённые крышки';
const none = 'Без крышки';

/** A pack of cassettes in a tube, in this page's words. */
function tube(articleNo: string, count: number, lid: string): CassetteItem {
  return { articleNo, pack: `${ru.write(count)} шт./туба`, format: 'туба', lid };
}

/** One-piece cassettes on a tape, which have no lid. */
function tape(articleNo: string): CassetteItem {
  return { articleNo, pack: `${ru.write(v.tape)} кассет/лента`, format: 'цельная кассета', lid: null };
}

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
  manufacturer: facts.manufacturer,
  summary: [
    'Кассеты для заливки HistoFlo™ оптимизированы для наилучшего качества печати на принтерах для кассет Dakewe серии C100.',
    'Кассеты отлиты из пластика ПОМ (полиоксиметилена), устойчивого к нагреву и обычным химическим веществам, применяемым при проводке. На выбор — щелевые, квадратные, круглые или сетчатые отверстия, открывание спереди или сзади, упаковка в тубах или цельные кассеты на ленте.',
  ],
  keyFigures: [
    {
      value: ru.write(v.looseLidsTube),
      unit: 'шт. в тубе',
      label: 'Крышки упакованы отдельно или без крышек',
    },
    { value: ru.write(v.attachedLidsTube), unit: 'шт. в тубе', label: 'С прикреплёнными крышками' },
    {
      value: ru.write(v.meshTube),
      unit: 'шт. в тубе',
      label: 'Сетчатые отверстия, с прикреплёнными крышками',
    },
    { value: ru.write(v.tape), unit: 'кассет на ленте', label: 'Цельные кассеты' },
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
          text: 'Конструкция кассет рассчитана на качественную проводку и сохранность образцов.',
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
          tube(a.slottedLooseLids, v.looseLidsTube, loose),
          tube(a.slottedAttachedLids, v.attachedLidsTube, attached),
        ],
      },
      {
        pore: 'Slotted',
        opening: 'Back open',
        items: [
          tube(a.slottedLooseLids, v.looseLidsTube, loose),
          tube(a.slottedAttachedLids, v.attachedLidsTube, attached),
        ],
      },
      {
        pore: 'Square',
        opening: 'Front open',
        items: [
          tube(a.squareLooseLids, v.looseLidsTube, loose),
          tube(a.squareAttachedLids, v.attachedLidsTube, attached),
        ],
      },
      { pore: 'Slotted', opening: 'Front open', items: [tape(a.slottedTape)] },
      { pore: 'Square', opening: 'Front open', items: [tape(a.squareTape)] },
      { pore: 'Slotted', opening: 'Front open', items: [tape(a.slottedTapeOther)] },
      {
        pore: 'Round',
        opening: 'Back open',
        items: [
          tube(a.roundNoLid, v.looseLidsTube, none),
          tube(a.squareAttachedLids, v.attachedLidsTube, attached),
        ],
      },
      { pore: 'Mesh', opening: 'Back open', items: [tube(a.meshAttachedLids, v.meshTube, attached)] },
    ],
  },
  metaDescription: `Кассеты для заливки HistoFlo™ из ПОМ для принтеров Dakewe C100: щелевые, квадратные, круглые, сетчатые; тубы по ${range(75, 90, 'шт.')} или лента по 200 шт.`,
};

export default page;
