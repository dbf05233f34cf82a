import type { PageStrings } from '../../pageStrings';
import { manufacturersCount } from './words';

export const brands: PageStrings<'brands'> = {
  title: 'Наши партнёры',
  description: (manufacturers) =>
    `IVM представляет ${manufacturersCount(manufacturers)} лабораторного и медицинского оборудования, среди них Dakewe, Alifax, Giles Scientific, iLSA Diagnostics и Copan.`,
  kicker: 'Партнёры',
  sectionLabel: 'Производители-партнёры',
};
