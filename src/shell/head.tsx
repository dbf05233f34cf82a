import { createContext, useContext, useEffect } from 'react';
import { LANG, localeOfPath, localizedPath, OG_LOCALE, routeOfPath, type Locale } from '../i18n/locale';
import { absoluteUrl, siteName } from '../lib/site';

/** What a page puts in the document head. Every page renders exactly one <Head>. */
export interface PageMeta {
  /** Full document title, e.g. 'HP300 Plus Tissue Processor | Histopathology | IVM Medical'. */
  title: string;
  description: string;
  /** The route path, for the canonical URL. */
  path: string;
  /**
   * Image for link previews (a URL path, 1200x630). By default the page's own card, which the
   * build draws from the page's artwork and title (scripts/og.ts): `ogImagePath(path)`.
   */
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** JSON-LD objects, written as application/ld+json data blocks. */
  jsonLd?: readonly object[];
  noindex?: boolean;
}

/** On the server the prerenderer collects the meta here; in the browser it is null. */
export interface HeadCollector {
  set(meta: PageMeta): void;
}

export const HeadContext = createContext<HeadCollector | null>(null);

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON for a <script type="application/ld+json"> block: '<' is escaped so no text can close the tag. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

interface Tag {
  kind: 'meta' | 'link';
  key: 'name' | 'property' | 'rel';
  id: string;
  value: string;
  /** For rel="alternate": the language of the linked version. */
  hreflang?: string;
}

const OTHER: Readonly<Record<Locale, Locale>> = { en: 'ru', ru: 'en' };

/**
 * The language versions of a page: English (also x-default) and Russian, absolute, the same on both
 * versions so the pairs are reciprocal.
 */
function alternates(path: string): Tag[] {
  const route = routeOfPath(path);
  const url = (locale: Locale) => absoluteUrl(localizedPath(route, locale));
  return [
    { kind: 'link', key: 'rel', id: 'alternate', hreflang: LANG.en, value: url('en') },
    { kind: 'link', key: 'rel', id: 'alternate', hreflang: LANG.ru, value: url('ru') },
    { kind: 'link', key: 'rel', id: 'alternate', hreflang: 'x-default', value: url('en') },
  ];
}

/** The JSON-LD of a page, each object stating the page's language. */
function withLanguage(meta: PageMeta): object[] {
  const inLanguage = LANG[localeOfPath(meta.path)];
  return (meta.jsonLd ?? []).map((data) => ({ ...data, inLanguage }));
}

/** The URL path of a page's Open Graph card, made at build time: '/og/home.png', '/og/hist4.png'. */
export function ogImagePath(path: string): string {
  const name = path === '/' ? 'home' : path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
  return `/og/${name}.png`;
}

function tagsFor(meta: PageMeta): Tag[] {
  const url = absoluteUrl(meta.path);
  const image = absoluteUrl(meta.image ?? ogImagePath(meta.path));
  const locale = localeOfPath(meta.path);
  const tags: Tag[] = [
    { kind: 'meta', key: 'name', id: 'description', value: meta.description },
    // A page kept out of search (the not-found page) names no canonical URL: it has none.
    ...(meta.noindex
      ? []
      : ([
          { kind: 'link', key: 'rel', id: 'canonical', value: url },
          ...alternates(meta.path),
          { kind: 'meta', key: 'property', id: 'og:url', value: url },
        ] as const)),
    { kind: 'meta', key: 'property', id: 'og:locale', value: OG_LOCALE[locale] },
    { kind: 'meta', key: 'property', id: 'og:locale:alternate', value: OG_LOCALE[OTHER[locale]] },
    { kind: 'meta', key: 'property', id: 'og:site_name', value: siteName },
    { kind: 'meta', key: 'property', id: 'og:type', value: meta.type === 'product' ? 'product' : 'website' },
    { kind: 'meta', key: 'property', id: 'og:title', value: meta.title },
    { kind: 'meta', key: 'property', id: 'og:description', value: meta.description },
    { kind: 'meta', key: 'property', id: 'og:image', value: image },
    {
      kind: 'meta',
      key: 'property',
      id: 'og:image:type',
      value: /\.jpe?g$/i.test(image) ? 'image/jpeg' : 'image/png',
    },
    { kind: 'meta', key: 'property', id: 'og:image:width', value: '1200' },
    { kind: 'meta', key: 'property', id: 'og:image:height', value: '630' },
    { kind: 'meta', key: 'property', id: 'og:image:alt', value: meta.title },
    { kind: 'meta', key: 'name', id: 'twitter:card', value: 'summary_large_image' },
    { kind: 'meta', key: 'name', id: 'twitter:title', value: meta.title },
    { kind: 'meta', key: 'name', id: 'twitter:description', value: meta.description },
    { kind: 'meta', key: 'name', id: 'twitter:image', value: image },
    { kind: 'meta', key: 'name', id: 'twitter:image:alt', value: meta.title },
  ];
  if (meta.noindex) tags.push({ kind: 'meta', key: 'name', id: 'robots', value: 'noindex' });
  return tags;
}

