import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { offlinePage as en } from '../src/i18n/en/offlinePage.ts';
import { offlinePage as ru } from '../src/i18n/ru/offlinePage.ts';

/**
 * The page the service worker shows for a page never opened while there is no network:
 * dist/offline.html and dist/ru/offline.html. Written into the client build (not by the
 * prerender) because the worker is generated at the end of that build and precaches them. Small on
 * purpose, with its style inline and allowed by hash in its own <meta> policy, like every page
 * (scripts/prerender/styles.ts inlineStylesheets).
 */
const STYLE = [
  'body{margin:0;font-family:system-ui,sans-serif;color:#1b2430;background:#edf7ff;line-height:1.5}',
  'main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}',
  'h1{color:#0a2540;font-size:1.75rem;line-height:1.2}',
  'a{color:#124e8c;margin-right:1.5rem}',
  'a:focus-visible{outline:3px solid #124e8c;outline-offset:2px}',
].join('');

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function offlinePageHtml(locale: 'en' | 'ru'): string {
  const t = locale === 'ru' ? ru : en;
  const prefix = locale === 'ru' ? '/ru' : '';
  const hash = createHash('sha256').update(STYLE, 'utf8').digest('base64');
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="style-src 'self' 'sha256-${hash}'" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escape(t.pageTitle)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <h1>${escape(t.heading)}</h1>
      <p>${escape(t.body)}</p>
      <p><a href="${prefix}/">${escape(t.home)}</a><a href="${prefix}/catalogs">${escape(t.catalogue)}</a></p>
    </main>
  </body>
</html>
`;
}

export const OFFLINE_PAGES = { en: 'offline.html', ru: 'ru/offline.html' } as const;

export function offlinePage(): Plugin {
  return {
    name: 'ivm-offline-page',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const locale of ['en', 'ru'] as const) {
        this.emitFile({ type: 'asset', fileName: OFFLINE_PAGES[locale], source: offlinePageHtml(locale) });
      }
    },
  };
}
