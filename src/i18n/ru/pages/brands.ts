import type { brands as english } from '../../en/pages/brands';
import type { Widen } from '../../widen';
import { manufacturersCount } from '../words';

export const brands: Widen<typeof english> = {
  title: 'Наши партнёры',
  description: (manufacturers) =>
    `IVM представляет ${manufacturersCount(manufacturers)} лабораторного и медицинского оборудования, среди них Dakewe, Alifax, Giles Scientific, iLSA Diagnostics и Copan.`,
  kicker: 'Партнёры',
  sectionLabel: 'Производители-партнёры',
};
