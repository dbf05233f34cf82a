import type { about as english } from '../../en/pages/about';
import type { Widen } from '../../widen';
import { manufacturersCount } from '../words';

export const about: Widen<typeof english> = {
  title: 'О компании',
  description: (name, founded, manufacturers) =>
    `${name} работает в ОАЭ с ${founded} года и представляет ${manufacturersCount(manufacturers)} медицинского оборудования в СНГ, Индии и Южной Азии.`,
  facts: {
    founded: 'Основана в ОАЭ',
    manufacturers: 'Представляемых производителей',
    customers: 'Довольных клиентов',
  },
};
