/**
 * Open Graph cards: one 1200x630 PNG per prerendered page, drawn at build time from the page's title
 * and its artwork, in the brand colours. The prerenderer calls `writeOgCard` with what the page's
 * head says (og:title, og:image) and the page's leading picture from the client build.
 *
 *   dist/og/home.png, dist/og/hist4.png ...   (head.tsx `ogImagePath` names them)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** A card above this is re-encoded with a palette; link-preview crawlers give up on big images. */
const MAX_BYTES = 100 * 1024;

const NAVY = '#0A2540';
const PRIMARY = '#124E8C';
const TEAL = '#2BB3A3';
const SURFACE = '#EEF4FA';
const FONT = "Inter, 'Liberation Sans', Arial, 'DejaVu Sans', sans-serif";

export interface OgCard {
  /** The page's name, large: 'HP300 Plus Tissue Processor'. */
  title: string;
  /** A short line above it: 'Histopathology'. */
  kicker?: string;
  /** An image file (SVG, PNG, JPEG, WebP) from the build to show beside the title. */
  artwork?: string;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Greedy word wrap by an estimate of the bold sans-serif advance (about 0.58 em per character). */
function wrap(text: string, fontSize: number, width: number): string[] {
  const perLine = Math.max(8, Math.floor(width / (fontSize * 0.58)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > perLine && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest title size that fits the text column in at most four lines. */
function titleLines(title: string, width: number): { size: number; lines: string[] } {
  for (const size of [64, 58, 52, 46, 40]) {
    const lines = wrap(title, size, width);
    if (lines.length <= 3 || (size <= 52 && lines.length <= 4)) return { size, lines };
  }
  const lines = wrap(title, 40, width);
  return { size: 40, lines: lines.slice(0, 4) };
}

const ART = { x: 700, y: 70, width: 440, height: 440 };

function cardSvg({ title, kicker }: OgCard, withArt: boolean): string {
  const textWidth = withArt ? 560 : 1000;
  // The kicker: one line of 26px capitals, or two of 22px when it is long.
  const upper = kicker?.toUpperCase() ?? '';
  let kickerSize = 26;
  let kickerLines = upper ? wrap(upper, kickerSize * 1.45, textWidth) : [];
  if (kickerLines.length > 1) {
    kickerSize = 22;
    kickerLines = wrap(upper, kickerSize * 1.45, textWidth).slice(0, 2);
  }
  const kickerText = kickerLines
    .map(
      (line, i) =>
        `<text x="80" y="${130 + i * (kickerSize + 8)}" font-family="${FONT}" font-size="${kickerSize}" font-weight="700" letter-spacing="3" fill="${TEAL}">${escapeXml(line)}</text>`,
    )
    .join('');
  const { size, lines } = titleLines(title, textWidth);
  const lineHeight = Math.round(size * 1.12);
  const titleTop = (kickerLines.length ? 130 + (kickerLines.length - 1) * (kickerSize + 8) + 22 : 110) + size;
  const tspans = lines
    .map((line, i) => `<tspan x="80" y="${Math.round(titleTop + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  const panel = withArt
    ? `<rect x="${ART.x - 20}" y="${ART.y - 20}" width="${ART.width + 40}" height="${ART.height + 40}" rx="28" fill="${SURFACE}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${NAVY}"/>
  <circle cx="1180" cy="-40" r="260" fill="${PRIMARY}" opacity="0.55"/>
  <circle cx="40" cy="700" r="200" fill="${PRIMARY}" opacity="0.35"/>
  ${panel}
  <rect x="80" y="76" width="72" height="8" rx="4" fill="${TEAL}"/>
  ${kickerText}
  <text font-family="${FONT}" font-size="${size}" font-weight="700" fill="#FFFFFF">${tspans}</text>
  <g transform="translate(80 518)">
    <rect width="56" height="56" rx="14" fill="${PRIMARY}"/>
    <path d="M28 15v26M15 28h26" stroke="#FFFFFF" stroke-width="9" stroke-linecap="round"/>
    <circle cx="28" cy="28" r="6.5" fill="${TEAL}" stroke="${PRIMARY}" stroke-width="2"/>
    <text x="76" y="27" font-family="${FONT}" font-size="30" font-weight="700" fill="#FFFFFF">IVM Medical</text>
    <text x="76" y="54" font-family="${FONT}" font-size="20" fill="#B8C7DA">Medical Equipment Trading · UAE</text>
  </g>
  <rect y="${OG_HEIGHT - 10}" width="${OG_WIDTH}" height="10" fill="${PRIMARY}"/>
  <rect y="${OG_HEIGHT - 10}" width="360" height="10" fill="${TEAL}"/>
</svg>`;
}

async function artworkLayer(file: string): Promise<OverlayOptions | null> {
  const input = await readFile(file).catch(() => null);
  if (!input) return null;
  const isSvg = file.endsWith('.svg');
  const image = sharp(input, isSvg ? { density: 144 } : {}).resize(ART.width, ART.height, {
    // Drawings keep their proportions on the panel; a photograph fills it.
    fit: isSvg ? 'contain' : 'cover',
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
  const buffer = isSvg
    ? await image.png({ compressionLevel: 0 }).toBuffer()
    : await image
        .composite([
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="${ART.width}" height="${ART.height}"><rect width="100%" height="100%" rx="20" fill="#fff"/></svg>`,
            ),
            blend: 'dest-in',
          },
        ])
        .png({ compressionLevel: 0 })
        .toBuffer();
  return { input: buffer, left: ART.x, top: ART.y };
}

/** Draws one card and writes it as PNG; returns its size in bytes. */
export async function writeOgCard(card: OgCard, outFile: string): Promise<number> {
  const art = card.artwork ? await artworkLayer(card.artwork) : null;
  const { data, info } = await sharp(Buffer.from(cardSvg(card, art !== null)))
    .composite(art ? [art] : [])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  // Flat colours compress well as they are; a photograph may need a palette to stay small.
  let png = await sharp(data, raw).png({ compressionLevel: 9 }).toBuffer();
  if (png.length > MAX_BYTES) {
    png = await sharp(data, raw)
      .png({ palette: true, colours: 256, compressionLevel: 9, dither: 0.6 })
      .toBuffer();
  }
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, png);
  return png.length;
}
