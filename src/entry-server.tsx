import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
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
  const { prelude } = await prerender(
    <StrictMode>
      <HeadContext.Provider value={collector}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadContext.Provider>
    </StrictMode>,
    {
      // Keep every Suspense boundary inline: no outlined segments, no inline reveal scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error;
      },
    },
  );
  const html = await new Response(prelude).text();
  if (!meta) throw new Error(`The page at ${url} rendered no <Head>`);
  return { html, head: renderHeadTags(meta) };
}

export { matchRoute };
