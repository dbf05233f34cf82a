/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import hoverMediaFeature from 'postcss-hover-media-feature';
import { emailOutbox } from './vite-plugins/emailOutbox.ts';
import { OFFLINE_PAGES, offlinePage } from './vite-plugins/offlinePage.ts';
import { PAGES_CACHE, PICTURES_CACHE } from './src/features/offline/caches.ts';
import { flattenTokens } from './vite-plugins/flattenTokens.ts';
import { picture } from './vite-plugins/picture.ts';
import { searchIndex } from './vite-plugins/searchIndex.ts';
import { staticRoutes } from './vite-plugins/staticRoutes.ts';
import { appChunk } from './src/early/chunks.ts';
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

// A list's picture addresses are shared by its English and Russian card modules: one small chunk
// per list, named for it ('histopathology-pictures'), not after whichever picture came first.
const LIST_OF_PREFIX: Readonly<Record<string, string>> = {
  prod: 'cytology',
  hist: 'histopathology',
  bacter: 'bacteriology',
  lab: 'laboratorySupplies',
};
const listPicturesChunk = {
  debugName: 'list pictures',
  name: (id: string) => {
    const prefix = /src\/content\/products\/([a-z]+)\d+\/[^/]+\.(?:svg|jpe?g|png|webp|avif|tiff)/.exec(
      id.replace(/\\/g, '/'),
    )?.[1];
    return prefix ? `${LIST_OF_PREFIX[prefix] ?? prefix}-pictures` : null;
  },
};

// The service worker (Workbox, through vite-plugin-pwa), generated at the end of the client build.
// It precaches the code, styles and pictures under /assets/ (not the hero video, not the pages'
// HTML), the icons and the offline page of each language; every page opened is kept by the network-first
// route below. The page registers it itself once interactive (src/features/offline/serviceWorker.ts), so
// nothing is injected into the HTML, and it never runs in the dev server.
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  injectRegister: false,
  manifest: false,
  filename: 'sw.js',
  workbox: {
    globPatterns: [
      // What makes any page work offline: its code and styles, and the pictures every page shows.
      // Not the catalogue's pictures nor the search indexes (580 KB against 330 KB, gzipped, fetched
      // behind the first page a buyer opens on a metered phone): the route below keeps those as they
      // are seen, and the footer's catalogue download keeps them all.
      'assets/**/*.{js,css}',
      'assets/ui/*',
      // The icons every page links: a page opened offline would fail to load them.
      'favicon*.{svg,png}',
      'apple-touch-icon.png',
      ...Object.values(OFFLINE_PAGES),
    ],
    // Hashed names: the URL is the version.
    dontCacheBustURLsMatching: /^assets\//,
    // A page is never answered with another page's HTML: no app-shell fallback.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    // A new worker takes over as soon as it is installed, not when every tab of the site has closed
    // (one tab browsing the site would keep the old one for ever). That never mixes versions: each
    // page's HTML comes from the network first and names its code by hashed URL, so a new page runs
    // the new code, and an old page still open asks for its own old files by their own names (gone
    // after a redeploy: the chunk-error reload gives the new page). The pages kept from the old
    // version are fetched again in idle time once the new worker controls the page.
    skipWaiting: true,
    clientsClaim: true,
    runtimeCaching: [
      // Pages: the network first, the kept copy without a network, else the offline page of the
      // page's language. These functions are copied into the worker: they cannot use imports.
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && /^\/ru(\/|$)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          cacheableResponse: { statuses: [200] },
          matchOptions: { ignoreSearch: true },
          precacheFallback: { fallbackURL: OFFLINE_PAGES.ru },
        },
      },
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          cacheableResponse: { statuses: [200] },
          matchOptions: { ignoreSearch: true },
          precacheFallback: { fallbackURL: OFFLINE_PAGES.en },
        },
      },
      // A picture or search index the precache does not hold, kept once seen (and by the catalogue
      // download): hashed, so the kept copy is always right.
      {
        urlPattern: ({ request, sameOrigin, url }) =>
          sameOrigin &&
          (request.destination === 'image' ||
            (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.json'))),
        handler: 'CacheFirst',
        options: { cacheName: PICTURES_CACHE, cacheableResponse: { statuses: [200] } },
      },
    ],
  },
});

export default defineConfig(() => ({
  // Every route is its own prerendered file: no SPA fallback to index.html.
  appType: 'mpa',
  plugins: [
    picture(),
    productionHeaders(headers),
    emailOutbox(),
    staticRoutes(),
    searchIndex(),
    offlinePage(),
    serviceWorker,
  ],
  build: {
    outDir,
    manifest: true,
    // SVG artwork must stay separate files: inlined as data URIs it would bloat every chunk that
    // names an image.
    assetsInlineLimit: 0,
    target: 'es2022',
    // The boot script (src/early/boot.ts) has its own polyfill-free loader; every browser we serve supports
    // <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [appChunk(process.cwd()), listPicturesChunk] },
        // A product's page module (src/content/products/<id>/page.ts) is named after its product
        // (assets/hist4-<hash>.js), not after its file name, which every product shares.
        chunkFileNames: (chunk) => {
          const product = /[\\/]src[\\/]content[\\/]products[\\/]([^\\/]+)[\\/]page\.ts$/.exec(
            chunk.facadeModuleId ?? '',
          )?.[1];
          return `assets/${product ?? '[name]'}-[hash].js`;
        },
        // The pictures every page shows (the logo, the interface's icons) in a folder of their own,
        // which the service worker precaches; the catalogue's pictures are kept as they are seen.
        // With them the home page's service icons (4 KB): pictures its stylesheet names (mask-image),
        // which the page keeping itself (src/features/offline/serviceWorker.ts) sees only once they
        // have been drawn, so offline they were blank squares.
        assetFileNames: (asset) =>
          asset.originalFileNames.some((name) =>
            /(^|\/)src\/assets\/(ui\/|art\/icons\/|logo\.svg$)/.test(name),
          )
            ? 'assets/ui/[name]-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  // Every stylesheet gets the design tokens' values written in (why: vite-plugins/flattenTokens.ts).
  // Hover styles only where something hovers: a phone applies `:hover` to what was tapped, and a
  // card's lift, shadow and transitions then restyle and repaint inside the tap, and stay after it.
  css: { postcss: { plugins: [flattenTokens('src/styles/tokens.css'), hoverMediaFeature()] } },
  preview: {
    port: 4173,
    strictPort: true,
    headers,
  },
  server: {
    port: 5173,
  },
  test: {
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      // The built site read as files (tests/dist/site.ts): run after `npm run build`.
      { extends: true, test: { name: 'dist', environment: 'node', include: ['tests/dist/**/*.test.ts'] } },
    ],
  },
}));
