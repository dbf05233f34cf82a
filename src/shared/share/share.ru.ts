import type { share as english } from './share.en';
import type { Widen } from '../../i18n/widen';
import { plural } from '../../i18n/locale';

const products = (n: number) =>
  `${n} ${plural('ru', n, { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' })}`;

/**
 * Строки меню «Поделиться» (src/shared/share/ShareMenu.tsx), загружаются вместе с меню, и печатного
 * листа подборки (src/shared/share/QuoteSheet.tsx), загружаются при печати.
 */
export const share: Widen<typeof english> = {
  menu: 'Способы поделиться',
  copy: 'Копировать ссылку',
  copied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать. Выделите и скопируйте:',
  whatsapp: 'WhatsApp',
  email: 'Эл. почта',
  qr: 'QR-код',
  qrAlt: (url) => `QR-код адреса ${url}`,
  sheet: {
    title: (n) => `Подборка: ${products(n)}`,
    manufacturer: 'Производитель',
    qrAlt: (name) => `QR-код страницы товара «${name}»`,
  },
};
