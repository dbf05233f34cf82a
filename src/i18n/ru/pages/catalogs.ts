import { plural } from '../../locale';
import type { catalogs as english } from '../../en/pages/catalogs';
import type { Widen } from '../../widen';

export const catalogs: Widen<typeof english> = {
  description: (categories) =>
    `Обзор ${categories} ${plural('ru', categories, { one: 'категории', other: 'категорий' })} медицинского оборудования и расходных материалов IVM: цитология, гистология, бактериология, общелабораторное оборудование и другое.`,
  back: 'Вернуться на главную страницу',
  lead: 'Оборудование и материалы практически для любых заказчиков в сфере здравоохранения: ассортимент достаточно широк, чтобы оснастить медицинское учреждение почти любого профиля. Откройте категорию, чтобы увидеть её продукцию.',
  sectionLabel: 'Категории',
  catalogue: 'Каталог',
  onRequest: 'По запросу',
  viewProducts: 'Смотреть продукцию',
  askAboutRange: 'Узнать об этом ассортименте',
};
