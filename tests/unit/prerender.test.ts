import { describe, expect, it } from 'vitest';
import { imagePreloads, rewrite } from '../../scripts/prerender';

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

describe('image preloads in the head', () => {
  const body = [
    '<header><img src="/logo.svg" alt="IVM" width="40" height="40"/></header>',
    '<picture><source type="image/avif" srcset="/hero.avif"/><img src="/hero.jpg" alt="" fetchpriority="high"/></picture>',
    '<img src="/cat1.svg" sizes="(min-width: 768px) 45vw, 92vw" alt="Cytology" fetchPriority="high"/>',
    '<img src="/cat9.svg" alt="Lab supplies" loading="lazy"/>',
    '<footer><img src="/logo.svg" alt="IVM"/></footer>',
  ].join('');

  it('preloads each picture shown at once, once, in page order, the leading ones at high priority', () => {
    expect(imagePreloads(body)).toEqual([
      '<link rel="preload" as="image" href="/logo.svg" />',
      '<link rel="preload" as="image" href="/cat1.svg" imagesizes="(min-width: 768px) 45vw, 92vw" fetchpriority="high" />',
    ]);
  });

  it('leaves out lazy pictures and those inside <picture>, whose sources a preload cannot express', () => {
    const hrefs = imagePreloads(body).join(' ');
    expect(hrefs).not.toContain('/cat9.svg');
    expect(hrefs).not.toContain('/hero.jpg');
  });
});
