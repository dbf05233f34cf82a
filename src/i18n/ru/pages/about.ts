import type { about as english } from '../../en/pages/about';
import type { Widen } from '../../widen';
import { manufacturersCount } from './words';

export const about: Widen<typeof english> = {
  title: 'О компании',
  description: (name, founded, manufacturers) =>
    `Компания ${name}, основанная в ОАЭ в ${founded} году, представляет ${manufacturersCount(manufacturers)} медицинского оборудования в странах СНГ, Индии и других странах Южной Азии.`,
  facts: {
    founded: 'Основана в ОАЭ',
    manufacturers: 'Представляемых производителей',
    customers: 'Довольных клиентов',
  },
};
