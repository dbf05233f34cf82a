import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadContent, type ContentName } from '../../src/content/localized';
import { loadPageStrings, type PageStringsName } from '../../src/i18n/pageStrings';
import { loadStrings } from '../../src/i18n/strings';
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
await Promise.all([
  loadPageStrings('en', PAGE_STRINGS),
  loadPageStrings('ru', PAGE_STRINGS),
  ...PARTS.flatMap((part) => [part.load('en'), part.load('ru')]),
  loadStrings('en'),
  loadStrings('ru'),
  loadContent('en', CONTENT),
  loadContent('ru', CONTENT),
]);

afterEach(() => cleanup());
