/**
 * A feature's strings (its folder's strings.ts beside `<part>.en.ts` and `<part>.ru.ts`, each
 * exporting one value named as the part): each language a chunk of its own, loaded by a route's
 * preload or a dialog as it opens. The Russian file declares the English one's type. Keep the
 * `<part>.<language>.ts` names: src/early/chunks.ts keeps them out of the app chunk by them.
 */
import { loadOnce } from '../lib/loadOnce';
import { fileName, moduleNamed, type Glob, type SourceModule } from '../lib/sourceModule';
import type { Locale } from './locale';
import { useLocale } from './strings';
import type { Widen } from './widen';

export interface PartStrings<S> {
  /** Loads the part in a language (once); a route's preload or a dialog's loader awaits it. */
  load: (locale: Locale) => Promise<S>;
  /** The part in a language, already loaded; throws otherwise. */
  read: (locale: Locale) => S;
  /** The part in the page's language: a hook (it reads the page's language), called as one. */
  use: () => S;
  /** The language's file and its (once) load, for a route: the prerendered page names its chunk. */
  module: (locale: Locale) => SourceModule<S>;
}

/**
 * The part whose language files `files` finds, a glob from the project's root:
 * `() => import.meta.glob('/src/features/search/search.*.ts')`; `E` is the English value's type.
 */
export function partStrings<E>(files: () => Glob<unknown>): PartStrings<Widen<E>> {
  type S = Widen<E>;
  // The part's name is its files' own: 'search' for search.en.ts and search.ru.ts.
  const name = () => fileName(Object.keys(files())[0] ?? 'part');
  const file = (locale: Locale) => moduleNamed(files(), name(), locale);
  const loaded = loadOnce(
    async (locale: Locale) => ((await file(locale).load()) as Record<string, unknown>)[name()],
    (locale) => `The ${locale} ${name()} strings are not loaded: preload first`,
  );
  const read = (locale: Locale) => loaded.read(locale) as S;
  const load = async (locale: Locale) => (await loaded.load(locale)) as S;
  return {
    load,
    read,
    use: () => read(useLocale()),
    module: (locale) => ({ source: file(locale).source, load: () => load(locale) }),
  };
}
