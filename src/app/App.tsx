import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LocaleContext, useStrings } from '../i18n/strings';
import type { Locale } from '../i18n/locale';
import { Layout } from './Layout';
import { notFoundRoute, routes, ruRoutes, type AppRoute } from './routes';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Declarative routes: every path is a fixed string from the route table. Each language's routes
 * sit under a layout that sets the page's language for everything inside it (navbar, page, footer);
 * the not-found page (one 404.html for both languages) is English and offers the Russian site.
 */
export function App() {
  const NotFound = notFoundRoute.Component;
  return (
    <Routes>
      <Route element={<LocaleLayout locale="en" />}>
        {routes.map(pageRoute)}
        <Route
          path="*"
          element={
            <Suspense fallback={<PageLoading />}>
              <NotFound />
            </Suspense>
          }
        />
      </Route>
      <Route element={<LocaleLayout locale="ru" />}>{ruRoutes.map(pageRoute)}</Route>
    </Routes>
  );
}

function pageRoute({ path, Component }: AppRoute) {
  return (
    <Route
      key={path}
      path={path}
      element={
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Component />
          </Suspense>
        </RouteErrorBoundary>
      }
    />
  );
}

function LocaleLayout({ locale }: { locale: Locale }) {
  return (
    <LocaleContext.Provider value={locale}>
      <Layout />
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
