import { company } from '../content/shell/company';
import type { ComponentType, LazyExoticComponent } from 'react';
import { productLists } from '../content/shell/productLists';
import { serviceIndex } from '../content/shell/serviceIndex';
import { productPageModule } from '../content/shell/productPages';
import { cardOf, listCardsModule, productOf } from '../content/productCards';
import { contentModule, type ContentName } from '../content/localized';
import { pageStringsModule, type PageStringsName } from '../i18n/pageStrings';
import { stringsModule } from '../i18n/strings';
import type { PartStrings } from '../i18n/partStrings';
import { moduleNamed, type SourceModule } from '../lib/sourceModule';
import { consultationCtaStrings, enquiryStrings } from '../features/enquiry/strings';
import { localizedPath, type Locale } from '../i18n/locale';
import { isReloading } from '../lib/chunkErrors';
import { preloadable } from '../early';
import type { ServiceKey } from '../content/shell/serviceIndex';
import type { ListKey, ProductId } from '../content/types';

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
  list: { readonly [K in keyof M]: SourceModule<M[K]> },
  make: (...loaded: M) => ComponentType,
): PageCode {
  const all: readonly SourceModule<unknown>[] = list;
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
type PageStringsPart = PageStringsName | Pick<PartStrings<unknown>, 'module'>;

/** Strings every page needs: the Quote dialog is in every page (src/features/enquiry/QuoteButton.tsx). */
const EVERY_PAGE_STRINGS: readonly PageStringsPart[] = [enquiryStrings];

function route(def: PageDef, locale: Locale): AppRoute {
  const strings = [...new Set([...def.strings, ...EVERY_PAGE_STRINGS])];
  // What the page reads besides its code, in its language: made when first asked for, since the
  // globs behind them exist only in a Vite build (Node imports this table too).
  const data = () => [
    stringsModule(locale),
    ...strings.map((part) =>
      typeof part === 'string' ? pageStringsModule(locale, part) : part.module(locale),
    ),
    ...(def.content ?? []).map((name) => contentModule(locale, name)),
  ];
  const load = () =>
    Promise.all([def.code(locale).load(), ...data().map((module) => module.load())]).then(
      ([Component]) => Component,
    );
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
    get sources() {
      return [...def.code(locale).sources, ...data().map((module) => module.source)];
    },
  };
}

/** The page templates of src/pages/ by name, and their modules' types (the glob below finds the files). */
interface Templates {
  AboutPage: typeof import('../pages/AboutPage');
  BrandsPage: typeof import('../pages/BrandsPage');
  CatalogsPage: typeof import('../pages/CatalogsPage');
  CategoryListPage: typeof import('../pages/CategoryListPage');
  ContactPage: typeof import('../pages/ContactPage');
  HomePage: typeof import('../pages/HomePage');
  NotFoundPage: typeof import('../pages/NotFoundPage');
  PrivacyPage: typeof import('../pages/PrivacyPage');
  ProductPage: typeof import('../pages/ProductPage');
  ResponsibilityPage: typeof import('../pages/ResponsibilityPage');
  ServicePage: typeof import('../pages/ServicePage');
  ServicesPage: typeof import('../pages/ServicesPage');
}

/** A page template, src/pages/<name>.tsx. */
const template = <N extends keyof Templates>(name: N): SourceModule<Templates[N]> =>
  // The glob's modules are untyped; `Templates` gives the type of the file of that name.
  moduleNamed(import.meta.glob('/src/pages/*.tsx'), name) as SourceModule<Templates[N]>;

/** The templates that export a component of their own name that takes no props: the screens'. */
type ScreenTemplate = {
  [N in keyof Templates]: Templates[N] extends Record<N, ComponentType> ? N : never;
}[keyof Templates];

const screen = <N extends ScreenTemplate>(
  path: string,
  heading: string,
  content: readonly ContentName[],
  strings: readonly PageStringsPart[],
  name: N,
): PageDef => ({
  path,
  heading,
  content,
  strings,
  // `ScreenTemplate` holds that the module exports a component called `name`.
  code: () => modules([template(name)], (m) => (m as Record<N, ComponentType>)[name]),
});

const listPage = (key: ListKey, path: string, heading: string): PageDef => ({
  path,
  heading,
  content: ['cardTexts'],
  strings: ['categoryList'],
  code: (locale) =>
    modules([template('CategoryListPage'), listCardsModule(key, locale)], ({ CategoryListPage }, cards) => {
      const Page = () => <CategoryListPage listKey={key} cards={cards} />;
      return Page;
    }),
});

const servicePage = (key: ServiceKey, path: string, heading: string): PageDef => ({
  path,
  heading,
  content: ['services', 'images'],
  strings: ['service', consultationCtaStrings],
  code: () =>
    modules([template('ServicePage')], ({ ServicePage }) => {
      const Page = () => <ServicePage serviceKey={key} />;
      return Page;
    }),
});

const productPage = (id: ProductId, list: ListKey): PageDef => ({
  path: `/${id}`,
  strings: ['product'],
  code: (locale) =>
    modules(
      [template('ProductPage'), productPageModule(id, locale), listCardsModule(list, locale)],
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
      const lists = homeCardLists.map((list) => listCardsModule(list, locale));
      return modules([template('HomePage'), ...lists], ({ HomePage }, ...cards) => {
        const all = cards.flat();
        const Page = () => <HomePage cards={all} />;
        return Page;
      });
    },
  },
  screen('/about', 'About', ['about', 'images'], ['about', consultationCtaStrings], 'AboutPage'),
  screen(
    '/responsibility',
    'Comprehensive solutions',
    ['about', 'images'],
    ['responsibility', consultationCtaStrings],
    'ResponsibilityPage',
  ),
  screen('/brands', 'Our Partners', ['partners', 'images'], ['brands'], 'BrandsPage'),
  screen(
    '/catalogs',
    'Medical equipment and consumables',
    ['catalog', 'images'],
    ['catalogs'],
    'CatalogsPage',
  ),
  ...productLists.map((list) => listPage(list.key, list.path, list.heading)),
  screen('/services', 'Our services', ['services', 'images'], ['services'], 'ServicesPage'),
  ...serviceIndex.map((s) => servicePage(s.key, s.path, s.heading)),
  screen('/contact', 'Ask question', ['departments'], ['contact', enquiryStrings], 'ContactPage'),
  screen('/privacy', 'Privacy notice', [], ['privacy'], 'PrivacyPage'),
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
    // The way to the Russian site is in Russian: its strings come with the page.
    strings: ['notFound', { module: () => pageStringsModule('ru', 'notFound') }],
    code: () => modules([template('NotFoundPage')], ({ NotFoundPage }) => NotFoundPage),
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
