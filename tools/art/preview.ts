/**
 * Contact sheet for eyeballing the artwork:
 *   npx tsx tools/art/preview.ts OUT.png [--cols 4] [--w 400] FILE.svg...
 * Each cell shows one SVG rendered by sharp (librsvg) with its file name underneath.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const out = args.shift();
  if (!out) throw new Error('usage: preview.ts OUT.png [--cols N] [--w PX] FILE.svg...');
  let cols = 4;
  let cw = 400;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a === '--cols') cols = Number(args[++i]);
    else if (a === '--w') cw = Number(args[++i]);
    else files.push(a);
  }
  const cells = await Promise.all(
    files.map(async (f) => {
      const svg = readFileSync(f);
      const meta = await sharp(svg).metadata();
      const ratio = (meta.height ?? 1) / (meta.width ?? 1);
      const w = ratio < 0.5 ? Math.round(cw * 0.9) : cw;
      const png = await sharp(svg, { density: 144 }).resize({ width: w }).png().toBuffer();
      const h = Math.round(w * ratio);
      return { f, png, w, h };
    }),
  );
  const ch = Math.max(...cells.map((c) => c.h)) + 26;
  const rows = Math.ceil(cells.length / cols);
  const comps: OverlayOptions[] = [];
  cells.forEach((c, i) => {
    const x = (i % cols) * (cw + 12) + 6;
    const y = Math.floor(i / cols) * (ch + 12) + 6;
    comps.push({ input: c.png, left: x + Math.round((cw - c.w) / 2), top: y });
    const label = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${cw}" height="22"><text x="4" y="16" font-family="DejaVu Sans" font-size="13" fill="#5B6778">${basename(c.f)}</text></svg>`,
    );
    comps.push({ input: label, left: x, top: y + ch - 24 });
  });
  await sharp({
    create: {
      width: cols * (cw + 12),
      height: rows * (ch + 12),
      channels: 4,
      background: '#ffffff',
    },
  })
    .composite(comps)
    .png()
    .toFile(out);
  console.log(`wrote ${out} (${cells.length} images)`);
}

void main();
