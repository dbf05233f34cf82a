import type { ProductPage } from '../../types';
import { range, ru } from '../../../i18n/numbers';
// Its own copy of ./facts (vite-plugins/ownFacts.ts).
import facts from './facts';
const { values: v } = facts;

/** An increment speed and its tolerance: «300 мкм/с (±10 %)». */
const speed = (increment: typeof v.slowIncrement | typeof v.fastIncrement) =>
  `${ru.write(increment)} (±${ru.write(v.incrementTolerance)})`;

/** A table cell starts with a capital, as every other cell does: «От −35 до +40 °C». */
const cell = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const chamber = ru.figure(v.chamberTemperature);

/**
 * 6250 Cryostat, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Криостат-микротом для замороженных срезов',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: камера криостата 6250 — замороженный образец на держателе у ножа, станции Пельтье для быстрого охлаждения и кисточка',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    '6250 — криостат-микротом с мощной системой охлаждения, быстрым выходом на рабочую температуру и стабильным качеством срезов.',
    `На полке замораживания размещены 18 станций замораживания и 2 станции Пельтье. Температура камеры устанавливается в диапазоне ${range(-35, 40, '°C')}, толщина срезов — от 1 до 100 мкм.`,
  ],
  keyFigures: [
    {
      value: ru.write(v.freezingStations),
      unit: 'станций замораживания',
      label: 'Пронумерованные позиции на полке',
    },
    {
      value: ru.write(v.peltierStations),
      unit: 'станции Пельтье',
      label: `Быстрое охлаждение; температура примерно ${ru.write(v.peltierTemperature)}`,
    },
    { ...chamber, value: cell(chamber.value), label: 'Температура камеры' },
    { ...ru.figure(v.sectionThickness), label: 'Толщина среза' },
    { ...ru.figure(v.trimmingThickness), label: 'Толщина тримминга' },
  ],
  sections: [
    {
      heading: 'Стабильное качество срезов',
      features: [
        {
          name: 'Точная механика',
          text: 'Прецизионные двигатели и износостойкие направляющие обеспечивают стабильные, равномерные срезы и выдерживают большие нагрузки.',
        },
        { name: 'Все типы тканей', text: 'Подходит для мягких и твёрдых тканей, мелких и крупных образцов.' },
        {
          name: 'Запас для большого объёма работы',
          text: 'Большая полка замораживания с 18 станциями замораживания и 2 станциями Пельтье. Пронумерованные позиции упрощают идентификацию образцов.',
        },
        {
          name: 'Надёжная фиксация лезвия',
          text: 'Держатель подходит для высоко- и низкопрофильных лезвий, а его дугообразная конструкция ограничивает вибрацию лезвия.',
        },
      ],
    },
    {
      heading: 'Удобство работы',
      features: [
        {
          name: 'Большой цветной сенсорный экран',
          text: 'Ключевые параметры и переключатели видны с первого взгляда, а управление быстро осваивается.',
        },
        { name: 'Боковая панель управления', text: 'Органы управления всегда под рукой.' },
        {
          name: 'Удобные в работе компоненты',
          text: `Теплоотвод (термоэкстрактор) с антиадгезионным покрытием, противоскручивающая пластина с фиксатором, закрепляемым в любом положении, и полка замораживания без образования инея.`,
        },
        { name: 'Обогреваемое окно', text: 'Стекло подогревается, поэтому на нём не образуется иней.' },
      ],
    },
    {
      heading: 'Быстрое и стабильное охлаждение',
      features: [
        {
          name: 'Мощный компрессор',
          text: 'Работает совместно с интеллектуальным управлением температурой, позволяя выполнять резку без перерывов.',
        },
        {
          name: 'Станции Пельтье для быстрого охлаждения',
          text: `Достигают и поддерживают температуру примерно ${range(-60, -55, '°C')}.`,
        },
      ],
    },
    {
      heading: 'Расписание и уход',
      features: [
        {
          name: 'Работа по расписанию',
          text: 'УФ-дезинфекция и размораживание запускаются по расписанию или вручную. Спящий режим по расписанию экономит электроэнергию.',
        },
        {
          name: 'Тщательная сушка',
          text: 'Специальная функция сушки удаляет влагу из камеры быстрее, чем при естественном высыхании.',
        },
        { name: 'Монолитный корпус', text: 'Цельный корпус легко содержать в чистоте.' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [
        ['Толщина среза', ru.write(v.sectionThickness)],
        ['Толщина тримминга', ru.write(v.trimmingThickness)],
        ['Скорость подачи', `${speed(v.slowIncrement)}, ${speed(v.fastIncrement)}`],
        ['Температура камеры', cell(ru.write(v.chamberTemperature))],
        ['Температура станций замораживания', `Минимальная температура ${ru.write(v.freezingPlateMinimum)}`],
        ['Количество станций замораживания', `${ru.write(v.freezingStations)} шт.`],
        [
          'Станции Пельтье для быстрого охлаждения',
          `${ru.write(v.peltierStations)} шт., минимальная температура ${ru.write(v.peltierMinimum)}`,
        ],
        ['Размеры (с маховиком)', ru.write(v.size)],
        ['Масса с упаковкой', ru.write(v.weight)],
        ['Потребляемая мощность', ru.write(v.power)],
        [
          'Напряжение / частота питания',
          `${ru.write(v.voltage)} перем. тока, ${ru.write(v.frequency)} / ${ru.write(v.lowVoltage)} перем. тока, ${ru.write(v.lowVoltageFrequency)}`,
        ],
        ['Температура станций Пельтье', cell(ru.write(v.peltierTemperature))],
      ],
    },
  ],
  metaDescription: `Криостат Dakewe 6250: 18 станций замораживания, 2 станции Пельтье, температура камеры ${range(-35, 40, '°C')}, срезы ${range(1, 100, 'мкм')}, УФ-дезинфекция.`,
};

export default page;
