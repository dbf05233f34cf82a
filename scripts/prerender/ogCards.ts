/**
 * Open Graph card data: what each page's link-preview card shows, read from the page's HTML, then
 * the cards drawn (../og.ts) once every page is written.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeOgCard, type OgCard } from '../og.ts';

/** A card to draw and the file it goes to (the page's og:image). */
export interface PageCard {
  card: OgCard;
  file: string;
}

/** The value of a meta tag (by name or property) in prerendered head markup. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return tag?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * What the page's Open Graph card shows: its name, its section and its leading picture (the image
 * it asks for with high priority, else the first picture of its main content).
 */
export function ogCardFor(dist: string, html: string): PageCard {
  const title = metaContent(html, 'og:title') ?? '';
  const image = metaContent(html, 'og:image') ?? '';
  const [name = title, ...rest] = title.split(' | ').filter((part) => part !== 'IVM Medical');
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const src =
    /<link rel="preload" as="image" href="(\/assets\/[^"]+)"[^>]*fetchPriority="high"/.exec(html)?.[1] ??
    /<img [^>]*src="(\/assets\/[^"]+)"[^>]*fetchPriority="high"/.exec(main)?.[1] ??
    /<img [^>]*src="(\/assets\/[^"]+)"/.exec(main)?.[1];
  // A page without a picture of its own (the contact page) may have a drawing of its section.
  const slug = path.basename(new URL(image).pathname, '.png');
  const sectionArt = path.join('src', 'assets', 'art', 'sections', `${slug}.svg`);
  const artwork = src ? path.join(dist, src) : existsSync(sectionArt) ? sectionArt : undefined;
  return {
    card: { title: name, kicker: rest.reverse().join(' · ') || undefined, artwork },
    file: path.join(dist, new URL(image).pathname),
  };
}

/** Draws the link-preview cards, two at a time (sharp uses the other cores for each). */
export async function writeOgCards(cards: readonly PageCard[]): Promise<void> {
  for (let i = 0; i < cards.length; i += 2)
    await Promise.all(cards.slice(i, i + 2).map(({ card, file }) => writeOgCard(card, file)));
}
