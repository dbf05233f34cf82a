/**
 * Typographic partner marks (our own neutral style, not the partners' logos), the IVM Medical logo,
 * and the favicon emblem. Text is converted to outlines with font.ts.
 */
import { loadFonts, textPath } from './font.ts';
import { C, circ, el, n, path, rect } from './lib/svg.ts';

interface Partner {
  slug: string;
  name: string;
  sub?: string;
  colour: string;
  /** Small emblem hinting at the partner's field (no letters). */
  mark: (x: number, y: number) => string;
}

const W = C.white;
const stroke = (d: string, sw = 3.2) =>
  el('path', {
    d,
    fill: 'none',
    stroke: W,
    'stroke-width': sw,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });

const partners: Partner[] = [
  {
    slug: 'ilsa',
    name: 'iLSA',
    sub: 'Diagnostics',
    colour: C.teal,
    mark: (x, y) =>
      circ(x - 5, y - 3, 9, 'none', { stroke: W, sw: 3.2 }) +
      circ(x - 5, y - 3, 3, W, { stroke: 'none' }) +
      circ(x + 9, y + 10, 4.5, W, { stroke: 'none' }),
  },
  {
    slug: 'dakewe',
    name: 'Dakewe',
    colour: C.primary,
    mark: (x, y) => stroke(`M${x - 12},${y - 8}h24M${x - 12},${y}h24M${x - 12},${y + 8}h16`),
  },
  {
    slug: 'copan',
    name: 'Copan',
    colour: C.mid,
    mark: (x, y) =>
      stroke(`M${x - 10},${y + 11}L${x + 5},${y - 4}`) +
      el('ellipse', {
        cx: x + 8,
        cy: y - 7,
        rx: 5,
        ry: 8,
        fill: W,
        transform: `rotate(45 ${x + 8} ${y - 7})`,
      }),
  },
  {
    slug: 'alifax',
    name: 'Alifax',
    colour: C.lteal,
    mark: (x, y) =>
      rect(x - 5, y - 14, 10, 28, 'none', { stroke: W, sw: 3.2, rx: 5 }) +
      rect(x - 2, y + 1, 4, 9, W, { stroke: 'none', rx: 2 }),
  },
  {
    slug: 'liofilchem',
    name: 'Liofilchem',
    colour: C.teal,
    mark: (x, y) =>
      circ(x, y, 13, 'none', { stroke: W, sw: 3.2 }) +
      circ(x - 4, y - 3, 2.5, W, { stroke: 'none' }) +
      circ(x + 5, y + 1, 3, W, { stroke: 'none' }) +
      circ(x - 2, y + 6, 2, W, { stroke: 'none' }),
  },
  {
    slug: 'slee',
    name: 'SLEE',
    colour: C.navy,
    mark: (x, y) =>
      path(`M${x - 13},${y + 7}L${x + 3},${y - 9}H${x + 13}L${x - 3},${y + 7}Z`, W, { stroke: 'none' }),
  },
  {
    slug: 'lituo',
    name: 'Lituo',
    colour: C.mid,
    mark: (x, y) =>
      path(
        `M${x},${y - 14}C${x},${y - 14} ${x - 11},${y - 1} ${x - 11},${y + 4}A11 11 0 0 0 ${x + 11},${y + 4}C${x + 11},${y - 1} ${x},${y - 14} ${x},${y - 14}Z`,
        W,
        { stroke: 'none' },
      ),
  },
  {
    slug: 'giles',
    name: 'Giles',
    sub: 'Scientific',
    colour: C.primary,
    mark: (x, y) =>
      circ(x, y, 13, 'none', { stroke: W, sw: 3 }) +
      circ(x, y, 6.5, 'none', { stroke: W, sw: 3 }) +
      circ(x, y, 1.8, W, { stroke: 'none' }),
  },
  {
    slug: 'vitro',
    name: 'Vitro',
    sub: 'Master Diagnóstica',
    colour: C.lteal,
    mark: (x, y) =>
      stroke(
        `M${x - 5},${y - 13}h10M${x - 3},${y - 13}v9l-9,14a2,2 0 0 0 2,3h20a2,2 0 0 0 2,-3l-9,-14v-9`,
        3,
      ),
  },
];

