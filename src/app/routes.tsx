import { company } from '../content/shell/company';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { productLists } from '../content/shell/productLists';
import { serviceIndex } from '../content/shell/serviceIndex';
import { cardOf, loadListCards } from '../content/productCards';
import { isReloading } from './chunkErrors';
import type { ServiceKey } from '../content/shell/serviceIndex';
import type { ListKey, ProductId, ProductPage } from '../content/types';

/**
 * THE route table: 14 screens and a page per product of src/content/productLists.ts, every path a
 * fixed string, each page its own lazily loaded chunk (a product route loads its template, its own
 * page module and its list's cards only).
 */
export interface AppRoute {
  path: string;
  /**
   * The text the page's h1 contains (used by tests). Product routes leave it out: the name is in the
   * product's card, which only the pages that show it load.
   */
  heading?: string;
  Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the page's code; resolves when it can render without suspending. */
  preload: () => Promise<unknown>;
  /** Source modules of the page: the prerendered HTML lists their chunks for the boot script to fetch. */
  sources: readonly string[];
}

function route(
  path: string,
  heading: string | undefined,
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
  return heading === undefined
    ? { path, Component, preload, sources }
    : { path, heading, Component, preload, sources };
}

function syncThenable<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((v: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return syncThenable(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}

const listRoute = (key: ListKey, path: string, heading: string) =>
  route(path, heading, ['src/pages/CategoryListPage.tsx', `src/content/productCards/${key}.ts`], () =>
    Promise.all([import('../pages/CategoryListPage'), loadListCards[key]()]).then(
      ([{ CategoryListPage }, cards]) => {
        const Page = () => <CategoryListPage listKey={key} cards={cards} />;
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

/**
 * A product's page module (src/content/products/<id>/page.ts). The glob is read inside the function,
 * not at the top: Node imports this file too (the end-to-end tests) and knows no import.meta.glob.
 */
function loadPage(id: ProductId): Promise<{ default: ProductPage }> {
  const pages = import.meta.glob<{ default: ProductPage }>('./*/page.ts', { base: '../content/products' });
  return pages[`./${id}/page.ts`]?.() ?? Promise.reject(new Error(`No page.ts for ${id}`));
}

const productRoute = (id: ProductId, list: ListKey) =>
  route(
    `/${id}`,
    undefined,
    [
      'src/pages/ProductPage.tsx',
      `src/content/products/${id}/page.ts`,
      `src/content/productCards/${list}.ts`,
    ],
    () =>
      Promise.all([import('../pages/ProductPage'), loadPage(id), loadListCards[list]()]).then(
        ([{ ProductPage: Template }, page, cards]) => {
          const product = { ...cardOf(cards, id), ...page.default };
          const Page = () => <Template product={product} cards={cards} />;
          return Page;
        },
      ),
  );

export const screenRoutes: readonly AppRoute[] = [
  route('/', company.name, ['src/pages/HomePage.tsx'], () =>
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
  ...productLists.map((list) => listRoute(list.key, list.path, list.heading)),
  route('/services', 'Our services', ['src/pages/ServicesPage.tsx'], () =>
    import('../pages/ServicesPage').then((m) => m.ServicesPage),
  ),
  ...serviceIndex.map((s) => serviceRoute(s.key, s.path, s.heading)),
  route('/contact', 'Ask question', ['src/pages/ContactPage.tsx'], () =>
    import('../pages/ContactPage').then((m) => m.ContactPage),
  ),
];

export const productRoutes: readonly AppRoute[] = productLists.flatMap((list) =>
  list.ids.map((id) => productRoute(id, list.key)),
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
