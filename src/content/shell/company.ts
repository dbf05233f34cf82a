/**
 * Company facts (of the specification and its footer), in one typed module. Every page reads them from here.
 * The address, phones and departments are as the facts record them; the facts ask for the client's
 * confirmation of the two-emirate address and the India phone grouping before launch.
 */
// Non-breaking spaces keep a phone number on one line.
const officePhone = { display: '+971\u00a050\u00a08520\u00a0524', tel: '+971508520524' } as const;
const officeEmail = 'info@ivmmedical.com';

export const company = {
  name: 'IVM Medical Equipment Trading',
  legalName: 'IVM Medical Equipment Trading Ltd',
  shortName: 'IVM Medical',
  founded: 2015,
  basedIn: 'United Arab Emirates',
  markets: ['CIS countries', 'India', 'other SAARC countries'],
  manufacturers: 29,
  customers: 375,
  tagline: 'Innovation for your growth',
  footerTagline: 'Explore our comprehensive solutions to help you do your job.',
  address: {
    postBox: 'P.O. Box 390789',
    locality: 'Ras Al Khaimah',
    region: 'Dubai',
    country: 'UAE',
    countryCode: 'AE',
    oneLine: 'P.O. Box 390789, Ras Al Khaimah, Dubai, UAE',
  },
  email: officeEmail,
  phone: officePhone,
  copyright: { year: 2024, holder: 'IVM Medical Equipment Trading Ltd' },
} as const;

export const copyrightLine = `© ${company.copyright.year} ${company.copyright.holder}`;