const LOGO_WORD = 'IVM';
const LOGO_WORD2 = 'Medical';

function allChars(): string {
  return partners.map((p) => p.name + (p.sub ?? '')).join('') + LOGO_WORD + LOGO_WORD2;
}

/** The IVM emblem: rounded square, white cross, teal cell at its heart; size s at (x, y). */
export function emblem(x: number, y: number, s: number): string {
  const k = s / 40;
  const t = (v: number) => n(v * k);
  return (
    el('rect', { x, y, width: s, height: s, rx: 10 * k, fill: C.primary }) +
    el('path', {
      d: `M${n(x + 20 * k)},${n(y + 9 * k)}v${t(22)}M${n(x + 9 * k)},${n(y + 20 * k)}h${t(22)}`,
      stroke: W,
      'stroke-width': 8 * k,
      'stroke-linecap': 'round',
    }) +
    el('circle', {
      cx: x + 20 * k,
      cy: y + 20 * k,
      r: 5.5 * k,
      fill: C.lteal,
      stroke: C.primary,
      'stroke-width': 1.5 * k,
    }) +
    el('circle', { cx: x + 31.5 * k, cy: y + 8.5 * k, r: 3.2 * k, fill: C.lteal })
  );
}

export function brandFiles(): {
  partners: Record<string, string>;
  logo: string;
  favicon: string;
} {
  const fonts = loadFonts(allChars());
  const bold = fonts.bold;
  const reg = fonts.regular;
  if (!bold || !reg) throw new Error('fonts not loaded');
  const out: Record<string, string> = {};
  for (const p of partners) {
    const markSize = 52;
    const mx = 18;
    const tx = mx + markSize + 18;
    const maxW = 320 - tx - 14;
    let size = 36;
    let t = textPath(bold, p.name, 0, 0, size, -0.3);
    if (t.width > maxW) {
      size = (size * maxW) / t.width;
      t = textPath(bold, p.name, 0, 0, size, -0.3);
    }
    const subSize = 15.5;
    const capH = size * 0.72;
    const blockH = p.sub ? capH + 10 + subSize * 0.72 : capH;
    const top = 60 - blockH / 2;
    const base = top + capH;
    const name = textPath(bold, p.name, tx, base, size, -0.3);
    let svg = el('rect', {
      x: mx,
      y: 60 - markSize / 2,
      width: markSize,
      height: markSize,
      rx: 14,
      fill: p.colour,
    });
    svg += p.mark(mx + markSize / 2, 60);
    svg += el('path', { d: name.d, fill: C.navy });
    if (p.sub) {
      const sub = textPath(reg, p.sub, tx + 1, base + 10 + subSize * 0.72, subSize, 0.6);
      svg += el('path', { d: sub.d, fill: C.g4 });
    }
    out[p.slug] = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120">${svg}</svg>`;
  }
  // logo: emblem + wordmark, height 48
  const x1 = 53;
  let fs = 26;
  const fit = () => {
    const a = textPath(bold, LOGO_WORD, 0, 0, fs, 0.2).width;
    const b = textPath(reg, LOGO_WORD2, 0, 0, fs, 0.1).width;
    return x1 + a + fs * 0.28 + b;
  };
  while (fit() > 197) fs -= 0.25;
  const x2 = x1 + textPath(bold, LOGO_WORD, 0, 0, fs, 0.2).width + fs * 0.28;
  const base = 24 + fs * 0.36;
  const logo =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48">` +
    emblem(4, 4, 40) +
    el('path', { d: textPath(bold, LOGO_WORD, x1, base, fs, 0.2).d, fill: C.navy }) +
    el('path', { d: textPath(reg, LOGO_WORD2, x2, base, fs, 0.1).d, fill: C.teal }) +
    '</svg>';
  const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${emblem(4, 4, 40)}</svg>`;
  return { partners: out, logo, favicon };
}
