/** Top navigation and footer links (SPEC section 2, "Navigation"). */
export interface NavLinkItem {
  label: string;
  path: string;
}

export const companyMenu: readonly NavLinkItem[] = [
  { label: 'About Us', path: '/about' },
  { label: 'Comprehensive solutions', path: '/responsibility' },
  { label: 'Partners', path: '/brands' },
];

export const topLinksAfterCompany: readonly NavLinkItem[] = [
  { label: 'Products', path: '/catalogs' },
  { label: 'Services', path: '/services' },
  { label: 'Contact us', path: '/contact' },
];

export const footerColumns: readonly { heading: string; links: readonly NavLinkItem[] }[] = [
  {
    heading: 'Main links',
    links: [
      { label: 'Home', path: '/' },
      { label: 'About Us', path: '/about' },
      { label: 'Catalog', path: '/catalogs' },
      { label: 'Comprehensive solutions', path: '/responsibility' },
    ],
  },
  {
    heading: 'Useful links',
    links: [
      { label: 'Products', path: '/catalogs' },
      { label: 'Services', path: '/services' },
      { label: 'Contact us', path: '/contact' },
      { label: 'Partners', path: '/brands' },
    ],
  },
];
