import { describe, expect, it } from 'vitest';
import { rewrite } from '../../scripts/prerender';

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
