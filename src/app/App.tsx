import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './Layout';
import { notFoundRoute, routes } from './routes';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Declarative routes: every path is a fixed string from the route table. */
export function App() {
  const NotFound = notFoundRoute.Component;
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map(({ path, Component }) => (
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
        ))}
        <Route
          path="*"
          element={
            <Suspense fallback={<PageLoading />}>
              <NotFound />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}

function PageLoading() {
  return (
    <div className="container page-loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading…
      </p>
    </div>
  );
}
