/**
 * The interface strings of each language: `src/i18n/en.ts` defines them (and so their type,
 * `UiStrings`), `src/i18n/ru.ts` must give every one of them and nothing else (the compiler checks
 * both). Each language's strings are a chunk of their own, loaded with that language's pages only:
 * a route's preload loads them before the page renders (prerender, hydration, navigation).
 */
import { createContext, useContext } from 'react';
import { loadOnce } from '../lib/loadOnce';
import { moduleNamed, type SourceModule } from '../lib/sourceModule';
import type { UiStrings } from './en';
import { DEFAULT_LOCALE, type Locale } from './locale';

export type { UiStrings };

/** A language's module: src/i18n/<language>.ts. */
const file = (locale: Locale) =>
  moduleNamed(import.meta.glob<{ strings: UiStrings }>('/src/i18n/{en,ru}.ts'), locale);

const loaded = loadOnce(
  async (locale: Locale) => (await file(locale).load()).strings,
  (locale) => `The ${locale} strings are not loaded: preload the route first`,
);

/** A language's strings: a route's preload loads them (once each) before the page renders. */
export function stringsModule(locale: Locale): SourceModule<UiStrings> {
  return { source: file(locale).source, load: () => loaded.load(locale) };
}

/** A language's strings, already loaded by the route's preload. */
export function stringsFor(locale: Locale): UiStrings {
  return loaded.read(locale);
}

/** The language of the page being rendered: set by the layout of its route (App.tsx). */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The interface strings of the page's language. */
export function useStrings(): UiStrings {
  return stringsFor(useLocale());
}
