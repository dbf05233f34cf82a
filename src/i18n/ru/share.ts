import type { PageStrings } from '../pageStrings';

/** Строки меню «Поделиться» (src/components/ShareMenu.tsx); загружаются вместе с меню. */
export const share: PageStrings<'share'> = {
  menu: 'Способы поделиться',
  copy: 'Копировать ссылку',
  copied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать. Выделите и скопируйте:',
  whatsapp: 'WhatsApp',
  email: 'Эл. почта',
  qr: 'QR-код',
  qrAlt: (url) => `QR-код адреса ${url}`,
};
