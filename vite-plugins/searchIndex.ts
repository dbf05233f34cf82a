/**
 * The search indexes as build assets. `import { searchIndexUrl } from 'virtual:search-index'` gives
 * the address of each language's index (`searchIndexUrl.en`, `searchIndexUrl.ru`): in a build,
 * `assets/search-<lang>-<hash>.json`, written from the content modules (src/features/search/build.ts) during
 * the client build; in dev, paths this plugin answers from the current content. Only the search
 * dialog imports it, so no page loads it up front, and a page fetches only its language's index.
 */
import { createHash } from 'node:crypto';
import { createServer, type Plugin, type ViteDevServer } from 'vite';

const VIRTUAL = 'virtual:search-index';
const RESOLVED = `\0${VIRTUAL}`;
const LOCALES = ['en', 'ru'] as const;
type Locale = (typeof LOCALES)[number];
const devPath = (locale: Locale) => `/__search/${locale}.json`;

type BuildModule = typeof import('../src/features/search/build.ts');

const urlsModule = (urls: Record<Locale, string>) => `export const searchIndexUrl = ${JSON.stringify(urls)};`;

export function searchIndex(): Plugin {
  let root = process.cwd();
  let command: 'build' | 'serve' = 'serve';
  let built: Promise<{ locale: Locale; json: string; fileName: string }[]> | undefined;

  /** Runs src/features/search/build.ts through Vite (TypeScript, the content's lazy imports) and returns each language's JSON. */
  const buildIndexes = async (locales: readonly Locale[], server?: ViteDevServer) => {
    const own =
      server ??
      (await createServer({
        root,
        configFile: false,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      }));
    try {
      const module = (await own.ssrLoadModule('/src/features/search/build.ts')) as BuildModule;
      return await Promise.all(locales.map((locale) => module.buildSearchIndex(locale)));
    } finally {
      if (!server) await own.close();
    }
  };
  const hashed = () =>
    (built ??= buildIndexes(LOCALES).then((jsons) =>
      LOCALES.map((locale, i) => {
        const json = jsons[i] ?? '[]';
        const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
        return { locale, json, fileName: `assets/search-${locale}-${hash}.json` };
      }),
    ));

  return {
    name: 'ivm-search-index',
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (command === 'serve') return urlsModule({ en: devPath('en'), ru: devPath('ru') });
      const indexes = await hashed();
      // The client build writes the files; the server build (prerender) only needs the names.
      if (!this.environment || this.environment.name === 'client') {
        for (const { fileName, json } of indexes) this.emitFile({ type: 'asset', fileName, source: json });
      }
      const url = (locale: Locale) => `/${indexes.find((index) => index.locale === locale)?.fileName ?? ''}`;
      return urlsModule({ en: url('en'), ru: url('ru') });
    },
    configureServer(server) {
      for (const locale of LOCALES) {
        server.middlewares.use(devPath(locale), (_req, res, next) => {
          buildIndexes([locale], server).then(([json]) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.end(json);
          }, next);
        });
      }
    },
  };
}
