import type { services as english } from '../../en/pages/services';
import type { Widen } from '../../widen';

export const services: Widen<typeof english> = {
  description:
    'Услуги IVM для больниц, клиник и лабораторий: аудит и консалтинг, комплексное проектирование и оснащение больниц, техническое обслуживание и ремонт.',
  sectionLabel: 'Страницы услуг',
  learnMore: 'Подробнее',
};
