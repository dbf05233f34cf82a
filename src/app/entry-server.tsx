import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { HeadContext, renderHeadTags, type HeadCollector, type PageMeta } from '../shell/head';
import { allRoutes, matchRoute, notFoundRoute } from './routes';
import '../styles/global.css';

/** Every page to prerender: the 52 routes in English and in Russian. */
export const routes = allRoutes;
export { notFoundRoute };

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** The head tags: title, description, canonical, Open Graph, JSON-LD; then React's resource hints. */
  head: string;
}

/**
 * Renders one URL to static HTML with React's static renderer and React Router's static router,
 * waiting for its lazy page, and returns the body and the head tags. React writes the preloads of
 * the pictures the page shows at once ahead of the markup; they belong in the head.
 */
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
    // Every boundary in place: a large one is otherwise written apart and moved in by an inline
    // script, which the page's Content-Security-Policy refuses (and a static page needs none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  if (!meta) throw new Error(`The page at ${url} rendered no <Head>`);
  const hints = /^(?:<link [^>]*\/>)*/.exec(markup)?.[0] ?? '';
  const resourceHints = hints.match(/<link [^>]*\/>/g) ?? [];
  return {
    html: markup.slice(hints.length),
    head: [renderHeadTags(meta), ...resourceHints].join('\n    '),
  };
}

export { matchRoute };
