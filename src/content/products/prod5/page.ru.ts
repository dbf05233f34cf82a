import type { ProductPage } from '../../types';
import { ru } from '../../../i18n/numbers';
// Its own copy of ./facts (vite-plugins/ownFacts.ts).
import facts from './facts';
const { values: v } = facts;

/**
 * IDC Shaker, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Вертикальный шейкер для флаконов с цитологическими образцами',
  titleName: 'Шейкер для флаконов IDC Shaker',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: ['Иллюстрация: два типа лотков IDC Shaker — для малых и для больших флаконов с образцами'],
  summary: [
    'IDC Shaker встряхивает флаконы с цитологическими образцами в вертикальном направлении. Это разбивает скопления клеток и растворяет слизь — две причины некачественных мазков.',
    'Прибор компактный, загрузка сверху. Он одновременно встряхивает 40 флаконов с образцами за 2 минуты; есть лотки для флаконов диаметром 26 мм и 36 мм.',
  ],
  keyFigures: [
    { value: ru.write(v.capacity), unit: 'флаконов с образцами', label: 'Вместимость' },
    { value: ru.write(v.shakingTime), unit: 'мин', label: 'Время встряхивания' },
    { ...ru.figure(v.bottleDiameters), label: 'Диаметр флаконов' },
    { ...ru.figure(v.weight), label: 'Масса' },
  ],
  sections: [
    {
      heading: 'Конструкция',
      features: [
        { name: 'Вертикальное встряхивание', text: 'Разделяет скопления клеток и растворяет слизь.' },
        { name: 'Загрузка сверху', text: 'Компактный корпус с загрузкой сверху.' },
        { name: 'Вместимость', text: 'Одновременно встряхиваются 40 флаконов с образцами.' },
        {
          name: 'Два типа лотков',
          text: 'Один для флаконов диаметром 26 мм, другой — для флаконов диаметром 36 мм.',
        },
      ],
    },
    {
      heading: 'Преимущества',
      features: [
        {
          name: 'Высокая эффективность',
          text: 'Обеспечивает однородную суспензию клеток, а значит, равномерный мазок.',
        },
        { name: 'Простота работы', text: 'Встряхивание запускается одной кнопкой.' },
        { name: 'Быстрота', text: '2 минуты встряхивания.' },
        { name: 'Универсальность', text: 'Подходит для флаконов разных размеров.' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [
        ['Масса', ru.write(v.weight)],
        ['Размеры (Д × Г × В)', ru.write(v.size)],
        ['Вместимость', `${ru.write(v.capacity)} флаконов с образцами`],
        ['Тип флаконов', `Диаметр ${ru.write(v.bottleDiameters, ' или ')} (в зависимости от лотка)`],
        ['Маркировка', 'CE'],
        ['Время встряхивания', `${ru.write(v.shakingTime)} мин`],
      ],
    },
  ],
  metaDescription:
    'IDC Shaker: вертикальное встряхивание 40 флаконов с цитологическими образцами за 2 минуты, лотки для флаконов 26 и 36 мм, маркировка CE.',
};

export default page;
