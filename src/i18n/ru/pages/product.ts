import type { PageStrings } from '../../pageStrings';

export const product: PageStrings<'product'> = {
  showPicture: (index, count) => `Показать изображение ${index} из ${count}`,
  back: (list) => `Вернуться к разделу «${list}»`,
  manufacturer: 'Производитель',
  askPrice: 'Узнать цену и условия поставки',
  keyFigures: 'Основные показатели',
  specifications: 'Технические характеристики',
  ctaHeading: (product) => `Заинтересовал товар «${product}»?`,
  ctaText:
    'Запросите коммерческое предложение, условия поставки или демонстрацию. Наши специалисты ответят вам напрямую.',
  sendEnquiry: 'Отправить запрос',
  moreIn: (list) => `Другие товары раздела «${list}»`,
  catNo: 'Кат. №',
};
