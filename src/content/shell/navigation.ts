import type { ShellStrings } from '../../i18n/en/shell';

/**
 * Top navigation and footer links: each a route and the key of its
 * label in the interface strings (src/i18n/en/shell.ts `nav`), so both languages share them.
 */
export type NavKey = keyof ShellStrings['nav'];

export interface NavLinkItem {
  key: NavKey;
  path: string;
}

export const companyMenu: readonly NavLinkItem[] = [
  { key: 'about', path: '/about' },
  { key: 'responsibility', path: '/responsibility' },
  { key: 'brands', path: '/brands' },
];

export const topLinksAfterCompany: readonly NavLinkItem[] = [
  { key: 'products', path: '/catalogs' },
  { key: 'services', path: '/services' },
  { key: 'contact', path: '/contact' },
];

export const footerColumns: readonly {
  heading: 'mainLinks' | 'usefulLinks';
  links: readonly NavLinkItem[];
}[] = [
  {
    heading: 'mainLinks',
    links: [
      { key: 'home', path: '/' },
      { key: 'about', path: '/about' },
      { key: 'catalog', path: '/catalogs' },
      { key: 'responsibility', path: '/responsibility' },
    ],
  },
  {
    heading: 'usefulLinks',
    links: [
      { key: 'products', path: '/catalogs' },
      { key: 'services', path: '/services' },
      { key: 'contact', path: '/contact' },
      { key: 'brands', path: '/brands' },
    ],
  },
];

/**
 * Links of the footer's bottom line, beside the copyright: pages every page should reach that are
 * not in the specification's two link columns (the privacy notice).
 */
export const footerBottomLinks: readonly NavLinkItem[] = [{ key: 'privacy', path: '/privacy' }];
