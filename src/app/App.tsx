import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LocaleContext, useStrings } from '../i18n/strings';
import type { Locale } from '../i18n/locale';
import { Layout } from './Layout';
import { notFoundRoute, routes, ruRoutes, type AppRoute } from './routes';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The site's routes for React Router, from the one route table (src/app/routes.tsx): every path a
 * fixed string, the English pages under one layout route and the Russian ones under `/ru`, each
 * language's layout setting the language of everything inside it (navbar, page, footer). Any other
 * path is the not-found page (one 404.html for both languages): English, with a way to the Russian
 * site.
 */
export function App() {
  return (
    <Routes>
      <Route element={<LanguageLayout locale="en" />}>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<Page route={route} />} />
        ))}
        <Route path="*" element={<Page route={notFoundRoute} />} />
      </Route>
      <Route path="/ru" element={<LanguageLayout locale="ru" />}>
        {ruRoutes.map((route) =>
          route.route === '/' ? (
            <Route key={route.path} index element={<Page route={route} />} />
          ) : (
            <Route key={route.path} path={route.path} element={<Page route={route} />} />
          ),
        )}
      </Route>
    </Routes>
  );
}

function LanguageLayout({ locale }: { locale: Locale }) {
  return (
    <LocaleContext.Provider value={locale}>
      <Layout />
    </LocaleContext.Provider>
  );
}

/**
 * A route's page: its code is loaded lazily. A navigation renders in a transition (React Router's
 * BrowserRouter), so the old page stays on screen until the new one's code is in; the fallback shows
 * only where nothing was on screen before.
 */
function Page({ route }: { route: AppRoute }) {
  const { Component } = route;
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
  return route === notFoundRoute ? page : <RouteErrorBoundary>{page}</RouteErrorBoundary>;
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
