/**
 * Screen content by language: each module of `screens/` has a Russian sibling beside it (`about.ts`
 * and `about.ru.ts`) with the same exports and types; a page asks for its content by name with
 * `useContent('about')`, and its route loads the module of the page's language before the page
 * renders. So a Russian page downloads Russian content only, and an English page English content only.
 */
import type { Locale } from '../i18n/locale';
import { loadOnce } from '../lib/loadOnce';
import { moduleNamed, type SourceModule } from '../lib/sourceModule';
import { useLocale } from '../i18n/strings';

/** The names pages ask for, and their modules' types (the files are found by the glob below). */
interface Modules {
  about: typeof import('./screens/about');
  catalog: typeof import('./screens/catalog');
  home: typeof import('./screens/home');
  partners: typeof import('./screens/partners');
  services: typeof import('./screens/services');
  departments: typeof import('./screens/departments');
  images: typeof import('./screens/images');
  cardTexts: typeof import('./screens/cardTexts');
}

export type ContentName = keyof Modules;
export type Content<N extends ContentName> = Modules[N];

const file = (locale: Locale, name: ContentName) =>
  moduleNamed(import.meta.glob('/src/content/screens/*.ts'), name, locale);

const loaded = loadOnce(
  (locale: Locale, name: ContentName): Promise<unknown> => file(locale, name).load(),
  (locale, name) => `Content ${locale}:${name} is not loaded: preload the route first`,
);

/** A content module in a language: a route's preload loads it (once each) before the page renders. */
export function contentModule(locale: Locale, name: ContentName): SourceModule<unknown> {
  return { source: file(locale, name).source, load: () => loaded.load(locale, name) };
}

/** A content module in a language, already loaded by the route's preload. */
export function contentFor<N extends ContentName>(locale: Locale, name: N): Content<N> {
  return loaded.read(locale, name) as Content<N>;
}

/** A content module in the page's language. */
export function useContent<N extends ContentName>(name: N): Content<N> {
  return contentFor(useLocale(), name);
}
