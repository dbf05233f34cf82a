/**
 * Low-level SVG helpers shared by every drawing: the palette, number formatting, element builders
 * and a seeded random generator (so every run writes byte-identical files).
 */

export const C = {
  navy: '#0A2540',
  line: '#0D3B66',
  primary: '#124E8C',
  mid: '#1A66B3',
  light: '#5B9BD5',
  teal: '#0B7C74',
  lteal: '#2BB3A3',
  pteal: '#CDEFEA',
  surface: '#EDF7FF',
  surface2: '#DCE6F7',
  g0: '#F6F8FB',
  g1: '#E3E8EF',
  g2: '#C5CDD8',
  g3: '#8A96A8',
  g4: '#5B6778',
  pink: '#E58FA8',
  purple: '#7B5EA7',
  white: '#FFFFFF',
};

export type Pt = readonly [number, number];

/** Round to one decimal and print without trailing zeros. */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? '0' : String(r);
}

export type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;

export function el(tag: string, attrs: Attrs, children = ''): string {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === 'number' ? n(v) : v}"`;
  }
  return children ? `${s}>${children}</${tag}>` : `${s}/>`;
}

/** Options shared by the shape helpers. */
export interface Look {
  /** Stroke colour; 'none' for a shape without outline. Inherits the deep-blue line colour by default. */
  stroke?: string;
  /** Stroke width; inherits 2.5 by default. */
  sw?: number;
  /** Opacity of the whole shape. */
  op?: number;
  /** Rounded-rectangle radius. */
  rx?: number;
  /** Extra attributes (transform, stroke-dasharray, ...). */
  extra?: Attrs;
}

function look(o: Look): Attrs {
  return { stroke: o.stroke, 'stroke-width': o.sw, opacity: o.op, ...o.extra };
}

export const pts = (p: readonly Pt[]): string => p.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

export function rect(x: number, y: number, w: number, h: number, fill: string, o: Look = {}): string {
  return el('rect', { x, y, width: w, height: h, rx: o.rx, fill, ...look(o) });
}

export function poly(p: readonly Pt[], fill: string, o: Look = {}): string {
  return el('path', { d: `M${pts(p)}Z`, fill, ...look(o) });
}

export function polyline(p: readonly Pt[], o: Look = {}): string {
  return el('path', { d: `M${pts(p)}`, fill: 'none', ...look(o) });
}

export function circ(cx: number, cy: number, r: number, fill: string, o: Look = {}): string {
  return el('circle', { cx, cy, r, fill, ...look(o) });
}

export function ell(cx: number, cy: number, rx: number, ry: number, fill: string, o: Look = {}): string {
  return el('ellipse', { cx, cy, rx, ry, fill, ...look(o) });
}

export function line(x1: number, y1: number, x2: number, y2: number, o: Look = {}): string {
  return el('path', { d: `M${n(x1)},${n(y1)} ${n(x2)},${n(y2)}`, fill: 'none', ...look(o) });
}

export function path(d: string, fill: string, o: Look = {}): string {
  return el('path', { d, fill, ...look(o) });
}

export function g(children: string, attrs: Attrs = {}): string {
  return el('g', attrs, children);
}

/** Mirror a group horizontally about the vertical line x = cx. */
export function mirror(children: string, cx = 400): string {
  return g(children, { transform: `matrix(-1 0 0 1 ${n(cx * 2)} 0)` });
}

export function translate(children: string, x: number, y: number): string {
  return g(children, { transform: `translate(${n(x)} ${n(y)})` });
}

/**
 * A smooth closed curve through the given points (Catmull-Rom converted to cubic Béziers). The first
 * control point of each segment is the mirror image of the previous segment's second one, so every
 * segment after the first is written as the shorter S.
 */
