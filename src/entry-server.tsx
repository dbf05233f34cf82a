import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { StaticRouter } from './app/router';
import { App } from './app/App';
import { HeadContext, renderHeadTags, type HeadCollector, type PageMeta } from './app/head';
import { allRoutes, matchRoute, notFoundRoute } from './app/routes';
import './styles/global.css';

/** Every page to prerender: the 51 routes in English and in Russian. */
export const routes = allRoutes;
export { notFoundRoute };

export interface RenderResult {
  html: string;
  head: string;
}

/** Renders one URL to static HTML, waiting for its lazy page, and returns the body and head tags. */
export async function render(url: string): Promise<RenderResult> {
  let meta: PageMeta | null = null;
  const collector: HeadCollector = { set: (value) => (meta = value) };
  // Load the page's code first so it renders in place, not behind a Suspense fallback.
  await matchRoute(url).preload();
  const page = (
    <StrictMode>
      <HeadContext.Provider value={collector}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadContext.Provider>
    </StrictMode>
  );
  // The JSX is typed as React's (the components are written against React's API, see
  // vite.config.ts) and built as Preact's: the element is a Preact VNode at run time.
  const html = await renderToStringAsync(page as unknown as VNode);
  if (!meta) throw new Error(`The page at ${url} rendered no <Head>`);
  return { html, head: renderHeadTags(meta) };
}

export { matchRoute };
