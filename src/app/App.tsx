import { Suspense } from 'react';
import { LocaleContext, useStrings } from '../i18n/strings';
import { Layout } from './Layout';
import { useLocation } from './router';
import { matchRoute, notFoundRoute } from './routes';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The page of the current path, from the route table (every path a fixed string), inside the
 * layout of its language, which sets the language for everything inside it (navbar, page, footer).
 * The not-found page (one 404.html for both languages) is English and offers the Russian site.
 * Each language has a layout of its own (keyed), as a switch of language is a new site.
 */
export function App() {
  const route = matchRoute(useLocation().pathname);
  const { Component } = route;
  const locale = route === notFoundRoute ? 'en' : route.locale;
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
  return (
    <LocaleContext.Provider key={locale} value={locale}>
      <Layout>{route === notFoundRoute ? page : <RouteErrorBoundary>{page}</RouteErrorBoundary>}</Layout>
    </LocaleContext.Provider>
  );
}

function PageLoading() {
  const t = useStrings();
  return (
    <div className="container page-loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t.loading}
      </p>
    </div>
  );
}
