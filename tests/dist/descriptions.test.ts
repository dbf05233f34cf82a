/**
 * What a search result and a link preview show under a page's title, read from the built pages: the
 * `<meta name="description">` of every page in both languages, and its Open Graph and Twitter
 * copies. Each is a whole text of at most 160 characters, so a snippet never ends inside a figure,
 * a unit or a sentence because the page's own text was longer than the space (Google shows about
 * that much; Yandex's usual guidance is 160 too). Counted in characters as a reader sees them
 * (Unicode code points, so «Ø» or a narrow no-break space counts once).
 */
import { describe, expect, test } from 'vitest';
import { allRoutes } from '../../src/app/routes';
import { headOf } from '../fixtures/html';
import { htmlOf } from './site';

const MAX = 160;
const pagePaths = [...allRoutes.map((route) => route.path), '/404.html'];

/** Length in characters a reader counts. */
const length = (text: string) => [...text].length;

describe('the description of every page', () => {
  test('covers both languages', () => {
    expect(pagePaths.filter((route) => route.startsWith('/ru/') || route === '/ru')).toHaveLength(
      (pagePaths.length - 1) / 2,
    );
  });

  test.each(pagePaths)('%s: one whole description of at most 160 characters', (route) => {
    const head = headOf(htmlOf(route));
    expect(head.descriptions, 'exactly one meta description').toHaveLength(1);
    const description = head.descriptions[0] ?? '';
    expect(description.trim(), 'not empty').not.toBe('');
    expect(length(description), `«${description}»`).toBeLessThanOrEqual(MAX);
    // A whole sentence: it ends with its full stop, not with an ellipsis or a cut word.
    expect(description, `«${description}» ends its sentence`).toMatch(/[^.…]\.$/u);

    for (const key of ['og:description', 'twitter:description']) {
      const copies = head.meta[key] ?? [];
      expect(copies, `one ${key}`).toHaveLength(1);
      const copy = copies[0] ?? '';
      expect(copy.trim(), `${key} not empty`).not.toBe('');
      expect(length(copy), `${key} «${copy}»`).toBeLessThanOrEqual(MAX);
    }
  });
});
