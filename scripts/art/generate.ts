/**
 * Writes every illustration of the site, deterministically:
 *   npx tsx scripts/art/generate.ts            SVGs under src/assets/art/, logo, favicons, manifest
 *   npx tsx scripts/art/generate.ts --module   also (re)writes src/content/images.ts
 * Only rerun --module while every picture is still an illustration: it overwrites hand edits
 * (e.g. a photograph swapped in) in images.ts.
 * Exits with status 1 when a product picture comes out larger than PRODUCT_SVG_LIMIT (6 KiB).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { optimize } from 'svgo';
import { brandFiles } from './brand.ts';
import { categories } from './categories.ts';
import { icons } from './icons.ts';
import { writeImagesModule } from './images-module.ts';
import { compact } from './lib/compact.ts';
import { scene } from './lib/scene.ts';
import { products } from './products.ts';
import { sections, services } from './sections.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const art = join(root, 'src/assets/art');

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

async function main(): Promise<void> {
  for (const p of products) {
    p.pics.forEach((pic, i) => {
      const d = pic.draw();
      write(
        join(art, 'products', `${p.id}-${i + 1}.svg`),
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
  const fav = Buffer.from(brand.faviconRaster);
  const png = (size: number, file: string, pad = 0) =>
    sharp(fav, { density: 72 * Math.ceil((size * 2) / 48) })
      .resize(size - pad * 2, size - pad * 2)
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#FFFFFF' })
      .flatten({ background: '#FFFFFF' })
      .png({ compressionLevel: 9 })
      .toFile(join(root, 'public', file));
  await sharp(fav, { density: 144 })
    .resize(32, 32)
    .png({ compressionLevel: 9 })
    .toFile(join(root, 'public/favicon-32.png'));
  await png(180, 'apple-touch-icon.png', 18);
  await png(512, 'icon-512.png', 0);
  writeFileSync(
    join(root, 'public/manifest.webmanifest'),
    `${JSON.stringify(
      {
        name: 'IVM Medical Equipment Trading',
        short_name: 'IVM Medical',
        start_url: '/',
        display: 'browser',
        theme_color: '#0D3B66',
        background_color: '#FFFFFF',
        icons: [
          { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
          { src: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
          { src: '/apple-touch-icon.png', type: 'image/png', sizes: '180x180' },
          { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
        ],
      },
      null,
      2,
    )}\n`,
  );
  if (process.argv.includes('--module')) await writeImagesModule(join(root, 'src/content/images.ts'));
  const total = written.reduce((a, w) => a + w.bytes, 0);
  const big = written.filter((w) => w.bytes > PRODUCT_SVG_LIMIT && w.file.includes('/products/'));
  console.log(`wrote ${written.length} SVGs, ${(total / 1024).toFixed(1)} KiB`);
  if (big.length) {
    console.error(
      `error: product SVGs over ${PRODUCT_SVG_LIMIT} bytes: ${big.map((w) => `${w.file.split('/').pop()} (${w.bytes})`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
