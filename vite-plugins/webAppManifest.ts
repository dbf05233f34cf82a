import type { Plugin } from 'vite';
import { webApp as en } from '../src/i18n/en/webApp.ts';
import { webApp as ru } from '../src/i18n/ru/webApp.ts';

/**
 * Each language's web app manifest: the site installed from a Russian page opens on the Russian
 * home page, in Russian, and from an English page on the English one. Each page links its
 * language's (scripts/prerender/template.ts); the kept catalogue of a language holds it.
 */
export const WEB_APP_MANIFESTS = { en: 'manifest.webmanifest', ru: 'ru/manifest.webmanifest' } as const;

const ICONS = [
  { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
  { src: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { src: '/apple-touch-icon.png', type: 'image/png', sizes: '180x180' },
  { src: '/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'any' },
  { src: '/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'any' },
  { src: '/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
];

export function webAppManifest(locale: 'en' | 'ru'): string {
  const home = locale === 'ru' ? '/ru/' : '/';
  const manifest = {
    // Its own id: installed from a Russian page, it is the Russian app, beside the English one.
    id: home,
    name: 'IVM Medical Equipment Trading',
    short_name: 'IVM Medical',
    description: (locale === 'ru' ? ru : en).description,
    lang: locale,
    start_url: home,
    // The whole site: a Russian app follows a link to an English page without leaving the app.
    scope: '/',
    display: 'standalone',
    theme_color: '#0D3B66',
    background_color: '#FFFFFF',
    icons: ICONS,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export function webAppManifests(): Plugin {
  return {
    name: 'ivm-web-app-manifest',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const locale of ['en', 'ru'] as const) {
        this.emitFile({ type: 'asset', fileName: WEB_APP_MANIFESTS[locale], source: webAppManifest(locale) });
      }
    },
    // The dev server answers them too (no 404 in its console).
    configureServer(server) {
      for (const locale of ['en', 'ru'] as const) {
        server.middlewares.use(`/${WEB_APP_MANIFESTS[locale]}`, (_req, res) => {
          res.setHeader('Content-Type', 'application/manifest+json');
          res.end(webAppManifest(locale));
        });
      }
    },
  };
}
