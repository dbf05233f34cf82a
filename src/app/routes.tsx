import { company } from '../content/shell/company';
import type { ComponentType, LazyExoticComponent } from 'react';
import { productLists } from '../content/shell/productLists';
import { serviceIndex } from '../content/shell/serviceIndex';
import { loadProductPage, productPageFile } from '../content/shell/productPages';
import { cardOf, loadListCards, productOf } from '../content/productCards';
import { contentSource, loadContent, type ContentName } from '../content/localized';
import { loadPageStrings, pageStringsSource, type PageStringsName } from '../i18n/pageStrings';
import { loadStrings } from '../i18n/strings';
import type { PartStrings } from '../i18n/partStrings';
import { consultationCtaStrings, enquiryStrings } from '../features/enquiry/strings';
import { localizedPath, type Locale } from '../i18n/locale';
import { isReloading } from '../lib/chunkErrors';
import { preloadable } from '../early';
import type { ServiceKey } from '../content/shell/serviceIndex';
import type { ListCard, ListKey, ProductId, ProductPage } from '../content/types';

/**
 * THE route table: 15 screens and a page per product of src/content/shell/productLists.ts, every path a
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

/**
 * A module a page's preload fetches, and the source file the prerendered page names for it (the
 * boot script fetches the chunks of those files, all at once, before hydrating).
 */
interface PageModule<T> {
  source: string;
  load: () => Promise<T>;
}

/**
 * A page's code in a language: the source files of its modules and how it loads them. Both come
 * from one list of modules (`modules()`), so the page names every module its preload fetches: one
 * left out would be fetched only once the others had run, a request waterfall.
 */
interface PageCode {
  sources: readonly string[];
  load: () => Promise<ComponentType>;
}

/** The page made from its modules' exports, in the order they are listed. */
function modules<M extends readonly unknown[]>(
  list: { readonly [K in keyof M]: PageModule<M[K]> },
  make: (...loaded: M) => ComponentType,
): PageCode {
  const all: readonly PageModule<unknown>[] = list;
  return {
    sources: all.map((module) => module.source),
    load: () =>
      Promise.all(all.map((module) => module.load())).then((loaded) => make(...(loaded as unknown as M))),
  };
}

/** What a page needs in a language: its code, its content modules, its strings. */
interface PageDef {
  path: string;
  heading?: string;
  /** Screen content modules the page reads with useContent (src/content/localized.ts). */
  content?: readonly ContentName[];
  /** The page's own strings and its features', in the page's language. */
  strings: readonly PageStringsPart[];
  code: (locale: Locale) => PageCode;
}

/**
 * Strings a route loads: a page's own (a name of src/i18n/pageStrings.ts) or a feature's part (its
 * folder's strings.ts, src/i18n/partStrings.ts).
 */
type PageStringsPart = PageStringsName | Pick<PartStrings<unknown>, 'load' | 'source'>;

const STRINGS_SOURCE: Readonly<Record<Locale, string>> = { en: 'src/i18n/en.ts', ru: 'src/i18n/ru.ts' };

/** Strings every page needs: the Quote dialog is in every page (src/features/enquiry/QuoteButton.tsx). */
const EVERY_PAGE_STRINGS: readonly PageStringsPart[] = [enquiryStrings];

function route(def: PageDef, locale: Locale): AppRoute {
  const content = def.content ?? [];
  const strings = [...new Set([...def.strings, ...EVERY_PAGE_STRINGS])];
  const pageStrings = strings.filter((part) => typeof part === 'string');
  const parts = strings.filter((part) => typeof part !== 'string');
  const code = def.code(locale);
  const load = () =>
    Promise.all([
      code.load(),
      loadStrings(locale),
      loadPageStrings(locale, pageStrings),
      ...parts.map((part) => part.load(locale)),
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
      ...code.sources,
      STRINGS_SOURCE[locale],
      ...strings.map((part) =>
        typeof part === 'string' ? pageStringsSource(part, locale) : part.source(locale),
      ),
      ...content.map((name) => contentSource(name, locale)),
    ],
  };
}

/** A page template of src/pages/ (`file` without .tsx), loaded by `load`. */
const template = <T,>(file: string, load: () => Promise<T>): PageModule<T> => ({
  source: `src/pages/${file}.tsx`,
  load,
});

/** The cards of a list in a language (src/content/productCards/). */
const listCards = (list: ListKey, locale: Locale): PageModule<readonly ListCard[]> => ({
  source: `src/content/productCards/${list}${locale === 'ru' ? '.ru' : ''}.ts`,
  load: () => loadListCards[list](locale),
});

/** A product's page module in a language (src/content/shell/productPages.ts). */
function productText(id: ProductId, locale: Locale): PageModule<ProductPage> {
  return {
    source: `src/content/products/${productPageFile(id, locale)}`,
    load: () => loadProductPage(id, locale),
  };
}

