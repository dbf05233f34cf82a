import type { share as english } from '../en/share';
import type { Widen } from '../widen';

/** Строки меню «Поделиться» (src/features/share/ShareMenu.tsx); загружаются вместе с меню. */
export const share: Widen<typeof english> = {
  menu: 'Способы поделиться',
  copy: 'Копировать ссылку',
  copied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать. Выделите и скопируйте:',
  whatsapp: 'WhatsApp',
  email: 'Эл. почта',
  qr: 'QR-код',
  qrAlt: (url) => `QR-код адреса ${url}`,
};
