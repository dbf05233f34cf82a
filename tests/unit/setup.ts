import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { contentModule, type ContentName } from '../../src/content/localized';
import { pageStringsModule, type PageStringsName } from '../../src/i18n/pageStrings';
import { stringsModule } from '../../src/i18n/strings';
import { LOCALES } from '../../src/i18n/locale';
import { consultationCtaStrings, enquiryStrings } from '../../src/features/enquiry/strings';
import { searchStrings } from '../../src/features/search/strings';
import { shareStrings } from '../../src/shared/share/strings';

// Components read the interface strings, page and feature strings and screen content of their page's
// language, which a route's preload loads in the app; tests render components directly, so load both
// languages here.
const CONTENT: readonly ContentName[] = [
  'about',
  'catalog',
  'home',
  'partners',
  'services',
  'departments',
  'images',
  'cardTexts',
];
const PAGE_STRINGS: readonly PageStringsName[] = [
  'about',
  'brands',
  'catalogs',
  'categoryList',
  'contact',
  'home',
  'notFound',
  'product',
  'responsibility',
  'service',
  'services',
];
// The features' strings the components under test read (src/features/<feature>/strings.ts).
const PARTS = [enquiryStrings, consultationCtaStrings, searchStrings, shareStrings];
await Promise.all(
  LOCALES.flatMap((locale) => [
    stringsModule(locale).load(),
    ...PAGE_STRINGS.map((name) => pageStringsModule(locale, name).load()),
    ...PARTS.map((part) => part.load(locale)),
    ...CONTENT.map((name) => contentModule(locale, name).load()),
  ]),
);

afterEach(() => cleanup());