const screen = (
  path: string,
  heading: string,
  content: readonly ContentName[],
  strings: readonly PageStringsPart[],
  page: PageModule<ComponentType>,
): PageDef => ({ path, heading, content, strings, code: () => modules([page], (Page) => Page) });

const listPage = (key: ListKey, path: string, heading: string): PageDef => ({
  path,
  heading,
  content: ['cardTexts'],
  strings: ['categoryList'],
  code: (locale) =>
    modules(
      [template('CategoryListPage', () => import('../pages/CategoryListPage')), listCards(key, locale)],
      ({ CategoryListPage }, cards) => {
        const Page = () => <CategoryListPage listKey={key} cards={cards} />;
        return Page;
      },
    ),
});

const servicePage = (key: ServiceKey, path: string, heading: string): PageDef => ({
  path,
  heading,
  content: ['services', 'images'],
  strings: ['service', consultationCtaStrings],
  code: () =>
    modules([template('ServicePage', () => import('../pages/ServicePage'))], ({ ServicePage }) => {
      const Page = () => <ServicePage serviceKey={key} />;
      return Page;
    }),
});

const productPage = (id: ProductId, list: ListKey): PageDef => ({
  path: `/${id}`,
  strings: ['product'],
  code: (locale) =>
    modules(
      [
        template('ProductPage', () => import('../pages/ProductPage')),
        productText(id, locale),
        listCards(list, locale),
      ],
      ({ ProductPage: Template }, page, cards) => {
        const product = productOf(cardOf(cards, id), page);
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
    code: (locale) => {
      const lists = homeCardLists.map((list) => listCards(list, locale));
      return modules(
        [template('HomePage', () => import('../pages/HomePage')), ...lists],
        ({ HomePage }, ...cards) => {
          const all = cards.flat();
          const Page = () => <HomePage cards={all} />;
          return Page;
        },
      );
    },
  },
  screen(
    '/about',
    'About',
    ['about', 'images'],
    ['about', consultationCtaStrings],
    template('AboutPage', () => import('../pages/AboutPage').then((m) => m.AboutPage)),
  ),
  screen(
    '/responsibility',
    'Comprehensive solutions',
    ['about', 'images'],
    ['responsibility', consultationCtaStrings],
    template('ResponsibilityPage', () =>
      import('../pages/ResponsibilityPage').then((m) => m.ResponsibilityPage),
    ),
  ),
  screen(
    '/brands',
    'Our Partners',
    ['partners', 'images'],
    ['brands'],
    template('BrandsPage', () => import('../pages/BrandsPage').then((m) => m.BrandsPage)),
  ),
  screen(
    '/catalogs',
    'Medical equipment and consumables',
    ['catalog', 'images'],
    ['catalogs'],
    template('CatalogsPage', () => import('../pages/CatalogsPage').then((m) => m.CatalogsPage)),
  ),
  ...productLists.map((list) => listPage(list.key, list.path, list.heading)),
  screen(
    '/services',
    'Our services',
    ['services', 'images'],
    ['services'],
    template('ServicesPage', () => import('../pages/ServicesPage').then((m) => m.ServicesPage)),
  ),
  ...serviceIndex.map((s) => servicePage(s.key, s.path, s.heading)),
  screen(
    '/contact',
    'Ask question',
    ['departments'],
    ['contact', enquiryStrings],
    template('ContactPage', () => import('../pages/ContactPage').then((m) => m.ContactPage)),
  ),
  screen(
    '/privacy',
    'Privacy notice',
    [],
    ['privacy'],
    template('PrivacyPage', () => import('../pages/PrivacyPage').then((m) => m.PrivacyPage)),
  ),
];

const productPages: readonly PageDef[] = productLists.flatMap((list) =>
  list.ids.map((id) => productPage(id, list.key)),
);

export const screenRoutes: readonly AppRoute[] = screenPages.map((def) => route(def, 'en'));
export const productRoutes: readonly AppRoute[] = productPages.map((def) => route(def, 'en'));

/** The 52 English routes. */
export const routes: readonly AppRoute[] = [...screenRoutes, ...productRoutes];

/** The same 52 routes in Russian, at /ru<route>. */
export const ruRoutes: readonly AppRoute[] = [...screenPages, ...productPages].map((def) => route(def, 'ru'));

/** Every prerendered page: 52 routes in two languages. */
export const allRoutes: readonly AppRoute[] = [...routes, ...ruRoutes];

/** One not-found page (404.html) for both languages: English, with a way to the Russian site. */
export const notFoundRoute: AppRoute = route(
  {
    path: '*',
    heading: 'Page not found',
    strings: ['notFound'],
    // The way to the Russian site is in Russian: its strings come with the page.
    code: () =>
      modules(
        [
          template('NotFoundPage', () => import('../pages/NotFoundPage')),
          { source: pageStringsSource('notFound', 'ru'), load: () => loadPageStrings('ru', ['notFound']) },
        ],
        ({ NotFoundPage }, _ruStrings) => NotFoundPage,
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
