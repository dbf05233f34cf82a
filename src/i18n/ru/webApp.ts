import type { webApp as en } from '../en/webApp';
import type { Widen } from '../widen';

/** Сайт, установленный как приложение: описание в манифесте веб-приложения. */
export const webApp: Widen<typeof en> = {
  description: 'Лабораторное оборудование и расходные материалы: каталог IVM Medical Equipment Trading.',
};
