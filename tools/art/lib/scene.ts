/**
 * Scene framing shared by every 800x600 illustration: the soft backdrop blob, an accent disc, a dot
 * grid, floor shadows and the root group that sets the line style.
 */
import { C, type Pt, circ, el, ell, defsFor, g, mirror, n, path, range, rng, smoothClosed } from './svg.ts';

export const W = 800;
export const H = 600;

export interface SceneOptions {
  /** Seeds the backdrop shape so every picture gets its own. */
  seed: string;
  /** Floor shadows: [cx, cy, rx] (ry follows). Drawn under the body and mirrored with it. */
  shadows?: readonly (readonly [number, number, number])[];
  /** Mirror the body (and shadows) left to right. */
  flip?: boolean;
  /** Which corner gets the accent disc; defaults from the seed. */
  disc?: 'tl' | 'tr' | 'none';
  /** Accent colour of the small decorations. */
  accent?: string;
}

export function backdrop(seed: string, disc: 'tl' | 'tr' | 'none' | undefined, accent: string): string {
  const r = rng(seed);
  const cx = 400 + (r() - 0.5) * 16;
  const cy = 300 + (r() - 0.5) * 10;
  const k = 11;
  const phase = r() * Math.PI * 2;
  const p: Pt[] = range(k).map((i) => {
    const a = phase + (i / k) * Math.PI * 2;
    const j = 1 + (r() - 0.5) * 0.09;
    return [cx + Math.cos(a) * 330 * j, cy + Math.sin(a) * 240 * j];
  });
  const corner = disc ?? (r() < 0.5 ? 'tl' : 'tr');
  let s = '';
  if (corner !== 'none') {
    const dx = corner === 'tl' ? 150 + r() * 40 : 650 - r() * 40;
    s += circ(dx, 110 + r() * 30, 84 + r() * 20, C.surface2, { stroke: 'none' });
  }
  s += path(smoothClosed(p), C.surface, { stroke: 'none' });
  // dot grid in the opposite lower corner
  const gx = corner === 'tl' ? 612 : 108;
  const gy = 452;
  // three rows of four: zero-length dashes every 16 whose round caps paint the dots
  let dots = '';
  for (const j of range(3)) dots += `M${n(gx)},${n(gy + j * 16)}h49`;
  s += el('path', {
    d: dots,
    stroke: C.g2,
    'stroke-width': 5,
    'stroke-linecap': 'round',
    'stroke-dasharray': '0 16',
  });
  // two small sparkles
  const sx = corner === 'tl' ? 640 : 160;
  s += el('path', {
    d: `M${n(sx)},${n(88)}v18M${n(sx - 9)},${n(97)}h18`,
    stroke: accent,
    'stroke-width': 3,
    'stroke-linecap': 'round',
  });
  s += circ(sx + (corner === 'tl' ? -34 : 34), 120, 5, 'none', { stroke: C.light, sw: 2.5 });
  return s;
}

export function shadow(cx: number, cy: number, rx: number, ry = rx * 0.14): string {
  return ell(cx, cy, rx, ry, C.g2, { stroke: 'none', op: 0.55 });
}

export function svgDoc(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${defsFor(body)}${body}</svg>`;
}

/** The root group that gives every child the house line style. */
export function inked(body: string, sw = 2.5): string {
  return g(body, {
    stroke: C.line,
    'stroke-width': sw,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
  });
}

/**
 * The whole picture sits in the inked group: the backdrop sets its own colours and widths and has no
 * corners, so the house line style changes nothing there and need not be repeated.
 */
export function scene(body: string, o: SceneOptions): string {
  const shadows = (o.shadows ?? []).map(([x, y, rx]) => shadow(x, y, rx)).join('');
  const content = shadows + body;
  return svgDoc(
    W,
    H,
    inked(backdrop(o.seed, o.disc, o.accent ?? C.lteal) + (o.flip ? mirror(content) : content)),
  );
}
