/**
 * The prerender, after the client and server builds: one HTML file per route and the 404 page, then
 * what is made from them all (link-preview cards, sitemap and robots.txt, the offline catalogue's
 * list, _headers). Each job is a module of prerender/; this file runs them in order.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { completeCatalogue, emptyCatalogue, keepInCatalogue, writeCatalogue } from './prerender/catalogue.ts';
import { writeHeaders } from './prerender/headers.ts';
import { ogCardFor, writeOgCards, type PageCard } from './prerender/ogCards.ts';
import { canonicalOf, writeSitemap, type Canonical } from './prerender/sitemap.ts';
import { fileFor, pageAssembler, type Locale, type Rendered } from './prerender/template.ts';

interface ServerEntry {
  render(url: string): Promise<Rendered>;
  routes: readonly { path: string; locale: Locale; route: string; sources: readonly string[] }[];
  notFoundRoute: { sources: readonly string[] };
}

export async function prerender({
  dist,
  serverEntry,
}: {
  dist: string;
  serverEntry: string;
}): Promise<number> {
  const assemble = await pageAssembler(dist);
  const server = (await import(pathToFileURL(path.resolve(serverEntry)).href)) as ServerEntry;
  const page = async (url: string, sources: readonly string[], locale: Locale = 'en') =>
    assemble(await server.render(url), sources, locale);

  const titles = new Set<string>();
  const cards: PageCard[] = [];
  const canonicals: Canonical[] = [];
  const catalogue = emptyCatalogue();
  for (const route of server.routes) {
    const html = await page(route.path, route.sources, route.locale);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    if (!title || titles.has(title)) throw new Error(`${route.path}: missing or duplicate title "${title}"`);
    titles.add(title);
    canonicals.push({ url: canonicalOf(html, route.path), route: route.route, locale: route.locale });
    cards.push(ogCardFor(dist, html));
    const file = fileFor(dist, route.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    keepInCatalogue(catalogue[route.locale], route.path, html, dist);
  }
  const notFound = await page('/404', server.notFoundRoute.sources);
  cards.push(ogCardFor(dist, notFound));
  await writeFile(path.join(dist, '404.html'), notFound);

  await writeOgCards(cards);
  await writeSitemap(dist, canonicals);
  completeCatalogue(dist, catalogue);
  await writeCatalogue(dist, catalogue);
  const pages = server.routes.map((route) => route.path);
  await writeHeaders(dist, pages);

  await rm(path.join(dist, '.vite'), { recursive: true, force: true });
  return server.routes.length + 1;
}
