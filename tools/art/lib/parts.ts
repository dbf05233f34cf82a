/**
 * Reusable parts: screen contents, tubes, bottles, slides, cassettes, dishes, cells, monitors.
 * Every part draws in screen coordinates (or in a Space) and inherits the house line style.
 */
import { type Faces, F, SQ, Space, cylinder, onPlane, shine } from './space.ts';
import {
  Batch,
  C,
  type Pt,
  circ,
  el,
  ell,
  dotD,
  ellD,
  g,
  line,
  n,
  path,
  poly,
  polyline,
  range,
  rect,
  rng,
  smoothClosed,
  reuseDrawing,
} from './svg.ts';

export type ScreenKind =
  | 'cells'
  | 'curves'
  | 'bars'
  | 'spectrum'
  | 'grid'
  | 'steps'
  | 'list'
  | 'dial'
  | 'plate'
  | 'zones'
  | 'wells'
  | 'peaks'
  | 'lines'
  | 'ecg';

/** Content drawn inside a dark screen area (x, y, w, h). */
export function screenContent(
  x: number,
  y: number,
  w: number,
  h: number,
  kind: ScreenKind,
  seed: string,
): string {
  const r = rng(`${seed}:${kind}`);
  const pad = Math.max(6, Math.min(w, h) * 0.1);
  const ix = x + pad;
  const iy = y + pad;
  const iw = w - pad * 2;
  const ih = h - pad * 2;
  let s = '';
  switch (kind) {
    case 'cells': {
      s += rect(ix, iy, iw, ih, C.surface, { stroke: 'none', rx: 3 });
      s += cellField(ix + iw / 2, iy + ih / 2, Math.min(iw, ih) / 2 - 2, seed, 'pap', iw / ih, 1, 9);
      break;
    }
    case 'curves': {
      s += polyline(
        [
          [ix, iy],
          [ix, iy + ih],
          [ix + iw, iy + ih],
        ],
        { stroke: C.g3, sw: 1.5 },
      );
      const cols = [C.lteal, C.light, C.pink];
      for (const i of range(3)) {
        const mid = 0.3 + i * 0.18 + r() * 0.06;
        const top = 0.15 + i * 0.12;
        const p: Pt[] = range(16).map((k) => {
          const t = k / 15;
          const v = 1 / (1 + Math.exp(-(t - mid) * 12));
          return [ix + 4 + t * (iw - 8), iy + ih - 4 - v * (ih - 8) * (1 - top)];
        });
        s += polyline(p, { stroke: cols[i], sw: 2.5 });
      }
      break;
    }
    case 'bars': {
      const k = 6;
      const bw = iw / (k * 1.6);
      for (const i of range(k)) {
        const bh = ih * (0.25 + r() * 0.7);
        s += rect(ix + i * bw * 1.6 + bw * 0.3, iy + ih - bh, bw, bh, i % 3 === 2 ? C.light : C.lteal, {
          stroke: 'none',
          rx: 1.5,
        });
      }
      break;
    }
    case 'spectrum': {
      s += line(ix, iy + ih, ix + iw, iy + ih, { stroke: C.g3, sw: 1.5 });
      const p: Pt[] = [];
      const steps = 34;
      for (const k of range(steps + 1)) {
        const t = k / steps;
        let v = 0.15 + 0.1 * Math.sin(t * 9);
        if (k % 5 === 2) v += 0.35 + r() * 0.4;
        if (k % 7 === 4) v += 0.2 + r() * 0.2;
        p.push([ix + t * iw, iy + ih - Math.min(0.95, v) * ih]);
      }
      s += polyline(p, { stroke: C.lteal, sw: 2 });
      break;
    }
    case 'peaks': {
      s += line(ix, iy + ih, ix + iw, iy + ih, { stroke: C.g3, sw: 1.5 });
      const p: Pt[] = [];
      for (const k of range(41)) {
        const t = k / 40;
        const v =
          0.85 * Math.exp(-(((t - 0.3) / 0.06) ** 2)) + 0.5 * Math.exp(-(((t - 0.62) / 0.08) ** 2)) + 0.05;
        p.push([ix + t * iw, iy + ih - v * ih]);
      }
      s += polyline(p, { stroke: C.lteal, sw: 2.5 });
      s += line(ix + iw * 0.3, iy + 2, ix + iw * 0.3, iy + ih, {
        stroke: C.pink,
        sw: 1.5,
        extra: { 'stroke-dasharray': '3 4' },
      });
      break;
    }
    case 'grid': {
      const cols = Math.max(3, Math.round(iw / 16));
      const rows = Math.max(2, Math.round(ih / 16));
      const cw = iw / cols;
      const chh = ih / rows;
      const rr = Math.min(cw, chh) * 0.32;
      const bt = new Batch();
      for (const i of range(cols))
        for (const j of range(rows)) {
          const v = r();
          const fill = v < 0.45 ? C.lteal : v < 0.7 ? C.light : v < 0.78 ? C.pink : C.primary;
          bt.add(fill, dotD(ix + (i + 0.5) * cw, iy + (j + 0.5) * chh, rr));
        }
      s += bt.outDots(rr);
      break;
    }
    case 'wells': {
      const cols = 8;
      const rows = 4;
      const cw = iw / cols;
      const chh = ih / rows;
      const rr = Math.min(cw, chh) * 0.36;
      const bt = new Batch();
      for (const i of range(cols))
        for (const j of range(rows)) {
          const grow = i < 2 + j + r() * 3;
          bt.add(grow ? C.pink : C.surface2, dotD(ix + (i + 0.5) * cw, iy + (j + 0.5) * chh, rr));
        }
      s += bt.outDots(rr);
      break;
    }
    case 'steps': {
      const k = 5;
      const done = 2 + Math.floor(r() * 2);
      const cy = iy + ih * 0.38;
      const sx = iw / (k - 1);
      s += line(ix + 6, cy, ix + iw - 6, cy, { stroke: C.g4, sw: 2 });
      s += line(ix + 6, cy, ix + sx * done, cy, { stroke: C.lteal, sw: 3 });
      for (const i of range(k)) {
        const cx = ix + 6 + (sx - 12 / (k - 1)) * i;
        s += circ(cx, cy, Math.min(9, ih * 0.13), i <= done ? C.lteal : C.navy, {
          stroke: i <= done ? 'none' : C.g4,
          sw: 2,
        });
      }
      s += rect(ix + 6, iy + ih * 0.68, iw * 0.6, 5, C.g4, { stroke: 'none', rx: 2.5 });
      s += rect(ix + 6, iy + ih * 0.68, iw * 0.6 * (done / k), 5, C.lteal, { stroke: 'none', rx: 2.5 });
      break;
    }
    case 'list': {
      const k = Math.max(3, Math.floor(ih / 14));
      const lh = ih / k;
      for (const i of range(k)) {
        const yy = iy + i * lh + lh / 2;
        s += rect(ix, yy - 3.5, 7, 7, i % 3 === 1 ? C.pink : C.lteal, { stroke: 'none', rx: 1.5 });
        s += rect(ix + 13, yy - 2, (iw - 13) * (0.45 + r() * 0.5), 4, C.g3, { stroke: 'none', rx: 2 });
      }
      break;
    }
    case 'ecg': {
      const cols = [C.lteal, C.pink, C.light];
      const k = Math.min(3, Math.max(1, Math.floor(ih / 22)));
      for (const j of range(k)) {
        const base = iy + ((j + 0.6) * ih) / k;
        const amp = (ih / k) * 0.42;
        const p: Pt[] = [];
        const steps = 40;
        for (const q of range(steps + 1)) {
          const t = q / steps;
          const ph = (t * 3 + j * 0.3) % 1;
          let v = 0;
          if (j === 0)
            v = ph > 0.42 && ph < 0.46 ? 1 : ph > 0.46 && ph < 0.5 ? -0.45 : ph > 0.6 && ph < 0.7 ? 0.2 : 0;
          else v = Math.sin(t * Math.PI * (6 + j * 2)) * (j === 1 ? 0.5 : 0.3);
          p.push([ix + t * iw * 0.78, base - v * amp]);
        }
        s += polyline(p, { stroke: cols[j], sw: 2 });
        s += rect(ix + iw * 0.84, base - 6, iw * 0.14, 8, cols[j] ?? C.lteal, { stroke: 'none', rx: 2 });
      }
      break;
    }
    case 'lines': {
      const k = Math.max(2, Math.floor(ih / 12));
      for (const i of range(k))
        s += rect(ix, iy + i * (ih / k) + 2, iw * (0.5 + r() * 0.5), 4, i === 0 ? C.lteal : C.g3, {
          stroke: 'none',
          rx: 2,
        });
      break;
    }
    case 'dial': {
      const rr = Math.min(iw * 0.45, ih) * 0.42;
      const cx = ix + rr + 4;
      const cy = iy + ih / 2;
      s += circ(cx, cy, rr, 'none', { stroke: C.g4, sw: 5 });
      const a = 0.55 + r() * 0.3;
      const ex = cx + rr * Math.sin(a * Math.PI * 2);
      const ey = cy - rr * Math.cos(a * Math.PI * 2);
      s += path(
        `M${n(cx)},${n(cy - rr)}A${n(rr)} ${n(rr)} 0 ${a > 0.5 ? 1 : 0} 1 ${n(ex)},${n(ey)}`,
        'none',
        {
          stroke: C.lteal,
          sw: 5,
        },
      );
      const lx = cx + rr + 12;
      for (const i of range(3))
        s += rect(
          lx,
          iy + ih * 0.22 + i * ih * 0.22,
          (ix + iw - lx) * (0.9 - i * 0.2),
          4.5,
          i === 0 ? C.light : C.g3,
          {
            stroke: 'none',
            rx: 2,
          },
        );
      break;
    }
    case 'plate':
    case 'zones': {
      const rr = Math.min(iw, ih) / 2 - 1;
      const cx = ix + iw / 2;
      const cy = iy + ih / 2;
      s += circ(cx, cy, rr, kind === 'plate' ? C.pink : C.pteal, { stroke: C.g2, sw: 2 });
      if (kind === 'zones') {
        for (const i of range(5)) {
          const a = (i / 5) * Math.PI * 2 + 0.3;
          const px = cx + Math.cos(a) * rr * 0.55;
          const py = cy + Math.sin(a) * rr * 0.55;
          s += circ(px, py, rr * (0.16 + r() * 0.12), C.white, { stroke: C.light, sw: 1.5 });
          s += circ(px, py, rr * 0.07, C.g2, { stroke: 'none' });
        }
      } else {
        for (const _ of range(16)) {
          const a = r() * Math.PI * 2;
          const d = Math.sqrt(r()) * rr * 0.8;
          s += circ(cx + Math.cos(a) * d, cy + Math.sin(a) * d, 1.5 + r() * 2.5, C.white, { stroke: 'none' });
        }
      }
      break;
    }
  }
  return s;
}

