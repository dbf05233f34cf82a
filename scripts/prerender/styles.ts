import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { rewrite } from '../rewrite.ts';

/**
 * The page's stylesheets go into the page itself: on a slow phone network each <link> cost a round
 * trip before the first paint (Lighthouse's render-blocking audit, about 0.3 s). Each becomes a
 * <style> with the file's exact text, in the same order; the <link> stays, `disabled` (a browser
 * does not fetch it), so Vite's loader, which skips stylesheets already linked, does not fetch the
 * file again when the page's code arrives. The Content-Security-Policy header allows inline styles
 * only so that this page's <meta> policy can name them: the <meta> (first in the head) allows the
 * site's own stylesheets and exactly these <style> elements by their SHA-256, so the two policies
 * together refuse any other inline style. The hashes come from the same text, so they cannot drift.
 */
export async function inlineStylesheets(html: string, dist: string): Promise<string> {
  const hashes: string[] = [];
  const links = [
    ...html.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"\s*\/?>/g),
  ];
  if (links.length === 0) throw new Error('No stylesheet to inline');
  let out = html;
  for (const [tag, href] of links) {
    const css = (await readFile(path.join(dist, href!), 'utf8')).trim();
    if (css.includes('</style')) throw new Error(`${href} cannot be inlined: it contains </style`);
    hashes.push(`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
    out = rewrite(
      out,
      tag,
      `<style>${css}</style>\n    <link rel="stylesheet" crossorigin href="${href}" disabled />`,
      href!,
    );
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${STYLE_POLICY} ${hashes.join(' ')}" />`;
  return rewrite(
    out,
    '<meta charset="UTF-8" />',
    `<meta charset="UTF-8" />\n    ${meta}`,
    'the charset meta',
  );
}

/** The page's own style policy (its <meta>), completed by the hashes of its <style> elements. */
export const STYLE_POLICY = "style-src 'self'";
