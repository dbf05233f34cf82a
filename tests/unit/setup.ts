import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadContent, type ContentName } from '../../src/content/localized';
import { loadStrings } from '../../src/i18n/strings';

// Components read the interface strings and screen content of their page's language, which a
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
await Promise.all([
  loadStrings('en'),
  loadStrings('ru'),
  loadContent('en', CONTENT),
  loadContent('ru', CONTENT),
]);

afterEach(() => cleanup());
