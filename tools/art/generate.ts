/**
 * Writes every illustration of the site as SVG files, deterministically, and nothing else:
 *   npx tsx tools/art/generate.ts
 * Product pictures go into their product folders (src/content/products/<id>/<id>-<n>.svg), the
 * rest under src/assets/art/, plus src/assets/logo.svg and public/favicon.svg. The modules that
 * import the pictures are edited by hand; this tool never writes code. See ./README.md.
 * Exits with status 1 when a product picture comes out larger than PRODUCT_SVG_LIMIT (6 KiB).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optimize } from 'svgo';
import { brandFiles } from './brand.ts';
import { categories } from './categories.ts';
import { icons } from './icons.ts';
import { compact } from './lib/compact.ts';
import { scene } from './lib/scene.ts';
import { products } from './products.ts';
import { sections, services } from './sections.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const art = join(root, 'src/assets/art');
const productFolders = join(root, 'src/content/products');

export function minify(svg: string): string {
  const out = optimize(svg, {
    multipass: true,
    floatPrecision: 1,
    plugins: [
      {
        name: 'preset-default',
        params: { overrides: { cleanupIds: { minify: true } } },
      },
    ],
  });
  return out.data;
}

/** Largest allowed product picture, in bytes: the generator fails when one is bigger. */
const PRODUCT_SVG_LIMIT = 6144;

const written: { file: string; bytes: number }[] = [];

/** Writes one SVG; scene pictures (800x600 illustrations) also get the lossless compact() pass. */
function write(file: string, svg: string, isScene = false): void {
  const data = isScene ? compact(minify(svg)) : minify(svg);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${data}\n`);
  written.push({ file, bytes: Buffer.byteLength(data) + 1 });
}

function main(): void {
  for (const p of products) {
    p.pics.forEach((pic, i) => {
      const d = pic.draw();
      write(
        join(productFolders, p.id, `${p.id}-${i + 1}.svg`),
        scene(d.body, { seed: `${p.id}-${i + 1}`, shadows: d.shadows, flip: pic.flip }),
        true,
      );
    });
  }
  for (const c of categories) {
    const d = c.draw();
    write(
      join(art, 'categories', `cat${c.id}.svg`),
      scene(d.body, { seed: `cat${c.id}`, shadows: d.shadows, flip: c.flip }),
      true,
    );
  }
  for (const [name, pic] of [...Object.entries(services), ...Object.entries(sections)]) {
    const d = pic.draw();
    const folder = name in services ? 'services' : 'sections';
    write(
      join(art, folder, `${name}.svg`),
      scene(d.body, { seed: `${folder}-${name}`, shadows: d.shadows, flip: pic.flip }),
      true,
    );
  }
  for (const [name, svg] of Object.entries(icons)) write(join(art, 'icons', `${name}.svg`), svg);
  const brand = brandFiles();
  for (const [slug, svg] of Object.entries(brand.partners)) write(join(art, 'partners', `${slug}.svg`), svg);
  write(join(root, 'src/assets/logo.svg'), brand.logo);
  write(join(root, 'public/favicon.svg'), brand.favicon);
  const total = written.reduce((a, w) => a + w.bytes, 0);
  const big = written.filter((w) => w.bytes > PRODUCT_SVG_LIMIT && w.file.startsWith(productFolders));
  console.log(`wrote ${written.length} SVGs, ${(total / 1024).toFixed(1)} KiB`);
  if (big.length) {
    console.error(
      `error: product SVGs over ${PRODUCT_SVG_LIMIT} bytes: ${big.map((w) => `${w.file.split('/').pop()} (${w.bytes})`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

main();
