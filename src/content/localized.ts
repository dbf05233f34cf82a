/**
 * Screen content by language. Each module here has a Russian sibling beside it (`about.ts` and
 * `about.ru.ts`) with the same exports and types; a page asks for its content by name with
 * `useContent('about')`, and its route loads the module of the page's language before the page
 * renders (`loadContent`). So a Russian page downloads Russian content only, and an English page
 * English content only.
 */
import type { Locale } from '../i18n/locale';
import { loadOnce } from '../lib/loadOnce';
import { useLocale } from '../i18n/strings';

type Loaders = {
  about: () => Promise<typeof import('./about')>;
  catalog: () => Promise<typeof import('./catalog')>;
  home: () => Promise<typeof import('./home')>;
  partners: () => Promise<typeof import('./partners')>;
  services: () => Promise<typeof import('./services')>;
  departments: () => Promise<typeof import('./departments')>;
  images: () => Promise<typeof import('./images')>;
  cardTexts: () => Promise<typeof import('./productCards/cardTexts')>;
};

export type ContentName = keyof Loaders;
export type Content<N extends ContentName> = Awaited<ReturnType<Loaders[N]>>;

const loaders: Readonly<Record<Locale, Loaders>> = {
  en: {
    about: () => import('./about'),
    catalog: () => import('./catalog'),
    home: () => import('./home'),
    partners: () => import('./partners'),
    services: () => import('./services'),
    departments: () => import('./departments'),
    images: () => import('./images'),
    cardTexts: () => import('./productCards/cardTexts'),
  },
  ru: {
    about: () => import('./about.ru'),
    catalog: () => import('./catalog.ru'),
    home: () => import('./home.ru'),
    partners: () => import('./partners.ru'),
    services: () => import('./services.ru'),
    departments: () => import('./departments.ru'),
    images: () => import('./images.ru'),
    cardTexts: () => import('./productCards/cardTexts.ru'),
  },
};

/** The source file of a content module, for the prerenderer's list of a page's chunks. */
export function contentSource(name: ContentName, locale: Locale): string {
  const file = name === 'cardTexts' ? 'productCards/cardTexts' : name;
  return `src/content/${file}${locale === 'ru' ? '.ru' : ''}.ts`;
}

const loaded = loadOnce(
  (locale: Locale, name: ContentName): Promise<unknown> => loaders[locale][name](),
  (locale, name) => `Content ${locale}:${name} is not loaded: preload the route first`,
);

/** Loads content modules of a language (once each); a route's preload awaits it. */
export async function loadContent(locale: Locale, names: readonly ContentName[]): Promise<void> {
  await Promise.all(names.map((name) => loaded.load(locale, name)));
}

/** A content module in a language, already loaded by the route's preload. */
export function contentFor<N extends ContentName>(locale: Locale, name: N): Content<N> {
  return loaded.read(locale, name) as Content<N>;
}

/** A content module in the page's language. */
export function useContent<N extends ContentName>(name: N): Content<N> {
  return contentFor(useLocale(), name);
}
