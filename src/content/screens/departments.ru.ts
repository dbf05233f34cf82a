import { departments as enDepartments } from './departments';

/**
 * Russian for ./departments.ts (the sales departments on /contact): only the names are translated;
 * the phones and e-mail addresses are the English module's own values, so none is retyped.
 */

/** A department of the English module with its name widened to string; phone and e-mail keep their types. */
type WithName<D> = D extends unknown ? Omit<D, 'name'> & { name: string } : never;

/** The names, in the English order. */
const names: readonly string[] = ['Центральный офис', 'Отдел продаж по Индии', 'Отдел продаж по странам СНГ'];

if (names.length !== enDepartments.length) {
  throw new Error(`departments.ru.ts: ${names.length} names for ${enDepartments.length} departments`);
}

export const departments: WithName<(typeof enDepartments)[number]>[] = enDepartments.map((department, i) => ({
  ...department,
  name: names[i]!,
}));
