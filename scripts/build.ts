/**
 * npm run build: client build, server build, then one prerendered HTML file per route.
 *
 *   dist/index.html, dist/<route>/index.html  full markup, own <title>, meta, canonical, Open Graph
 *   dist/404.html                             the not-found page, for any static host
 *   dist/sitemap.xml, dist/robots.txt         from the route table
 *
 * Without the three EmailJS ids the build stops, unless it is a local one (`--local`, or
 * VITE_EMAILJS_LOCAL=1): `npm start`, the tests and the bench, whose form sends to the local outbox.
 */
import { build, loadEnv } from 'vite';
import { buildConfigProblem } from '../src/shared/outbox/mode.ts';
import { prerender } from './prerender.ts';

if (process.argv.includes('--local')) process.env.VITE_EMAILJS_LOCAL = '1';
// As Vite reads them: the .env files of the production mode, then the environment.
const problem = buildConfigProblem(loadEnv('production', process.cwd(), 'VITE_'));
if (problem) {
  console.error(`\nBuild stopped. ${problem}\n`);
  process.exit(1);
}

const dist = process.env.DIST_DIR ?? 'dist';
const ssrOut = `node_modules/.ssr-build/${dist.replace(/[^\w-]/g, '_')}`;
const started = Date.now();
await build({ logLevel: 'warn' });
await build({
  logLevel: 'warn',
  build: { ssr: 'src/app/entry-server.tsx', outDir: ssrOut, manifest: false, emptyOutDir: true },
});
const written = await prerender({ dist, serverEntry: `${ssrOut}/entry-server.js` });
console.log(`Prerendered ${written} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
