const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/**
 * The share menu's strings (src/shared/share/ShareMenu.tsx), loaded with the menu, and the printed
 * sheet's of a quote list (src/shared/share/QuoteSheet.tsx), loaded when it is printed.
 */
export const share = {
  menu: 'Share options',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copy failed. Select and copy:',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  qr: 'QR code',
  qrAlt: (url: string) => `QR code of ${url}`,
  sheet: {
    title: (n: number) => `Product selection: ${products(n)}`,
    manufacturer: 'Manufacturer',
    qrAlt: (name: string) => `QR code of the ${name} page`,
  },
};
