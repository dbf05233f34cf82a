import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { productIndex } from '../content/productIndex';
import { serviceIndex } from '../content/serviceIndex';
import { loadProduct } from '../content/products';
import { loadListPictures } from '../content/productImages';
import { isReloading } from './chunkErrors';
import type { ServiceKey } from '../content/serviceIndex';
import type { ListKey, ProductId } from '../content/types';

/**
 * THE route table: 14 screens and 37 product pages, every path a fixed string, each page its own
 * lazily loaded chunk (a product route loads its template and its own content module only).
 */
export interface AppRoute {
  path: string;
  /** The text the page's h1 contains (used by tests and the sitemap). */
  heading: string;
  Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the page's code; resolves when it can render without suspending. */
  preload: () => Promise<unknown>;
  /** Source modules of the page: the prerendered HTML lists their chunks for the boot script to fetch. */
  sources: readonly string[];
}

function route(
  path: string,
  heading: string,
  sources: readonly string[],
  load: () => Promise<ComponentType>,
): AppRoute {
  let pending: Promise<{ default: ComponentType }> | undefined;
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    (pending ??= load().then(
      (Component) => {
        loaded = { default: Component };
        return loaded;
      },
      (error: unknown) => {
        // A chunk went missing (a redeploy) and the page is reloading: show the fallback until then
        // instead of an error. Otherwise let the error boundary report it.
        if (isReloading()) return new Promise<never>(() => undefined);
        pending = undefined;
        throw error;
      },
    ));
  // Once preloaded, the lazy component resolves synchronously (React reads a thenable that calls back
  // at once), so the prerenderer and hydration render the page itself, never the Suspense fallback.
  const Component = lazy(() =>
    loaded ? (syncThenable(loaded) as Promise<{ default: ComponentType }>) : preload(),
  );
  return { path, heading, Component, preload, sources };
}

function syncThenable<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((v: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return syncThenable(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}

const listRoute = (key: ListKey, path: string, heading: string) =>
  route(path, heading, ['src/pages/CategoryListPage.tsx', `src/content/productImages/${key}.ts`], () =>
    Promise.all([import('../pages/CategoryListPage'), loadListPictures[key]()]).then(
      ([{ CategoryListPage }, pictures]) => {
        const Page = () => <CategoryListPage listKey={key} pictures={pictures} />;
        return Page;
      },
    ),
  );

const serviceRoute = (key: ServiceKey, path: string, heading: string) =>
  route(path, heading, ['src/pages/ServicePage.tsx'], () =>
    import('../pages/ServicePage').then(({ ServicePage }) => {
      const Page = () => <ServicePage serviceKey={key} />;
      return Page;
    }),
  );

const productRoute = (id: ProductId, list: ListKey, path: string, heading: string) =>
  route(
    path,
    heading,
    ['src/pages/ProductPage.tsx', `src/content/products/${id}.ts`, `src/content/productImages/${list}.ts`],
    () =>
      Promise.all([import('../pages/ProductPage'), loadProduct[id](), loadListPictures[list]()]).then(
        ([{ ProductPage }, content, pictures]) => {
          const product = content.default;
          const Page = () => <ProductPage product={product} pictures={pictures} />;
          return Page;
        },
      ),
  );

export const screenRoutes: readonly AppRoute[] = [
  route('/', 'IVM Medical Equipment Trading', ['src/pages/HomePage.tsx'], () =>
    import('../pages/HomePage').then((m) => m.HomePage),
  ),
  route('/about', 'About', ['src/pages/AboutPage.tsx'], () =>
    import('../pages/AboutPage').then((m) => m.AboutPage),
  ),
  route('/responsibility', 'Comprehensive solutions', ['src/pages/ResponsibilityPage.tsx'], () =>
    import('../pages/ResponsibilityPage').then((m) => m.ResponsibilityPage),
  ),
  route('/brands', 'Our Partners', ['src/pages/BrandsPage.tsx'], () =>
    import('../pages/BrandsPage').then((m) => m.BrandsPage),
  ),
  route('/catalogs', 'Medical equipment and consumables', ['src/pages/CatalogsPage.tsx'], () =>
    import('../pages/CatalogsPage').then((m) => m.CatalogsPage),
  ),
  ...productIndex.map((list) => listRoute(list.key, list.path, list.heading)),
  route('/services', 'Our services', ['src/pages/ServicesPage.tsx'], () =>
    import('../pages/ServicesPage').then((m) => m.ServicesPage),
  ),
  ...serviceIndex.map((s) => serviceRoute(s.key, s.path, s.heading)),
  route('/contact', 'Ask question', ['src/pages/ContactPage.tsx'], () =>
    import('../pages/ContactPage').then((m) => m.ContactPage),
  ),
];

export const productRoutes: readonly AppRoute[] = productIndex.flatMap((list) =>
  list.items.map((item) => productRoute(item.id, list.key, `/${item.id}`, item.name)),
);

export const routes: readonly AppRoute[] = [...screenRoutes, ...productRoutes];

export const notFoundRoute: AppRoute = route('*', 'Page not found', ['src/pages/NotFoundPage.tsx'], () =>
  import('../pages/NotFoundPage').then((m) => m.NotFoundPage),
);

/** The route for a path, ignoring a trailing slash; the not-found route when none matches. */
export function matchRoute(pathname: string): AppRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((r) => r.path === path) ?? notFoundRoute;
}
