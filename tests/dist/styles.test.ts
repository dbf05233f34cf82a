import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type Container } from 'postcss';
import { describe, expect, test } from 'vitest';
import { dist, htmlOf } from './site';

/** Every stylesheet a page can use: the built files and the styles inlined in the pages. */
function stylesheets(): [string, string][] {
  const files = readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name): [string, string] => [name, readFileSync(path.join(dist, 'assets', name), 'utf8')]);
  const inlined = ['/', '/hist4', '/ru/catalogs'].map((route): [string, string] => [
    `${route} (inlined)`,
    [...htmlOf(route).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n'),
  ]);
  return [...files, ...inlined];
}

const underHoverMedia = (node: Container | undefined): boolean =>
  !!node &&
  ((node.type === 'atrule' && 'params' in node && /\(hover:\s*hover\)/.test(String(node.params))) ||
    underHoverMedia(node.parent as Container | undefined));

describe('the built styles', () => {
  // A phone applies :hover to what was tapped and keeps it: a card stayed lifted, and its lift and
  // shadow were restyled and repainted inside the tap.
  test('hover styles apply only where something hovers', () => {
    const sheets = stylesheets();
    expect(sheets.some(([, css]) => css.includes(':hover'))).toBe(true);
    const bare: string[] = [];
    for (const [name, css] of sheets)
      postcss.parse(css).walkRules((rule) => {
        if (rule.selector.includes(':hover') && !underHoverMedia(rule.parent as Container))
          bare.push(`${name}: ${rule.selector}`);
      });
    expect(bare).toEqual([]);
  });
});
