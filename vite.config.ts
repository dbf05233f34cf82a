/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import hoverMediaFeature from 'postcss-hover-media-feature';
import { emailOutbox } from './vite-plugins/emailOutbox.ts';
import { OFFLINE_PAGES, offlinePage } from './vite-plugins/offlinePage.ts';
import { webAppManifests } from './vite-plugins/webAppManifest.ts';
import { languageOfFiles, readClientManifest } from './vite-plugins/languageChunks.ts';
import { flattenTokens } from './vite-plugins/flattenTokens.ts';
import { ownFacts } from './vite-plugins/ownFacts.ts';
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

// The service worker (Workbox, through vite-plugin-pwa's injectManifest): its source is
// src/features/offline/sw.ts, which says what it answers and how. The build gives it the list of files
// to precache: the code, styles and pictures under /assets/ (not the hero video, not the pages' HTML),
// the icons and the offline page of each language, each of a language's own code files marked with
// its language (vite-plugins/languageChunks.ts), which the worker keeps only for the languages the
// device uses. The page registers it itself once interactive (src/features/offline/serviceWorker.ts),
// so nothing is injected into the HTML, and it never runs in the dev server.
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/features/offline',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: [
      // What makes any page work offline: its code and styles, and the pictures every page shows.
      // Not the catalogue's pictures nor the search indexes (580 KB against 330 KB, gzipped, fetched
      // behind the first page a buyer opens on a metered phone): the worker keeps those as they are
      // seen, and the footer's catalogue download keeps them all.
      'assets/**/*.{js,css}',
      'assets/ui/*',
      // The icons every page links: a page opened offline would fail to load them.
      'favicon*.{svg,png}',
      'apple-touch-icon.png',
      ...Object.values(OFFLINE_PAGES),
    ],
    // Hashed names: the URL is the version.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      (entries) => {
        // Written by the client build just before the worker is built.
        const language = languageOfFiles(readClientManifest(outDir));
        const manifest = entries.map((entry) => {
          const lang = language.get(entry.url);
          return lang ? { ...entry, lang } : entry;
        });
        return Promise.resolve({ manifest, warnings: [] });
      },
    ],
  },
});

export default defineConfig(() => ({
  // Every route is its own prerendered file: no SPA fallback to index.html.
  appType: 'mpa',
  plugins: [
    ownFacts(),
    picture(),
    productionHeaders(headers),
    emailOutbox(),
    staticRoutes(),
    searchIndex(),
    offlinePage(),
    webAppManifests(),
    serviceWorker,
  ],
  build: {
    outDir,
    manifest: true,
    // SVG artwork must stay separate files: inlined as data URIs it would bloat every chunk that
    // names an image.
    assetsInlineLimit: 0,
    target: 'es2022',
    // The boot script (src/app/boot.ts) has its own polyfill-free loader; every browser we serve supports
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
    // One worker a core (Vitest leaves one core free by default): the files wait on nothing but CPU.
    maxWorkers: '100%',
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
