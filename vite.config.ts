/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { emailOutbox } from './vite-plugins/emailOutbox.ts';
import { picture } from './vite-plugins/picture.ts';
import { searchIndex } from './vite-plugins/searchIndex.ts';
import { staticRoutes } from './vite-plugins/staticRoutes.ts';
import { emailJsOrigin, productionHeaders, securityHeaders } from './vite-plugins/securityHeaders.ts';

// The site is prerendered by scripts/build.ts (client build, server build, then one HTML file per
// route). This file is the shared Vite configuration for dev, build, preview and Vitest.
// DIST_DIR lets several builds (e.g. parallel test runs) live side by side; dist/ by default.
const outDir = process.env.DIST_DIR ?? 'dist';
// `npm start` serves the build with the production security headers (vite-plugins/securityHeaders.ts),
// so the end-to-end tests run under the same Content-Security-Policy as the live site.
const headers = securityHeaders({
  emailOrigin: emailJsOrigin(loadEnv('production', process.cwd(), 'VITE_')),
});

// react-router's package exports point every bundler at its development build (dev warnings and
// checks included). Production builds use the production build it ships beside it.
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

// One chunk for what every page runs once it is interactive: React, the router, the app shell and
// the small parts every page template uses. Split further, each piece would cost a request (and its
// headers) and compress worse on its own; a page's own template and content stay separate chunks.
const APP_CHUNK =
  /rolldown[\\/]runtime|node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|src[\\/]app[\\/](?!chunkErrors)|src[\\/]components[\\/](Img|Card|BackLink|Breadcrumbs|PageHeader|ConsultationCta|ConsultationButton|QuoteButton|QuoteToggle|SearchButton|EnquiryTrigger|Navbar|Footer)\.|src[\\/]content[\\/](company|navigation|productIndex|serviceIndex|lists[\\/])|src[\\/]quote[\\/](quoteList|products)\.|src[\\/]i18n[\\/]/;
const appChunk = {
  name: 'app',
  test: (id: string) => APP_CHUNK.test(id),
  includeDependenciesRecursively: false,
};

export default defineConfig(({ mode }) => ({
  // Every route is its own prerendered file: no SPA fallback to index.html.
  appType: 'mpa',
  resolve: { alias: mode === 'production' ? reactRouterProduction : [] },
  plugins: [picture(), react(), productionHeaders(headers), emailOutbox(), staticRoutes(), searchIndex()],
  build: {
    outDir,
    manifest: true,
    // SVG artwork must stay separate files: inlined as data URIs it would bloat every chunk that
    // names an image.
    assetsInlineLimit: 0,
    target: 'es2022',
    // The boot script (src/main.tsx) has its own polyfill-free loader; every browser we serve supports
    // <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [appChunk] } } },
  },
  preview: {
    port: 4173,
    strictPort: true,
    headers,
  },
  server: {
    port: 5173,
  },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
}));
