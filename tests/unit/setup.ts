import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadContent, type ContentName } from '../../src/content/localized';
import { loadPageStrings, type PageStringsName } from '../../src/i18n/pageStrings';
import { loadStrings } from '../../src/i18n/strings';

// Components read the interface strings, page strings and screen content of their page's language, which a
// route's preload loads in the app; tests render components directly, so load both languages here.
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
  'enquiry',
  'search',
  'share',
  'consultationCta',
];
await Promise.all([
  loadPageStrings('en', PAGE_STRINGS),
  loadPageStrings('ru', PAGE_STRINGS),
  loadStrings('en'),
  loadStrings('ru'),
  loadContent('en', CONTENT),
  loadContent('ru', CONTENT),
]);

afterEach(() => cleanup());