/** A screen with a bezel: outer frame, dark panel and content. */
export function screen(
  x: number,
  y: number,
  w: number,
  h: number,
  kind: ScreenKind,
  seed: string,
  bezel = C.g4,
): string {
  const b = Math.max(4, Math.min(w, h) * 0.07);
  return (
    rect(x, y, w, h, bezel, { rx: 6 }) +
    rect(x + b, y + b, w - 2 * b, h - 2 * b, C.navy, { rx: 3, stroke: 'none' }) +
    screenContent(x + b, y + b, w - 2 * b, h - 2 * b, kind, seed)
  );
}

/** A monitor on a stand, standing on the floor line yb. */
export function monitor(x: number, yb: number, w: number, h: number, kind: ScreenKind, seed: string): string {
  const sh = 34;
  return (
    poly(
      [
        [x + w / 2 - 36, yb],
        [x + w / 2 + 36, yb],
        [x + w / 2 + 26, yb - 10],
        [x + w / 2 - 26, yb - 10],
      ],
      C.g1,
    ) +
    rect(x + w / 2 - 9, yb - sh, 18, sh - 10, C.g2) +
    screen(x, yb - sh - h, w, h, kind, seed, C.g4)
  );
}

/** A laptop seen at three-quarters, keyboard on plane z=0 of a space. */
export function laptop(
  s: Space,
  u: number,
  v: number,
  z: number,
  w: number,
  d: number,
  kind: ScreenKind,
  seed: string,
): string {
  let o = s.box(u, v, z, w, d, 6, F.grey);
  o += onPlane(
    s,
    [u + w * 0.1, v + d * 0.25, z + 6],
    [1, 0, 0],
    [0, 1, 0],
    range(4)
      .map((i) => rect(0, i * d * 0.14, w * 0.8, d * 0.09, C.g2, { stroke: 'none', rx: 1 }))
      .join(''),
  );
  const [x0, y0] = s.p(u, v + d, z + 6);
  const sh = d * 0.95;
  o += rect(x0, y0 - sh, w, sh, C.g4, { rx: 6 });
  o += rect(x0 + 8, y0 - sh + 8, w - 16, sh - 16, C.navy, { stroke: 'none', rx: 2 });
  o += screenContent(x0 + 8, y0 - sh + 8, w - 16, sh - 16, kind, seed);
  return o;
}

