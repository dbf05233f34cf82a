import { plural } from '../locale';

/** «29 производителей»: a count of manufacturers after «представляет» (accusative, animate). */
export const manufacturersCount = (n: number) =>
  `${n} ${plural('ru', n, { one: 'производителя', few: 'производителя', many: 'производителей', other: 'производителя' })}`;
