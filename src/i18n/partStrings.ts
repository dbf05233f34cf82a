/**
 * A feature's strings (its folder's strings.ts beside `<part>.en.ts` and `<part>.ru.ts`): each
 * language a chunk of its own, loaded by a route's preload or a dialog as it opens. The English file
 * types the Russian one, so a missing or extra key is a compile error. Keep the `<part>.<language>.ts`
 * names: src/early/chunks.ts keeps them out of the app chunk by them.
 */
import { loadOnce } from '../lib/loadOnce';
import type { Locale } from './locale';
import { useLocale } from './strings';
import type { Widen } from './widen';

export interface PartStringsFiles<E> {
  /** The part's name, in the error of a read before a load. */
  name: string;
  en: () => Promise<E>;
  ru: () => Promise<Widen<NoInfer<E>>>;
  /** The language files, from the project's root: the prerendered page names their chunks. */
  sources: Readonly<Record<Locale, string>>;
}

export interface PartStrings<S> {
  /** Loads the part in a language (once); a route's preload or a dialog's loader awaits it. */
  load: (locale: Locale) => Promise<S>;
  /** The part in a language, already loaded; throws otherwise. */
  read: (locale: Locale) => S;
  /** The part in the page's language: a hook (it reads the page's language), called as one. */
  use: () => S;
  /** The language's source file, for the prerenderer's list of a page's chunks. */
  source: (locale: Locale) => string;
}

export function partStrings<E>(files: PartStringsFiles<E>): PartStrings<Widen<E>> {
  type S = Widen<E>;
  const loaders: Readonly<Record<Locale, () => Promise<unknown>>> = { en: files.en, ru: files.ru };
  const loaded = loadOnce(
    (locale: Locale) => loaders[locale](),
    (locale) => `The ${locale} ${files.name} strings are not loaded: preload first`,
  );
  const read = (locale: Locale) => loaded.read(locale) as S;
  return {
    load: async (locale) => (await loaded.load(locale)) as S,
    read,
    use: () => read(useLocale()),
    source: (locale) => files.sources[locale],
  };
}
