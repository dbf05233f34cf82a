/**
 * The site's two languages. The locale comes from the path: English at `/<route>`, Russian at
 * `/ru<route>` (`/ru/` for the home page). Nothing is chosen by the browser's language: a shared
 * link or a crawler gets the page it asked for.
 */
export const LOCALES = ['en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

const RU_PREFIX = '/ru';

/** 'ru' for `/ru`, `/ru/` and `/ru/...`; 'en' otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname === RU_PREFIX || pathname.startsWith(`${RU_PREFIX}/`) ? 'ru' : 'en';
}

/** The English route of a path in either language: `/ru/hist4` → `/hist4`, `/ru/` → `/`. */
export function routeOfPath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(RU_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** A route's path in a language: `/hist4` → `/ru/hist4`, `/` → `/ru/`; `#` and `?` parts kept. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'en' || !path.startsWith('/')) return path;
  return `${RU_PREFIX}${path}`;
}

/** The value of `<html lang>` and `hreflang`. */
export const LANG: Readonly<Record<Locale, string>> = { en: 'en', ru: 'ru' };
/** Open Graph's `og:locale`. */
export const OG_LOCALE: Readonly<Record<Locale, string>> = { en: 'en_US', ru: 'ru_RU' };
/** Plural forms by `Intl.PluralRules` category ('one', 'few', 'many', 'other'). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The form of a word for a count: plural(ru, 4, {one:'товар', few:'товара', many:'товаров', other:'товара'}). */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(LANG[locale]).select(count);
  return forms[category] ?? forms.other;
}

/*
 * Numbers in the page's language (src/i18n/numbers.ts), like plural(), are part of what every page
 * loads (a shared chunk of ~440 bytes gzipped), not a Russian page's own chunk: loaded with each
 * Russian page, it would take /ru/hist4 over its 2 KiB allowance (tests/static/firstLoad.ts).
 */
export { dims, num, qty, range } from './numbers';
