import type { PageStrings } from '../../pageStrings';

export const services: PageStrings<'services'> = {
  description:
    'Услуги IVM для больниц, клиник и лабораторий: аудит и консалтинг в здравоохранении, комплексное проектирование и оснащение больниц, техническое обслуживание и ремонт.',
  sectionLabel: 'Страницы услуг',
  learnMore: 'Подробнее',
};
