import type { product as english } from '../../en/pages/product';
import type { Widen } from '../../widen';

export const product: Widen<typeof english> = {
  showPicture: (index, count) => `Показать изображение ${index} из ${count}`,
  back: (list) => `Вернуться к разделу «${list}»`,
  manufacturer: 'Производитель',
  askPrice: 'Узнать цену и условия поставки',
  keyFigures: 'Основные показатели',
  specifications: 'Технические характеристики',
  specificationsTable: 'Таблица технических характеристик',
  ctaHeading: (product) => `Заинтересовал товар «${product}»?`,
  ctaText: 'Узнайте цену и условия поставки: наши менеджеры подготовят для вас коммерческое предложение.',
  sendEnquiry: 'Отправить запрос',
  moreIn: (list) => `Другие товары раздела «${list}»`,
  catNo: 'Кат. №',
  /** In a title the long list name is shortened (glossary: laboratory supplies). */
  listInTitle: {
    cytology: 'Цитология',
    histopathology: 'Гистология',
    bacteriology: 'Бактериология',
    laboratorySupplies: 'Общелабораторное оборудование',
  },
};
