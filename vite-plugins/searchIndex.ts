/**
 * The search index as a build asset. `import { searchIndexUrl } from 'virtual:search-index'` gives
 * the address of each language's index: in a build, `assets/search-<lang>-<hash>.json`, written from
 * the content modules (src/search/build.ts) during the client build; in dev, a path this plugin
 * answers from the current content. Only the search dialog imports it, so no page loads it up front.
 */
import { createHash } from 'node:crypto';
import { createServer, type Plugin, type ViteDevServer } from 'vite';

const VIRTUAL = 'virtual:search-index';
const RESOLVED = `\0${VIRTUAL}`;
const DEV_PATH = '/__search/en.json';

type BuildModule = typeof import('../src/search/build.ts');

export function searchIndex(): Plugin {
  let root = process.cwd();
  let command: 'build' | 'serve' = 'serve';
  let built: Promise<{ json: string; fileName: string }> | undefined;

  /** Runs src/search/build.ts through Vite (TypeScript, the content's lazy imports) and returns the JSON. */
  const buildIndex = async (server?: ViteDevServer) => {
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
      const module = (await own.ssrLoadModule('/src/search/build.ts')) as BuildModule;
      return await module.buildSearchIndex();
    } finally {
      if (!server) await own.close();
    }
  };
  const hashed = () =>
    (built ??= buildIndex().then((json) => ({
      json,
      fileName: `assets/search-en-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`,
    })));

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
      if (command === 'serve') return `export const searchIndexUrl = { en: ${JSON.stringify(DEV_PATH)} };`;
      const { json, fileName } = await hashed();
      // The client build writes the file; the server build (prerender) only needs the name.
      if (!this.environment || this.environment.name === 'client') {
        this.emitFile({ type: 'asset', fileName, source: json });
      }
      return `export const searchIndexUrl = { en: ${JSON.stringify(`/${fileName}`)} };`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res, next) => {
        buildIndex(server).then((json) => {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(json);
        }, next);
      });
    },
  };
}
