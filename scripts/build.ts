/**
 * npm run build: client build, server build, then one prerendered HTML file per route.
 *
 *   dist/index.html, dist/<route>/index.html  full markup, own <title>, meta, canonical, Open Graph
 *   dist/404.html                             the not-found page, for any static host
 *   dist/sitemap.xml, dist/robots.txt         from the route table
 */
import { build } from 'vite';
import { prerender } from './prerender.ts';

const dist = process.env.DIST_DIR ?? 'dist';
const ssrOut = `node_modules/.ssr-build/${dist.replace(/[^\w-]/g, '_')}`;
const started = Date.now();
await build({ logLevel: 'warn' });
await build({
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, manifest: false, emptyOutDir: true },
});
const written = await prerender({ dist, serverEntry: `${ssrOut}/entry-server.js` });
console.log(`Prerendered ${written} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
