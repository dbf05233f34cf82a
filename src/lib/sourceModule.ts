/**
 * A lazily loaded module and its source file, both from one `import.meta.glob` key: each path is
 * written once (in a glob), so the file a page's preload fetches and the file its prerendered HTML
 * names cannot differ. Call globs inside functions: Node imports the route table too (the end-to-end
 * tests) and knows no `import.meta.glob`.
 */
export interface SourceModule<M> {
  /** The source file from the project's root, as the build's manifest names it: 'src/i18n/en.ts'. */
  source: string;
  load: () => Promise<M>;
}

/** What `import.meta.glob` gives for patterns from the project's root ('/src/…'). */
export type Glob<M> = Readonly<Record<string, () => Promise<M>>>;

/** A file's name without folder, language and extension: 'about' for '/src/content/screens/about.ru.ts'. */
export function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/(\.(en|ru))?\.tsx?$/, '');
}

/** A file's language by its name: 'ru' for 'about.ru.ts', 'en' for 'about.en.ts' and 'about.ts'. */
function languageOf(path: string): string {
  return /\.(en|ru)\.tsx?$/.exec(path)?.[1] ?? 'en';
}

/** The module at `path` ('/src/…'); throws, failing the build and the tests, when the glob has none. */
export function moduleAt<M>(glob: Glob<M>, path: string): SourceModule<M> {
  const load = glob[path];
  if (!load) throw new Error(`No ${path.slice(1)} among ${Object.keys(glob).join(', ')}`);
  return { source: path.slice(1), load };
}

/**
 * The module of a glob whose file is called `name` (in `language` when given, by the file's name);
 * throws when there is not exactly one.
 */
export function moduleNamed<M>(glob: Glob<M>, name: string, language?: string): SourceModule<M> {
  const paths = Object.keys(glob).filter(
    (path) => fileName(path) === name && (language === undefined || languageOf(path) === language),
  );
  if (paths.length !== 1) {
    throw new Error(`${paths.length} modules named ${name}${language ? ` in ${language}` : ''}, not one`);
  }
  return moduleAt(glob, paths[0]!);
}

/** The same module with its loaded value passed through `map`. */
export function mapModule<M, V>(module: SourceModule<M>, map: (loaded: M) => V): SourceModule<V> {
  return { source: module.source, load: () => module.load().then(map) };
}
