import { company } from '../content/shell/company';
import type { ComponentType, LazyExoticComponent } from 'react';
import { productLists } from '../content/shell/productLists';
import { serviceIndex } from '../content/shell/serviceIndex';
import { cardOf, loadListCards, productOf } from '../content/productCards';
import { contentSource, loadContent, type ContentName } from '../content/localized';
import { loadPageStrings, pageStringsSource, type PageStringsName } from '../i18n/pageStrings';
import { loadStrings } from '../i18n/strings';
import { localizedPath, type Locale } from '../i18n/locale';
import { isReloading } from './chunkErrors';
import { preloadable } from './preloadable';
import type { ServiceKey } from '../content/shell/serviceIndex';
import type { ListKey, ProductId, ProductPage } from '../content/types';

/**
 * THE route table: 14 screens and a page per product of src/content/productLists.ts, every path a
 * fixed string, each page its own lazily loaded chunk (a product route loads its template, its own
 * page module and its list's cards only). Every route is there twice: in English at `/<route>`
 * (`routes`) and in Russian at `/ru<route>` (`ruRoutes`); a route's preload also loads the
 * interface strings and the content of its language, and nothing of the other.
 */
export interface AppRoute {
  path: string;
  locale: Locale;
  /** The English route of the page (the same for both languages): '/hist4' for '/ru/hist4'. */
  route: string;
  /**
   * The text the page's h1 contains (used by tests), English routes only. Product routes leave it
   * out: the name is in the product's card, which only the pages that show it load.
   */
  heading?: string;
  Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the page's code; resolves when it can render without suspending. */
  preload: () => Promise<unknown>;
  /** Source modules of the page: the prerendered HTML lists their chunks for the boot script to fetch. */
  sources: readonly string[];
}

/** What a page needs in a language: its code, its content modules, its sources. */
interface PageDef {
  path: string;
  heading?: string;
  /** Screen content modules the page reads with useContent (src/content/localized.ts). */
  content?: readonly ContentName[];
  /** The page's own strings (src/i18n/pageStrings.ts), in the page's language. */
  strings: readonly PageStringsName[];
  sources: (locale: Locale) => readonly string[];
  load: (locale: Locale) => Promise<ComponentType>;
}

const STRINGS_SOURCE: Readonly<Record<Locale, string>> = { en: 'src/i18n/en.ts', ru: 'src/i18n/ru.ts' };

function route(def: PageDef, locale: Locale): AppRoute {
  const content = def.content ?? [];
  const load = () =>
    Promise.all([
      def.load(locale),
      loadStrings(locale),
      loadPageStrings(locale, def.strings),
      loadContent(locale, content),
    ]).then(([Component]) => Component);
  // A chunk went missing (a redeploy) and the page is reloading: show the fallback until then
  // instead of an error. Otherwise let the error boundary report it.
  const page = preloadable<object>(load, () =>
    isReloading() ? new Promise<never>(() => undefined) : undefined,
  );
  return {
    path: localizedPath(def.path, locale),
    locale,
    route: def.path,
    heading: locale === 'en' ? def.heading : undefined,
    get Component() {
      return page.Component;
    },
    preload: page.preload,
    sources: [
      ...def.sources(locale),
      STRINGS_SOURCE[locale],
      ...def.strings.map((name) => pageStringsSource(name, locale)),
      ...content.map((name) => contentSource(name, locale)),
    ],
  };
}

const screen = (
  path: string,
  heading: string,
  file: string,
  content: readonly ContentName[],
  strings: readonly PageStringsName[],
  load: () => Promise<ComponentType>,
): PageDef => ({ path, heading, content, strings, sources: () => [`src/pages/${file}.tsx`], load });

const listPage = (key: ListKey, path: string, heading: string): PageDef => ({
  path,
  heading,
  content: ['cardTexts'],
  strings: ['categoryList'],
  sources: (locale) => ['src/pages/CategoryListPage.tsx', cardsSource(key, locale)],
  load: (locale) =>
    Promise.all([import('../pages/CategoryListPage'), loadListCards[key](locale)]).then(
      ([{ CategoryListPage }, cards]) => {
        const Page = () => <CategoryListPage listKey={key} cards={cards} />;
        return Page;
      },
    ),
});

const servicePage = (key: ServiceKey, path: string, heading: string): PageDef => ({
  path,
  heading,
  content: ['services', 'images'],
  strings: ['service', 'consultationCta'],
  sources: () => ['src/pages/ServicePage.tsx'],
  load: () =>
    import('../pages/ServicePage').then(({ ServicePage }) => {
      const Page = () => <ServicePage serviceKey={key} />;
      return Page;
    }),
});

const cardsSource = (list: ListKey, locale: Locale) =>
  `src/content/productCards/${list}${locale === 'ru' ? '.ru' : ''}.ts`;

/**
 * A product's page module in a language (src/content/products/<id>/page.ts or page.ru.ts). The globs
 * are read inside the function, not at the top: Node imports this file too (the end-to-end tests)
 * and knows no import.meta.glob.
 */
