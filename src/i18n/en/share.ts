/** The share menu's strings (src/features/share/ShareMenu.tsx), loaded with the menu. */
export const share = {
  menu: 'Share options',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copy failed. Select and copy:',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  qr: 'QR code',
  qrAlt: (url: string) => `QR code of ${url}`,
};