/** The head tags of a page as HTML, for the prerenderer. */
export function renderHeadTags(meta: PageMeta): string {
  const lines = [`<title>${escapeHtml(meta.title)}</title>`];
  for (const tag of tagsFor(meta)) {
    lines.push(
      tag.kind === 'meta'
        ? `<meta ${tag.key}="${tag.id}" content="${escapeHtml(tag.value)}" />`
        : `<link rel="${tag.id}"${tag.hreflang ? ` hreflang="${tag.hreflang}"` : ''} href="${escapeHtml(tag.value)}" />`,
    );
  }
  for (const data of withLanguage(meta)) {
    lines.push(`<script type="application/ld+json">${jsonLdText(data)}</script>`);
  }
  return lines.join('\n    ');
}

function applyToDocument(meta: PageMeta): void {
  document.title = meta.title;
  for (const tag of tagsFor(meta)) {
    const selector =
      tag.kind === 'meta'
        ? `meta[${tag.key}="${tag.id}"]`
        : `link[rel="${tag.id}"]${tag.hreflang ? `[hreflang="${tag.hreflang}"]` : ''}`;
    let el = document.head.querySelector<HTMLMetaElement | HTMLLinkElement>(selector);
    if (!el) {
      el = document.createElement(tag.kind);
      el.setAttribute(tag.key, tag.id);
      if (tag.hreflang) el.setAttribute('hreflang', tag.hreflang);
      document.head.appendChild(el);
    }
    el.setAttribute(tag.kind === 'meta' ? 'content' : 'href', tag.value);
  }
  if (!meta.noindex) document.head.querySelector('meta[name="robots"]')?.remove();
  if (meta.noindex) {
    document.head.querySelector('link[rel="canonical"]')?.remove();
    document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((el) => el.remove());
    document.head.querySelector('meta[property="og:url"]')?.remove();
  }
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((el) => el.remove());
  for (const data of withLanguage(meta)) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = jsonLdText(data);
    document.head.appendChild(script);
  }
}

/** Declares the page's head. Renders nothing in the body. */
export function Head(meta: PageMeta) {
  const collector = useContext(HeadContext);
  collector?.set(meta);
  const key = JSON.stringify(meta);
  useEffect(() => {
    // Prerendered pages already carry these tags; rewriting them is harmless and keeps
    // client-side navigation in step with the prerendered HTML.
    applyToDocument(JSON.parse(key) as PageMeta);
  }, [key]);
  return null;
}

/** Longest title search results show whole; a longer one drops its section parts. */
export const MAX_TITLE_LENGTH = 70;

/**
 * Title in the site's style: 'Page | Section | IVM Medical'. When that is longer than search results
 * show, the section goes: 'Integrated Hospital Design and Equipment Provision | IVM Medical'.
 */
export function pageTitle(...parts: string[]): string {
  const full = [...parts, siteName].join(' | ');
  if (full.length <= MAX_TITLE_LENGTH || parts.length < 2) return full;
  return [parts[0], siteName].join(' | ');
}

/**
 * A product page's title: 'Product | List | IVM Medical', the list always kept: it says what kind
 * of product a trade name is ('Molecular Mouse | Laboratory Supplies | IVM Medical'), in either
 * language. The content keeps it short: a product's `titleName`, the list's name in titles
 * (src/i18n/<locale>/pages/product.ts). A Russian title can run a few characters past
 * MAX_TITLE_LENGTH, where a trade name needs a Russian word beside it and the list name is long.
 */
export function productTitle(product: string, list: string): string {
  return [product, list, siteName].join(' | ');
}