function loadPage(id: ProductId, locale: Locale): Promise<{ default: ProductPage }> {
  const pages =
    locale === 'ru'
      ? import.meta.glob<{ default: ProductPage }>('./*/page.ru.ts', { base: '../content/products' })
      : import.meta.glob<{ default: ProductPage }>('./*/page.ts', { base: '../content/products' });
  const file = `./${id}/page${locale === 'ru' ? '.ru' : ''}.ts`;
  return pages[file]?.() ?? Promise.reject(new Error(`No ${file} in src/content/products`));
}

const productPage = (id: ProductId, list: ListKey): PageDef => ({
  path: `/${id}`,
  strings: ['product'],
  sources: (locale) => [
    'src/pages/ProductPage.tsx',
    `src/content/products/${id}/page${locale === 'ru' ? '.ru' : ''}.ts`,
    cardsSource(list, locale),
  ],
  load: (locale) =>
    Promise.all([import('../pages/ProductPage'), loadPage(id, locale), loadListCards[list](locale)]).then(
      ([{ ProductPage: Template }, page, cards]) => {
        const product = productOf(cardOf(cards, id), page.default);
        const Page = () => <Template product={product} cards={cards} />;
        return Page;
      },
    ),
});

/** The lists whose products the home page's overview shows (its cards, in the page's language). */
const homeCardLists: readonly ListKey[] = ['bacteriology', 'cytology', 'histopathology'];

const screenPages: readonly PageDef[] = [
  {
    path: '/',
    heading: company.name,
    content: ['home', 'images', 'partners', 'services'],
    strings: ['home'],
    sources: (locale) => [
      'src/pages/HomePage.tsx',
      ...homeCardLists.map((list) => cardsSource(list, locale)),
    ],
    load: (locale) =>
      Promise.all([
        import('../pages/HomePage'),
        Promise.all(homeCardLists.map((list) => loadListCards[list](locale))),
      ]).then(([{ HomePage }, lists]) => {
        const cards = lists.flat();
        const Page = () => <HomePage cards={cards} />;
        return Page;
      }),
  },
  screen('/about', 'About', 'AboutPage', ['about', 'images'], ['about', 'consultationCta'], () =>
    import('../pages/AboutPage').then((m) => m.AboutPage),
  ),
  screen(
    '/responsibility',
    'Comprehensive solutions',
    'ResponsibilityPage',
    ['about', 'images'],
    ['responsibility', 'consultationCta'],
    () => import('../pages/ResponsibilityPage').then((m) => m.ResponsibilityPage),
  ),
  screen('/brands', 'Our Partners', 'BrandsPage', ['partners', 'images'], ['brands'], () =>
    import('../pages/BrandsPage').then((m) => m.BrandsPage),
  ),
  screen(
    '/catalogs',
    'Medical equipment and consumables',
    'CatalogsPage',
    ['catalog', 'images'],
    ['catalogs'],
    () => import('../pages/CatalogsPage').then((m) => m.CatalogsPage),
  ),
  ...productLists.map((list) => listPage(list.key, list.path, list.heading)),
  screen('/services', 'Our services', 'ServicesPage', ['services', 'images'], ['services'], () =>
    import('../pages/ServicesPage').then((m) => m.ServicesPage),
  ),
  ...serviceIndex.map((s) => servicePage(s.key, s.path, s.heading)),
  screen('/contact', 'Ask question', 'ContactPage', ['departments'], ['contact', 'enquiry'], () =>
    import('../pages/ContactPage').then((m) => m.ContactPage),
  ),
];

const productPages: readonly PageDef[] = productLists.flatMap((list) =>
  list.ids.map((id) => productPage(id, list.key)),
);

export const screenRoutes: readonly AppRoute[] = screenPages.map((def) => route(def, 'en'));
export const productRoutes: readonly AppRoute[] = productPages.map((def) => route(def, 'en'));

/** The 51 English routes. */
export const routes: readonly AppRoute[] = [...screenRoutes, ...productRoutes];

/** The same 51 routes in Russian, at /ru<route>. */
export const ruRoutes: readonly AppRoute[] = [...screenPages, ...productPages].map((def) => route(def, 'ru'));

/** Every prerendered page: 51 routes in two languages. */
export const allRoutes: readonly AppRoute[] = [...routes, ...ruRoutes];

/** One not-found page (404.html) for both languages: English, with a way to the Russian site. */
export const notFoundRoute: AppRoute = route(
  {
    path: '*',
    heading: 'Page not found',
    strings: ['notFound'],
    sources: () => ['src/pages/NotFoundPage.tsx', pageStringsSource('notFound', 'ru')],
    load: () =>
      Promise.all([import('../pages/NotFoundPage'), loadPageStrings('ru', ['notFound'])]).then(
        ([m]) => m.NotFoundPage,
      ),
  },
  'en',
);

/** The route for a path, ignoring a trailing slash ('/ru/' is the Russian home page); else not found. */
export function matchRoute(pathname: string): AppRoute {
  const path = pathname.length > 1 && pathname !== '/ru/' ? pathname.replace(/\/+$/, '') : pathname;
  const wanted = path === '/ru' ? '/ru/' : path;
  return allRoutes.find((r) => r.path === wanted) ?? notFoundRoute;
}

/** The route of the same page in the other language (the language switch, hreflang). */
export function routeIn(route: AppRoute, locale: Locale): AppRoute | undefined {
  return allRoutes.find((r) => r.route === route.route && r.locale === locale);
}