/** A tablet propped up: screen at (x, y). */
export function tablet(x: number, y: number, w: number, h: number, kind: ScreenKind, seed: string): string {
  return screen(x, y, w, h, kind, seed, C.line);
}

/** An upright test tube with cap, whose base sits at (x, yb). Drawn once per size and reused. */
export function tube(
  x: number,
  yb: number,
  r: number,
  h: number,
  cap: string,
  liquid: string = C.pink,
  level = 0.55,
): string {
  return reuseDrawing(
    `tube${n(r)}-${n(h)}-${liquid}-${n(level * 100)}`,
    () => tubeShape(r, h, liquid, level),
    x,
    yb,
    cap,
  );
}

function tubeShape(r: number, h: number, liquid: string, level: number): string {
  const lh = (h - 10) * level;
  // the cap drawn last covers the top of the tube, so its top disc is left out
  let s = cylinder(0, 0, r, h, C.white, null);
  if (level > 0) {
    const q = r - 1.2;
    s += path(`M${n(-q)},${n(-lh)}V0A${n(q)} ${n(q * SQ)} 0 0 0 ${n(q)},0V${n(-lh)}Z`, liquid, {
      stroke: 'none',
    });
    s += ell(0, -lh, q, q * SQ, liquid, { sw: 1.5 });
  }
  s += shine(-r * 0.55, -h + 10, Math.max(2, r * 0.28), h * 0.7);
  s += cylinder(0, -h + 12, r + 1.5, 14, 'currentColor', 'currentColor');
  return s;
}

/** A row of tubes in a rack block lying along u in a space. */
export function rackTubes(
  s: Space,
  u: number,
  v: number,
  z: number,
  count: number,
  pitch: number,
  caps: readonly string[],
  opts: { r?: number; h?: number; liquid?: string; rack?: Faces; rows?: number } = {},
): string {
  const r = opts.r ?? 7;
  const h = opts.h ?? 62;
  const rows = opts.rows ?? 1;
  const depth = rows * pitch + 8;
  const w = count * pitch + 8;
  let o = '';
  // tubes behind the front wall of the rack first, back rows first
  for (let j = rows - 1; j >= 0; j--)
    for (const i of range(count)) {
      const cap = caps[(i + j) % caps.length] ?? C.light;
      const [x, y] = s.p(u + 4 + pitch * (i + 0.5), v + 4 + pitch * (j + 0.5), z + 6);
      o += tube(x, y, r, h, cap, opts.liquid ?? C.pink, 0.5);
    }
  o = s.box(u, v, z, w, depth, 6, opts.rack ?? F.grey) + o;
  o += s.box(u, v - 2, z, w, 4, 26, opts.rack ?? F.grey);
  return o;
}

