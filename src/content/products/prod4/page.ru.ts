import type { ProductPage } from '../../types';
import { ru } from '../../../i18n/numbers';
// Its own copy of ./facts (vite-plugins/ownFacts.ts).
import facts from './facts';
const { values: v } = facts;

/**
 * Paint Cell, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Компактный автомат для специальных окрасок',
  titleName: 'Автомат для специальных окрасок Paint Cell',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: порядок работы с Paint Cell на планшете, три экрана — загрузка стёкол, выбор протокола окраски, запуск',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'Paint Cell автоматизирует специальные окраски, которые в лабораториях обычно выполняют вручную и долго. Прибору требуется на столе не больше места, чем лист формата A4.',
    'Это открытая система, совместимая с любыми красителями. Программы окраски настраиваются и запускаются с планшета с сенсорным экраном; сервисный контракт не требуется.',
  ],
  keyFigures: [
    { value: 'A4', label: 'Занимаемая площадь' },
    { value: ru.write(v.steps), unit: 'шага', label: 'Загрузить, выбрать, запустить' },
  ],
  sections: [
    {
      heading: 'Конструкция',
      features: [
        {
          name: 'Конфигурация с учётом затрат',
          text: 'Количество ванн и стёкол подобрано так, чтобы затраты оставались низкими.',
        },
        { name: 'Открытая система', text: 'Работает с любыми красителями.' },
        {
          name: 'Без сервисного контракта',
          text: 'Сервисный контракт не требуется. Концепция минималистична и не накладывает ограничений.',
        },
        {
          name: 'Планшет с сенсорным экраном',
          text: 'Программы окраски создаются и запускаются с планшета.',
        },
        { name: 'Площадь формата A4', text: 'Прибор занимает площадь листа формата A4.' },
      ],
    },
    {
      heading: 'Работа в три шага',
      features: [
        { name: 'Загрузка', text: 'Установите предметные стёкла и ванны.' },
        { name: 'Выбор', text: 'Выберите программу окраски.' },
        { name: 'Запуск', text: 'Нажмите кнопку «Color».' },
      ],
    },
  ],
  specTables: [
    { caption: 'Технические характеристики', rows: [['Занимаемая площадь', 'Размером с лист A4']] },
  ],
  metaDescription:
    'Paint Cell (iLSA): открытый автомат размером с лист A4 для специальных окрасок, которые обычно делают вручную; сенсорный планшет, без сервисного контракта.',
};

export default page;
