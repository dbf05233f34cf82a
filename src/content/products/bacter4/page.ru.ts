import type { ProductPage } from '../../types';
import { qty, ru } from '../../../i18n/numbers';
import type englishFacts from './facts';

// Its own copy of ./facts, not the English page's (why: ProductFacts in src/content/types.ts).
const facts = import.meta.glob<typeof englishFacts>('./facts.ts', {
  eager: true,
  import: 'default',
  query: '?ru',
})['./facts.ts']!;
const { values: v } = facts;

/**
 * SIDECAR, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Автомат для посева на чашки: культивирование без участия оператора',
  titleName: 'Автомат для посева на чашки SIDECAR',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация результата работы SIDECAR: чашка, засеянная по квадрантам, с растущими колониями, вторая чашка и лупа, под которой видны бактерии',
  ],
  summary: [
    'SIDECAR превращает быстрое культивирование бактерий в процесс, полностью выполняемый без участия оператора. Он автоматически засевает жидкие образцы на чашки.',
    `Система состоит из двух блоков: анализатора ALFRED 60/AST и автомата для посева Sidecar. Засеянные чашки находятся во встроенном инкубаторе при ${qty(37, '°C')} столько, сколько требует анализ.`,
  ],
  keyFigures: [
    { value: ru.write(v.plateStorage), unit: 'чашек Петри', label: 'Хранение чашек' },
    { value: `До ${ru.write(v.media)}`, unit: 'сред', label: 'Разные питательные среды в приборе' },
    { ...ru.figure(v.incubation), label: 'Встроенный инкубатор' },
  ],
  sections: [
    {
      heading: 'Система',
      features: [
        {
          name: 'Конфигурация из двух блоков',
          text: 'Анализатор ALFRED 60/AST и автомат для посева Sidecar работают вместе как единая система.',
        },
        { name: 'Хранение чашек', text: 'Вмещает 240 чашек Петри.' },
        { name: 'Питательные среды', text: 'Поддерживает до 12 различных питательных сред.' },
        {
          name: 'Встроенная инкубация',
          text: `Чашки инкубируются при ${qty(37, '°C')} во встроенном инкубаторе в течение всего времени, необходимого для анализа.`,
        },
      ],
    },
    {
      heading: 'Кривая роста бактерий в реальном времени',
      features: [
        {
          name: 'Кривая роста в реальном времени',
          text: 'Рост бактерий можно отслеживать в реальном времени.',
        },
      ],
    },
    {
      heading: 'Аналитическая специфичность',
      features: [
        {
          name: 'Инкубация с перемешиванием',
          text: `Образцы выдерживаются при ${qty(37, '°C')} и непрерывно перемешиваются, что предотвращает седиментацию, флотацию и аномалии роста, наблюдаемые у ряда микроорганизмов.`,
        },
        {
          name: 'Начальное холостое измерение',
          text: 'Первое измерение служит холостым. Оно исключает любой сигнал от солей, эритроцитов, лейкоцитов, эпителиальных клеток и погибших бактерий.',
        },
      ],
    },
    {
      heading: 'Чувствительность',
      features: [
        {
          name: 'Настраиваемое пороговое значение',
          text: 'Систему можно адаптировать, установив пороговое значение (cut-off) в соответствии с потребностями лаборатории.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [
        ['Хранение чашек Петри', ru.write(v.plateStorage)],
        ['Различные питательные среды', `До ${ru.write(v.media)}`],
        ['Температура инкубации', ru.write(v.incubation)],
      ],
    },
  ],
  metaDescription: `SIDECAR засевает жидкие образцы на чашки без участия оператора: 240 чашек Петри, питательные среды до 12 видов, инкубация при ${qty(37, '°C')}.`,
};

export default page;