/** A specimen vial / bottle with a screw cap, base centre at (x, yb). Drawn once per size and reused. */
export function vial(
  x: number,
  yb: number,
  r: number,
  h: number,
  cap: string,
  liquid: string = C.pteal,
  label = true,
): string {
  return reuseDrawing(
    `vial${n(r)}-${n(h)}-${liquid}-${label ? 1 : 0}`,
    () => vialShape(r, h, liquid, label),
    x,
    yb,
    cap,
  );
}

function vialShape(r: number, h: number, liquid: string, label: boolean): string {
  const q = r - 1.2;
  // the cap drawn last covers the top of the vial, so its top disc is left out
  let s = cylinder(0, 0, r, h, C.white, null);
  s += path(`M${n(-q)},${n(-h * 0.5)}V0A${n(q)} ${n(q * SQ)} 0 0 0 ${n(q)},0V${n(-h * 0.5)}Z`, liquid, {
    stroke: 'none',
  });
  s += ell(0, -h * 0.5, q, q * SQ, liquid, { sw: 1.5 });
  if (label) {
    s += rect(-r, -h * 0.42, r * 2, h * 0.26, C.white, { sw: 2 });
    s += rect(-r * 0.6, -h * 0.34, r * 1.1, 3.5, C.g2, { stroke: 'none', rx: 1.5 });
  }
  s += shine(-r * 0.62, -h + 8, Math.max(2.5, r * 0.22), h * 0.35);
  const ch = Math.max(10, h * 0.22);
  s += cylinder(0, -h + 2, r + 1.5, ch, 'currentColor', 'currentColor');
  s += el('path', {
    d: `M${n(-r * 0.5)},${n(-h + 2 - ch * 0.2)}v${n(-ch * 0.65)}M0,${n(-h + 2 - ch * 0.15)}v${n(-ch * 0.65)}M${n(r * 0.5)},${n(-h + 2 - ch * 0.2)}v${n(-ch * 0.65)}`,
    'stroke-width': 1.5,
    opacity: 0.6,
  });
  return s;
}

/** A reagent bottle with shoulders and a narrow neck, base centre (x, yb), width w. */
export function bottle(
  x: number,
  yb: number,
  w: number,
  h: number,
  cap: string,
  body: string = C.white,
  band = C.lteal,
): string {
  const hw = w / 2;
  const sh = h * 0.72;
  const nw = w * 0.2;
  const d =
    `M${n(x - hw)},${n(yb - 6)}V${n(yb - sh + 10)}Q${n(x - hw)},${n(yb - sh)} ${n(x - hw + 10)},${n(yb - sh - 6)}` +
    `L${n(x - nw)},${n(yb - h + 14)}H${n(x + nw)}L${n(x + hw - 10)},${n(yb - sh - 6)}Q${n(x + hw)},${n(yb - sh)} ${n(x + hw)},${n(yb - sh + 10)}` +
    `V${n(yb - 6)}Q${n(x + hw)},${n(yb)} ${n(x + hw - 6)},${n(yb)}H${n(x - hw + 6)}Q${n(x - hw)},${n(yb)} ${n(x - hw)},${n(yb - 6)}Z`;
  let s = path(d, body);
  s += rect(x - hw, yb - sh * 0.78, w, sh * 0.5, C.white, { sw: 2 });
  s += rect(x - hw, yb - sh * 0.78, w, sh * 0.12, band, { sw: 2 });
  s += rect(x - hw * 0.6, yb - sh * 0.5, w * 0.55, 4, C.g2, { stroke: 'none', rx: 2 });
  s += rect(x - hw * 0.6, yb - sh * 0.4, w * 0.35, 4, C.g2, { stroke: 'none', rx: 2 });
  s += shine(x + hw - 9, yb - sh + 6, 4, sh * 0.2);
  s += rect(x - nw - 3, yb - h, nw * 2 + 6, 16, cap, { rx: 3 });
  return s;
}

