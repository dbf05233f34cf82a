import { describe, expect, it } from 'vitest';
import { rewrite } from '../../scripts/rewrite';
import { render } from '../../src/app/entry-server';

describe("the prerenderer's rewrites of Vite's HTML", () => {
  it('replaces a marker that is there, taking the replacement literally', () => {
    expect(rewrite('<div id="root"></div>', '<div id="root">', '<div id="root" data-x="$&">', 'root')).toBe(
      '<div id="root" data-x="$&"></div>',
    );
  });

  it('replaces every match of a global pattern', () => {
    expect(rewrite('<a><a>', /<a>/g, '<b>', 'tags')).toBe('<b><b>');
  });

  it('throws, naming what it looked for, when Vite no longer writes the marker', () => {
    expect(() => rewrite('<html></html>', '<!--app-html-->', 'x', 'the markup slot')).toThrow(
      /the markup slot/,
    );
    expect(() => rewrite('<html></html>', /<script type="module" crossorigin src=/g, 'x', 'boot')).toThrow(
      /boot/,
    );
  });
});

describe("React's resource hints go in the head", () => {
  it('a product page preloads its leading picture from the head, and #root starts with the page', async () => {
    const { html, head } = await render('/hist4');
    expect(head).toMatch(/<link rel="preload" as="image" [^>]*fetchPriority="high"/);
    expect(html).not.toContain('<link rel="preload"');
    expect(html.startsWith('<a ')).toBe(true);
  });
});
