/**
 * A page's own strings, in a language: each a chunk of its own, loaded by the page's route (a product
 * page does not download the About page's title). A file of `en/pages/` and its namesake in
 * `ru/pages/` are a page's strings, exporting one value named as the file; the English one defines
 * the shape (`PageStrings<'about'>`), which the Russian one declares it has.
 */
import { loadOnce } from '../lib/loadOnce';
import { moduleNamed, type Glob, type SourceModule } from '../lib/sourceModule';
import type { Widen } from './widen';
import type { Locale } from './locale';
import { useLocale } from './strings';

/** The names the pages ask for, and their shapes: the types of the English files (found by the globs below). */
interface English {
  about: typeof import('./en/pages/about').about;
  brands: typeof import('./en/pages/brands').brands;
  catalogs: typeof import('./en/pages/catalogs').catalogs;
  categoryList: typeof import('./en/pages/categoryList').categoryList;
  contact: typeof import('./en/pages/contact').contact;
  home: typeof import('./en/pages/home').home;
  notFound: typeof import('./en/pages/notFound').notFound;
  privacy: typeof import('./en/pages/privacy').privacy;
  product: typeof import('./en/pages/product').product;
  responsibility: typeof import('./en/pages/responsibility').responsibility;
  service: typeof import('./en/pages/service').service;
  services: typeof import('./en/pages/services').services;
}

export type PageStringsName = keyof English;
export type PageStrings<N extends PageStringsName> = Widen<English[N]>;

const folders: Readonly<Record<Locale, () => Glob<Record<string, unknown>>>> = {
  en: () => import.meta.glob<Record<string, unknown>>('/src/i18n/en/pages/*.ts'),
  ru: () => import.meta.glob<Record<string, unknown>>('/src/i18n/ru/pages/*.ts'),
};

const file = (locale: Locale, name: PageStringsName) => moduleNamed(folders[locale](), name);

const loaded = loadOnce(
  async (locale: Locale, name: PageStringsName): Promise<unknown> => (await file(locale, name).load())[name],
  (locale, name) => `The ${locale} ${name} strings are not loaded: preload first`,
);

/** A page's strings in a language: a route's preload loads them (once each) before the page renders. */
export function pageStringsModule(locale: Locale, name: PageStringsName): SourceModule<unknown> {
  return { source: file(locale, name).source, load: () => loaded.load(locale, name) };
}

/** A page's strings in a language, already loaded by the route's preload. */
export function pageStringsFor<N extends PageStringsName>(locale: Locale, name: N): PageStrings<N> {
  return loaded.read(locale, name) as PageStrings<N>;
}

/** A page's strings in the page's language. */
export function usePageStrings<N extends PageStringsName>(name: N): PageStrings<N> {
  return pageStringsFor(useLocale(), name);
}