/** A microscope slide lying on plane z of a space; w along u, d along v. */
export function slideFlat(
  s: Space,
  u: number,
  v: number,
  z: number,
  w: number,
  d: number,
  o: { frost?: string; spot?: 'round' | 'smear' | 'tissue' | 'none'; stain?: string; code?: string } = {},
): string {
  let out = s.box(u, v, z, w, d, 3, { top: C.white, front: C.pteal, side: C.pteal }, { sw: 2 });
  out += s.flat(u + 2, v + 2, z + 3, w * 0.27, d - 4, o.frost ?? C.light, { stroke: 'none' });
  if (o.code) {
    out += onPlane(
      s,
      [u + 6, v + d - 5, z + 3],
      [1, 0, 0],
      [0, -1, 0],
      dataMatrix(0, 0, Math.min(w * 0.16, d * 0.5), o.code, C.navy),
    );
  }
  const spot = o.spot ?? 'round';
  const stain = o.stain ?? C.pink;
  if (spot === 'round') out += s.disc(u + w * 0.63, v + d / 2, z + 3, d * 0.32, stain, { sw: 1.5, op: 0.9 });
  if (spot === 'smear') {
    out += onPlane(
      s,
      [u + w * 0.35, v + d * 0.2, z + 3],
      [1, 0, 0],
      [0, 1, 0],
      path(`M0,0H${n(w * 0.45)}Q${n(w * 0.58)},${n(d * 0.3)} ${n(w * 0.45)},${n(d * 0.6)}H0Z`, stain, {
        stroke: 'none',
        op: 0.85,
      }),
    );
  }
  if (spot === 'tissue') {
    out += onPlane(
      s,
      [u + w * 0.45, v + d * 0.18, z + 3],
      [1, 0, 0],
      [0, 1, 0],
      path(
        smoothClosed([
          [0, d * 0.1],
          [w * 0.2, 0],
          [w * 0.38, d * 0.12],
          [w * 0.42, d * 0.45],
          [w * 0.25, d * 0.64],
          [w * 0.05, d * 0.5],
        ]),
        stain,
        { stroke: C.purple, sw: 1.2 },
      ),
    );
  }
  return out;
}

/** An upright slide (edge-on in a rack) seen from the front. */
export function slideUpright(x: number, yb: number, w: number, h: number, frost: string): string {
  return (
    rect(x, yb - h, w, h, C.white, { sw: 2, rx: 1.5 }) +
    rect(x + 1, yb - h + 1, w - 2, h * 0.28, frost, { stroke: 'none' })
  );
}

/** A 2-D data-matrix style code (no characters), as one filled path. */
export function dataMatrix(
  x: number,
  y: number,
  size: number,
  seed: string,
  fill: string,
  cells = 10,
): string {
  const r = rng(`dm:${seed}`);
  const c = size / cells;
  let d = '';
  for (let j = 0; j < cells; j++) {
    let runStart = -1;
    for (let i = 0; i <= cells; i++) {
      let on = false;
      if (i < cells) {
        if (i === 0 || j === cells - 1) on = true;
        else if (j === 0) on = i % 2 === 0;
        else if (i === cells - 1) on = j % 2 === 1;
        else on = r() < 0.5;
      }
      if (on && runStart < 0) runStart = i;
      if (!on && runStart >= 0) {
        d += `M${n(x + runStart * c)},${n(y + j * c)}h${n((i - runStart) * c)}v${n(c)}h${n(-(i - runStart) * c)}z`;
        runStart = -1;
      }
    }
  }
  return el('path', { d, fill, stroke: 'none' });
}

export type CellStyle = 'pap' | 'he' | 'bact' | 'blood' | 'mono';

/** A single cell: soft blob with a nucleus. */
export function cell(
  cx: number,
  cy: number,
  rad: number,
  r: () => number,
  body: string,
  nucleus: string,
  sq = 1,
): string {
  const k = 7;
  const p: Pt[] = range(k).map((i) => {
    const a = (i / k) * Math.PI * 2 + r();
    const j = 0.82 + r() * 0.3;
    return [cx + Math.cos(a) * rad * j, cy + Math.sin(a) * rad * j * sq];
  });
  return (
    path(smoothClosed(p), body, { sw: 1.5, op: 0.95 }) +
    ell(
      cx + (r() - 0.5) * rad * 0.3,
      cy + (r() - 0.5) * rad * 0.3 * sq,
      rad * 0.3,
      rad * 0.26 * sq,
      nucleus,
      { stroke: 'none' },
    )
  );
}

/** Cells scattered inside a circle (or an ellipse when aspect != 1) without clipping. */
export function cellField(
  cx: number,
  cy: number,
  R: number,
  seed: string,
  style: CellStyle,
  aspect = 1,
  sq = 1,
  max = 0,
): string {
  const r = rng(`cells:${seed}:${style}`);
  const placed: [number, number, number][] = [];
  const base = style === 'bact' ? R * 0.06 : style === 'blood' ? R * 0.13 : R * 0.2;
  const tries = style === 'bact' ? 260 : 140;
  let s = '';
  for (let t = 0; t < tries; t++) {
    const rad = base * (0.75 + r() * 0.5);
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * (R - rad);
    const x = cx + Math.cos(a) * d * aspect;
    const y = cy + Math.sin(a) * d * sq;
    if (
      placed.some(
        ([px, py, pr]) => Math.hypot(px - x, (py - y) / sq) < (pr + rad) * (style === 'pap' ? 0.95 : 1.05),
      )
    )
      continue;
    placed.push([x, y, rad]);
    if (style === 'bact') {
      // a rod 2.8 x 1.1 rad with fully rounded ends: a line whose round caps make the ends
      const ang = (Number(n(r() * 180)) * Math.PI) / 180;
      const hx = Math.cos(ang) * rad * 0.85;
      const hy = Math.sin(ang) * rad * 0.85;
      s += el('path', {
        d: `M${n(x - hx)},${n(y - hy)} ${n(x + hx)},${n(y + hy)}`,
        fill: 'none',
        stroke: C.purple,
        'stroke-width': rad * 1.1,
        'stroke-linecap': 'round',
      });
    } else if (style === 'blood') {
      s +=
        ell(x, y, rad, rad * sq, C.pink, { sw: 1.5 }) +
        ell(x, y, rad * 0.45, rad * 0.45 * sq, C.white, { stroke: 'none', op: 0.6 });
    } else {
      const body =
        style === 'pap'
          ? r() < 0.45
            ? C.pink
            : r() < 0.5
              ? C.pteal
              : C.light
          : style === 'mono'
            ? C.pteal
            : C.pink;
      s += cell(x, y, rad, r, body, C.purple, sq);
    }
    if (placed.length > (max || (style === 'bact' ? 30 : 14))) break;
  }
  return s;
}

