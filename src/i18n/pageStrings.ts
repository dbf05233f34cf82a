/**
 * A page's own strings, in a language: each a chunk of its own, loaded by the page's route (a product
 * page does not download the About page's title). The English file defines the shape
 * (`PageStrings<'about'>`); the typed `ru` table below makes a Russian one that differs a compile error.
 */
import { loadOnce } from '../lib/loadOnce';
import type { Widen } from './widen';
import type { Locale } from './locale';
import { useLocale } from './strings';

const en = {
  about: () => import('./en/pages/about').then((m) => m.about),
  brands: () => import('./en/pages/brands').then((m) => m.brands),
  catalogs: () => import('./en/pages/catalogs').then((m) => m.catalogs),
  categoryList: () => import('./en/pages/categoryList').then((m) => m.categoryList),
  contact: () => import('./en/pages/contact').then((m) => m.contact),
  home: () => import('./en/pages/home').then((m) => m.home),
  notFound: () => import('./en/pages/notFound').then((m) => m.notFound),
  privacy: () => import('./en/pages/privacy').then((m) => m.privacy),
  product: () => import('./en/pages/product').then((m) => m.product),
  responsibility: () => import('./en/pages/responsibility').then((m) => m.responsibility),
  service: () => import('./en/pages/service').then((m) => m.service),
  services: () => import('./en/pages/services').then((m) => m.services),
};

export type PageStringsName = keyof typeof en;
export type PageStrings<N extends PageStringsName> = Widen<Awaited<ReturnType<(typeof en)[N]>>>;

const ru: { readonly [N in PageStringsName]: () => Promise<PageStrings<N>> } = {
  about: () => import('./ru/pages/about').then((m) => m.about),
  brands: () => import('./ru/pages/brands').then((m) => m.brands),
  catalogs: () => import('./ru/pages/catalogs').then((m) => m.catalogs),
  categoryList: () => import('./ru/pages/categoryList').then((m) => m.categoryList),
  contact: () => import('./ru/pages/contact').then((m) => m.contact),
  home: () => import('./ru/pages/home').then((m) => m.home),
  notFound: () => import('./ru/pages/notFound').then((m) => m.notFound),
  privacy: () => import('./ru/pages/privacy').then((m) => m.privacy),
  product: () => import('./ru/pages/product').then((m) => m.product),
  responsibility: () => import('./ru/pages/responsibility').then((m) => m.responsibility),
  service: () => import('./ru/pages/service').then((m) => m.service),
  services: () => import('./ru/pages/services').then((m) => m.services),
};

const loaders: Readonly<Record<Locale, { readonly [N in PageStringsName]: () => Promise<PageStrings<N>> }>> =
  {
    en,
    ru,
  };

/** The source file of a page's strings, for the prerenderer's list of a page's chunks. */
export function pageStringsSource(name: PageStringsName, locale: Locale): string {
  return `src/i18n/${locale}/pages/${name}.ts`;
}

const loaded = loadOnce(
  (locale: Locale, name: PageStringsName): Promise<unknown> => loaders[locale][name](),
  (locale, name) => `The ${locale} ${name} strings are not loaded: preload first`,
);

/** Loads pages' strings in a language (once each); a route's preload awaits it. */
export async function loadPageStrings(locale: Locale, names: readonly PageStringsName[]): Promise<void> {
  await Promise.all(names.map((name) => loaded.load(locale, name)));
}

/** A page's strings in a language, already loaded by the route's preload. */
export function pageStringsFor<N extends PageStringsName>(locale: Locale, name: N): PageStrings<N> {
  return loaded.read(locale, name) as PageStrings<N>;
}

/** A page's strings in the page's language. */
export function usePageStrings<N extends PageStringsName>(name: N): PageStrings<N> {
  return pageStringsFor(useLocale(), name);
}
