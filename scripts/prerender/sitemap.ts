/**
 * sitemap.xml and robots.txt from the route table, with the same URLs as the pages' canonical
 * links; each URL with its language versions (the same hreflang set as the pages'
 * <link rel="alternate">).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from './template.ts';

/** A page's canonical URL, with its route (the same in both languages) and its language. */
export interface Canonical {
  url: string;
  route: string;
  locale: Locale;
}

/** The canonical URL a page's head names; a page without one stops the build. */
export function canonicalOf(html: string, page: string): string {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!canonical) throw new Error(`${page}: no canonical link`);
  return canonical;
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export async function writeSitemap(dist: string, canonicals: readonly Canonical[]): Promise<void> {
  const home = canonicals[0]?.url ?? '';
  const versions = (route: string) => canonicals.filter((c) => c.route === route);
  const alternate = (hreflang: string, url: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(url)}" />`;
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...canonicals.map(({ url, route }) => {
      const all = versions(route);
      const en = all.find((c) => c.locale === 'en')?.url ?? url;
      return [
        `  <url>`,
        `    <loc>${xmlEscape(url)}</loc>`,
        ...all.map((c) => alternate(c.locale, c.url)),
        alternate('x-default', en),
        `  </url>`,
      ].join('\n');
    }),
    '</urlset>',
    '',
  ].join('\n');
  await writeFile(path.join(dist, 'sitemap.xml'), sitemap);
  await writeFile(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', home).href}\n`,
  );
}