/** A magnifier callout: white disc with a content, thick ring and a leader line to (tx, ty). */
export function lens(cx: number, cy: number, R: number, content: string, tx?: number, ty?: number): string {
  let s = '';
  if (tx !== undefined && ty !== undefined) {
    s += line(
      tx,
      ty,
      cx + (tx - cx) * (R / Math.hypot(tx - cx, ty - cy)),
      cy + (ty - cy) * (R / Math.hypot(tx - cx, ty - cy)),
      {
        sw: 2,
        extra: { 'stroke-dasharray': '2 6' },
      },
    );
    s += circ(tx, ty, 4, C.lteal, { sw: 2 });
  }
  s += circ(cx, cy, R + 7, C.white, { sw: 2.5 });
  s += circ(cx, cy, R, C.surface, { sw: 2 });
  s += content;
  return s;
}

/** An embedding cassette: slanted writing face at the front, slotted top, optional open lid behind. */
export function cassette(
  s: Space,
  u: number,
  v: number,
  z: number,
  w: number,
  f: Faces,
  o: { lid?: boolean; pore?: 'slot' | 'square' | 'round' | 'mesh'; code?: string } = {},
): string {
  const d = w * 1.3;
  const h = w * 0.17;
  const wf = w * 0.28;
  let out = '';
  if (o.lid) {
    // lid standing open at the back
    out += s.box(u + w * 0.06, v + d + 1, z, w * 0.88, 3, d * 0.72, f, { sw: 2 });
    out += pores(s, u + w * 0.16, v + d + 1, z + d * 0.1, w * 0.68, d * 0.55, o.pore ?? 'slot', 'front');
  }
  out += s.prism(
    u,
    v,
    z,
    w,
    [
      [0, 0],
      [d, 0],
      [d, h],
      [wf, h],
      [wf * 0.15, h * 0.35],
      [0, h * 0.35],
    ],
    f,
    { sw: 2 },
  );
  out += pores(
    s,
    u + w * 0.12,
    v + wf + d * 0.08,
    z + h,
    w * 0.76,
    d - wf - d * 0.16,
    o.pore ?? 'slot',
    'top',
  );
  if (o.code) {
    const fw = Math.hypot(wf * 0.85, h * 0.65);
    out += onPlane(
      s,
      [u + w * 0.08, v + wf * 0.15, z + h * 0.35],
      [1, 0, 0],
      [0, (wf * 0.85) / fw, (h * 0.65) / fw],
      dataMatrix(0, fw * 0.12, fw * 0.78, o.code, C.navy, 8) +
        rect(fw, fw * 0.2, w * 0.5, fw * 0.18, C.navy, { stroke: 'none', op: 0.85 }) +
        rect(fw, fw * 0.5, w * 0.35, fw * 0.18, C.navy, { stroke: 'none', op: 0.85 }),
    );
  }
  return out;
}

/** Pore pattern for a cassette, on a top plane or a front (vertical) plane. */
function pores(
  s: Space,
  u: number,
  v: number,
  z: number,
  w: number,
  d: number,
  pore: 'slot' | 'square' | 'round' | 'mesh',
  plane: 'top' | 'front',
): string {
  let c = '';
  const fill = C.navy;
  if (pore === 'slot') {
    const k = 6;
    for (const i of range(k))
      c += rect((i * w) / k + (w / k) * 0.2, 0, (w / k) * 0.5, d, fill, { stroke: 'none', rx: 1.5 });
  } else if (pore === 'square' || pore === 'round') {
    const k = 6;
    const m = Math.max(3, Math.round((k * d) / w));
    const cw = w / k;
    const ch = d / m;
    for (const i of range(k))
      for (const j of range(m))
        c +=
          pore === 'square'
            ? rect(i * cw + cw * 0.22, j * ch + ch * 0.22, cw * 0.56, ch * 0.56, fill, { stroke: 'none' })
            : circ(i * cw + cw / 2, j * ch + ch / 2, Math.min(cw, ch) * 0.3, fill, { stroke: 'none' });
  } else {
    const k = 10;
    for (const i of range(k + 1)) c += rect((i * w) / k - 0.6, 0, 1.2, d, fill, { stroke: 'none', op: 0.7 });
    const m = Math.round((k * d) / w);
    for (const j of range(m + 1)) c += rect(0, (j * d) / m - 0.6, w, 1.2, fill, { stroke: 'none', op: 0.7 });
  }
  const body = g(c, { opacity: 0.75 });
  return plane === 'top'
    ? onPlane(s, [u, v, z], [1, 0, 0], [0, 1, 0], body)
    : onPlane(s, [u, v, z + d], [1, 0, 0], [0, 0, -1], body);
}