export function smoothClosed(p: readonly Pt[], tension = 1): string {
  const m = p.length;
  const at = (i: number): Pt => p[((i % m) + m) % m] ?? [0, 0];
  let d = `M${n(at(0)[0])},${n(at(0)[1])}`;
  for (let i = 0; i < m; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 6;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += i === 0 ? `C${n(c1[0])},${n(c1[1])} ` : 'S';
    d += `${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** Deterministic PRNG (mulberry32) seeded from a string. */
export function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(r: () => number, list: readonly T[]): T {
  const v = list[Math.floor(r() * list.length)];
  if (v === undefined) throw new Error('pick from an empty list');
  return v;
}

export const range = (count: number): number[] => Array.from({ length: count }, (_, i) => i);

/** Shared definitions of the picture being built: parts drawn many times are defined once and reused. */
const defs = new Map<string, string>();

/**
 * Reuse a drawing: the first call stores content() under key, every call returns a <use> at (x, y).
 * Inside the content, fill="currentColor" takes the colour passed here.
 */
export function reuseDrawing(
  key: string,
  content: () => string,
  x: number,
  y: number,
  colour?: string,
): string {
  const id = key.replace(/[^A-Za-z0-9]/g, '_');
  if (!defs.has(id)) defs.set(id, el('g', { id }, content()));
  return el('use', { href: `#${id}`, x, y, color: colour });
}

/** The <defs> element holding every stored drawing that the markup uses (or ''). */
export function defsFor(markup: string): string {
  const used = new Set<string>();
  for (const m of markup.matchAll(/href="#([A-Za-z0-9_]+)"/g)) if (m[1]) used.add(m[1]);
  const out = [...used].sort().map((id) => defs.get(id) ?? '');
  return out.length ? `<defs>${out.join('')}</defs>` : '';
}

/**
 * The outline that ellipse sub-paths have always had in these pictures. They used to be written as two
 * half-arcs whose radii were rounded apart from their width: when the rounded radius exceeded half
 * the width, the two large arcs bulged apart by 2e (a dot of radius 4.95 came out 10 wide and 11.4
 * tall). Returns the centre, the radii and that e, so that the shorter forms below keep every dot and
 * colony looking as it did (to within about a tenth of a pixel).
 */
function ellShape(cx: number, cy: number, rx: number, ry: number) {
  const x0 = Number(n(cx - rx));
  const y0 = Number(n(cy));
  const RX = Number(n(rx));
  const RY = Number(n(ry));
  const L = Number(n(rx * 2));
  // radii too small for the width are scaled up to fit it exactly
  if (L >= 2 * RX) return { x: x0 + L / 2, y: y0, rx: L / 2, ry: (RY * L) / (2 * RX), e: 0 };
  return { x: x0 + L / 2, y: y0, rx: RX, ry: RY, e: RY * Math.sqrt(1 - (L / (2 * RX)) ** 2) };
}

/**
 * Sub-path of an ellipse, for merging many same-coloured dots into one path element. One arc runs
 * from the leftmost point all the way round to 0.1 below it and z closes that tiny gap along the
 * vertical tangent there: half the text of two half-arcs for the same outline.
 */
export function ellD(cx: number, cy: number, rx: number, ry: number): string {
  const o = ellShape(cx, cy, rx, ry);
  const ry2 = o.ry + o.e;
  return `M${n(o.x - o.rx)},${n(o.y - 0.05)}a${n(o.rx)} ${n(ry2)} 0 1 1 0 .1z`;
}

/**
 * Sub-path of a round dot without outline, radius r: a short vertical line (or a zero-length one)
 * whose round caps paint the disc when stroked as Batch.outDots(r) does, a few bytes instead of arcs.
 */
export function dotD(cx: number, cy: number, r: number): string {
  const o = ellShape(cx, cy, r, r);
  const len = Number(n(o.e * 2));
  return len ? `M${n(o.x)},${n(o.y - len / 2)}v${n(len)}` : `M${n(o.x)},${n(o.y)}h0`;
}

/** Collects sub-paths by fill colour and emits one path per colour. */
export class Batch {
  private readonly m = new Map<string, string>();
  add(fill: string, d: string): void {
    this.m.set(fill, (this.m.get(fill) ?? '') + d);
  }
  out(look: Record<string, string | number> = {}): string {
    return [...this.m.entries()].map(([fill, d]) => el('path', { d, fill, ...look })).join('');
  }
  /** For sub-paths made with dotD(x, y, r): one path per colour whose round caps paint the dots. */
  outDots(r: number): string {
    const width = Math.max(Number(n(r)) * 2, Number(n(r * 2)));
    return [...this.m.entries()]
      .map(([colour, d]) =>
        el('path', { d, fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round' }),
      )
      .join('');
  }
}