export type DishContent = 'colonies' | 'zones' | 'streak' | 'cylinders' | 'plain';

/** A petri dish on plane z: short cylinder with agar, colonies, inhibition zones or a streak. */
export function dish(
  s: Space,
  u: number,
  v: number,
  z: number,
  R: number,
  agar: string,
  content: DishContent,
  seed: string,
): string {
  const r = rng(`dish:${seed}`);
  const [x, y] = s.p(u, v, z);
  let o = cylinder(x, y, R, 12, C.white, C.g0);
  o += ell(x, y - 12, R - 5, (R - 5) * SQ, agar, { sw: 1.5 });
  const top = y - 12;
  const inside = (px: number, py: number, pr: number) => Math.hypot(px - x, (py - top) / SQ) < R - 8 - pr;
  if (content === 'colonies') {
    const bt = new Batch();
    for (const _ of range(30)) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * (R - 12);
      const cr = 2 + r() * 4;
      const px = x + Math.cos(a) * d;
      const py = top + Math.sin(a) * d * SQ;
      if (inside(px, py, cr)) bt.add(r() < 0.7 ? C.white : C.g0, ellD(px, py, cr, cr * SQ));
    }
    o += bt.out({ 'stroke-width': 1.2 });
  } else if (content === 'zones') {
    const k = 5;
    for (const i of range(k)) {
      const a = (i / k) * Math.PI * 2 + 0.4;
      const px = x + Math.cos(a) * R * 0.5;
      const py = top + Math.sin(a) * R * 0.5 * SQ;
      const zr = R * (0.14 + r() * 0.12);
      o += ell(px, py, zr, zr * SQ, C.white, { stroke: C.light, sw: 1.5, op: 0.9 });
      o += ell(px, py, R * 0.07, R * 0.07 * SQ, C.g0, { sw: 1.5 });
    }
  } else if (content === 'streak') {
    // quadrant streak: dense zig-zag then thinning colonies
    const q = [0.6, 0.35, 0.15];
    let dd = '';
    for (const [qi, density] of q.entries()) {
      const a0 = (qi * Math.PI * 2) / 3 - 0.6;
      for (const k of range(Math.round(40 * density))) {
        const a = a0 + (k / (40 * density)) * 1.6;
        const d = R * (0.25 + ((k * 7) % 10) / 16);
        const px = x + Math.cos(a) * d;
        const py = top + Math.sin(a) * d * SQ;
        const cr = 1.5 + r() * 2;
        if (inside(px, py, cr)) dd += ellD(px, py, cr, cr * SQ);
      }
    }
    o += el('path', { d: dd, fill: C.white, 'stroke-width': 1 });
  } else if (content === 'cylinders') {
    for (const i of range(6)) {
      const a = (i / 6) * Math.PI * 2;
      const px = x + Math.cos(a) * R * 0.58;
      const py = top + Math.sin(a) * R * 0.58 * SQ;
      const zr = R * (0.17 + r() * 0.06);
      o += ell(px, py, zr, zr * SQ, C.white, { stroke: C.light, sw: 1.5 });
    }
    for (const i of range(6)) {
      const a = (i / 6) * Math.PI * 2;
      const px = x + Math.cos(a) * R * 0.58;
      const py = top + Math.sin(a) * R * 0.58 * SQ;
      o += cylinder(px, py, R * 0.05, R * 0.08, C.g1, C.white, { sw: 1.5 });
    }
  }
  return o;
}

/** Curved double-headed motion arrow (agitation, rotation). */
export function arc(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  a0: number,
  a1: number,
  colour = C.lteal,
): string {
  const p = (a: number): Pt => [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry];
  const [x0, y0] = p(a0);
  const [x1, y1] = p(a1);
  const large = Math.abs(a1 - a0) > Math.PI ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  const head = (a: number, dir: number): string => {
    const [hx, hy] = p(a);
    const tx = -Math.sin(a) * rx * dir;
    const ty = Math.cos(a) * ry * dir;
    const l = Math.hypot(tx, ty) || 1;
    const ux = tx / l;
    const uy = ty / l;
    return `M${n(hx - ux * 9 - uy * 6)},${n(hy - uy * 9 + ux * 6)}L${n(hx)},${n(hy)}L${n(hx - ux * 9 + uy * 6)},${n(hy - uy * 9 - ux * 6)}`;
  };
  return (
    path(`M${n(x0)},${n(y0)}A${n(rx)} ${n(ry)} 0 ${large} ${sweep} ${n(x1)},${n(y1)}`, 'none', {
      stroke: colour,
      sw: 3.5,
    }) + path(head(a1, sweep ? 1 : -1), 'none', { stroke: colour, sw: 3.5 })
  );
}

/** A straight arrow (stroke only). */
export function arrow(x0: number, y0: number, x1: number, y1: number, colour = C.lteal, sw = 3.5): string {
  const l = Math.hypot(x1 - x0, y1 - y0) || 1;
  const ux = (x1 - x0) / l;
  const uy = (y1 - y0) / l;
  return path(
    `M${n(x0)},${n(y0)}L${n(x1)},${n(y1)}M${n(x1 - ux * 10 - uy * 7)},${n(y1 - uy * 10 + ux * 7)}L${n(x1)},${n(y1)}L${n(x1 - ux * 10 + uy * 7)},${n(y1 - uy * 10 - ux * 7)}`,
    'none',
    { stroke: colour, sw },
  );
}

/** Ventilation slots on a front plane. */
export function vents(
  s: Space,
  u: number,
  v: number,
  z: number,
  count: number,
  len: number,
  gap = 8,
): string {
  let d = '';
  for (const i of range(count)) {
    const [x, y] = s.p(u, v, z + i * gap);
    d += `M${n(x)},${n(y)}h${n(len)}`;
  }
  return el('path', { d, stroke: C.g3, 'stroke-width': 2.5 });
}

/** A round button/LED on a front plane. */
export function led(s: Space, u: number, v: number, z: number, fill: string, r = 5): string {
  const [x, y] = s.p(u, v, z);
  return circ(x, y, r, fill, { sw: 2 });
}

/** Glass glare: two short diagonal white strokes inside a window. */
export function glare(x: number, y: number, h: number): string {
  return el('path', {
    d: `M${n(x)},${n(y + h)}l${n(h * 0.6)},${n(-h)}M${n(x + 14)},${n(y + h)}l${n(h * 0.35)},${n(-h * 0.6)}`,
    stroke: C.white,
    'stroke-width': 4,
    opacity: 0.8,
  });
}

/** A translucent window panel drawn over interior detail. */
export function glassFront(s: Space, u: number, v: number, z: number, w: number, h: number): string {
  const [x, y] = s.p(u, v, z + h);
  return (
    rect(x, y, w, h, C.light, { op: 0.16, stroke: 'none' }) +
    rect(x, y, w, h, 'none', { rx: 4 }) +
    glare(x + w * 0.12, y + h * 0.2, h * 0.45)
  );
}

/** A kit box with a lid band, standing in a space. */
export function kitBox(
  s: Space,
  u: number,
  v: number,
  z: number,
  w: number,
  d: number,
  h: number,
  f: Faces,
  band: string,
): string {
  let o = s.box(u, v, z, w, d, h, F.white);
  o += s.front(u, v, z + h * 0.62, w, h * 0.2, band);
  o += s.front(u + w * 0.1, v, z + h * 0.22, w * 0.45, 6, C.g2, { stroke: 'none', rx: 3 });
  o += s.front(u + w * 0.1, v, z + h * 0.34, w * 0.3, 6, C.g2, { stroke: 'none', rx: 3 });
  o += s.sideRect(u + w, v, z + h * 0.62, d, h * 0.2, f.side);
  o += s.flat(u, v, z + h, w, d, f.top);
  return o;
}

/** A lateral-flow test cassette lying flat: sample well and result window with line marks. */
export function testCassette(
  s: Space,
  u: number,
  v: number,
  z: number,
  w: number,
  d: number,
  lines: number,
  seed: string,
): string {
  const r = rng(`tc:${seed}`);
  let o = s.box(u, v, z, w, d, 7, F.white, { sw: 2 });
  const [wx, wy] = s.p(u + w * 0.18, v + d / 2, z + 7);
  o += ell(wx, wy, d * 0.2, d * 0.2 * SQ * 1.2, C.g1, { sw: 2 });
  o += ell(wx, wy, d * 0.1, d * 0.1 * SQ * 1.2, C.g2, { stroke: 'none' });
  // result window
  o += s.flat(u + w * 0.42, v + d * 0.3, z + 7, w * 0.4, d * 0.4, C.g0, { sw: 2 });
  let marks = '';
  for (const i of range(lines)) {
    const strong = i === lines - 1 || r() < 0.6;
    marks += rect(w * 0.06 + i * w * 0.1, 0, w * 0.035, d * 0.4, C.pink, {
      stroke: 'none',
      op: strong ? 1 : 0.45,
    });
  }
  o += onPlane(s, [u + w * 0.42, v + d * 0.3, z + 7], [1, 0, 0], [0, 1, 0], marks);
  return o;
}

/** A handheld real-time PCR unit and its cartridge. */
export function pcrCartridge(
  s: Space,
  u: number,
  v: number,
  z: number,
  w: number,
  d: number,
  wells: number,
  accent: string,
): string {
  let o = s.box(u, v, z, w, d, 6, { top: C.white, front: C.g0, side: C.g1 }, { sw: 2 });
  const [x0] = s.p(u, v, z);
  void x0;
  let c = '';
  const pitch = (w * 0.7) / wells;
  for (const i of range(wells))
    c += circ(w * 0.22 + pitch * (i + 0.5), d * 0.5, pitch * 0.32, i % 2 ? accent : C.pteal, {
      stroke: 'none',
    });
  c += rect(w * 0.04, d * 0.25, w * 0.12, d * 0.5, C.g2, { stroke: 'none', rx: 3 });
  o += onPlane(s, [u, v, z + 6], [1, 0, 0], [0, 1, 0], c);
  return o;
}

export { line, rect, circ, ell, poly, path, polyline };
