/**
 * Archetype drawings: parameterised instruments and consumables. Each returns the body markup and the
 * floor shadows for scene(); positions are in the 800x600 frame.
 */
import {
  type ScreenKind,
  bottle,
  cassette,
  dish,
  glare,
  kitBox,
  laptop,
  led,
  monitor,
  rackTubes,
  screen,
  slideFlat,
  slideUpright,
  tube,
  vents,
  vial,
} from './lib/parts.ts';
import {
  DX,
  DY,
  F,
  type FaceName,
  type Faces,
  SQ,
  Space,
  cylinder,
  onPlane,
  planeCircle,
} from './lib/space.ts';
import { C, type Pt, circ, el, ell, line, n, path, poly, range, rect, rng } from './lib/svg.ts';

export interface Drawn {
  body: string;
  shadows: [number, number, number][];
}

/** A space whose object (w wide, d deep) is centred horizontally with its front base at y = bottom. */
export function centred(w: number, d: number, bottom = 478, cx = 400): Space {
  return new Space(cx - (w + DX * d) / 2, bottom);
}

/** Floor shadow under a footprint. */
export function footShadow(
  s: Space,
  u: number,
  v: number,
  w: number,
  d: number,
  grow = 1.08,
): [number, number, number] {
  const [x, y] = s.p(u + w / 2, v + d / 2, 0);
  return [x, y + 6, ((w + DX * d) / 2) * grow];
}

export type WindowContent =
  'vials' | 'tubes' | 'slides' | 'plates' | 'bottles' | 'carousel' | 'cuvettes' | 'none';

export interface AnalyserOpts {
  seed: string;
  w?: number;
  d?: number;
  h?: number;
  accent?: FaceName;
  body?: FaceName;
  screen?: ScreenKind;
  /** Where the screen goes. */
  screenAt?: 'front' | 'arm' | 'slope' | 'none';
  /** Interior seen through the front window. */
  window?: WindowContent;
  /** Fraction of the front width taken by the window. */
  windowW?: number;
  /** A loading rack of tubes at the front. */
  rack?: number;
  rackCaps?: readonly string[];
  /** Sloped upper front. */
  slope?: boolean;
  /** Round reading positions on the top (e.g. vial wells). */
  topWells?: number;
  /** Accent band style. */
  band?: 'base' | 'side' | 'top' | 'none';
  cx?: number;
  bottom?: number;
}

/** Interior contents for a window, drawn in screen space inside (x, y, w, h). */
function interior(
  kind: WindowContent,
  x: number,
  y: number,
  w: number,
  h: number,
  seed: string,
  accent: Faces,
): string {
  const r = rng(`int:${seed}`);
  let s = rect(x, y, w, h, C.surface2, { stroke: 'none' });
  const floor = y + h - 8;
  s += rect(x, floor, w, 8, C.g2, { stroke: 'none' });
  const caps = [accent.front, C.lteal, C.light, C.pink, C.primary];
  if (kind === 'vials' || kind === 'tubes' || kind === 'bottles') {
    const rr = kind === 'vials' ? 11 : kind === 'bottles' ? 14 : 6.5;
    const hh = kind === 'vials' ? h * 0.38 : kind === 'bottles' ? h * 0.5 : h * 0.55;
    const pitch = rr * 2 + (kind === 'tubes' ? 6 : 8);
    const count = Math.floor((w - 16) / pitch);
    const ox = x + (w - count * pitch) / 2 + pitch / 2;
    for (const i of range(count)) {
      const cap = caps[Math.floor(r() * caps.length)] ?? C.lteal;
      if (kind === 'vials') s += vial(ox + i * pitch, floor, rr, hh, cap, i % 2 ? C.pteal : C.surface, false);
      else if (kind === 'bottles') s += vial(ox + i * pitch, floor, rr, hh, cap, C.pink, true);
      else s += tube(ox + i * pitch, floor, rr, hh, cap, C.pink, 0.5);
    }
    // a pipette head above
    const hx = x + w * (0.3 + r() * 0.4);
    s += rect(x + 6, y + 12, w - 12, 8, C.g3, { sw: 2 });
    s += rect(hx - 12, y + 8, 24, 26, accent.front, { sw: 2, rx: 3 });
    s += path(`M${n(hx - 3)},${n(y + 34)}L${n(hx)},${n(y + 52)}L${n(hx + 3)},${n(y + 34)}Z`, C.white, {
      sw: 2,
    });
  } else if (kind === 'slides') {
    const count = Math.floor((w - 20) / 11);
    for (const i of range(count))
      s += slideUpright(x + 10 + i * 11, floor, 7, h * 0.42, i % 3 === 0 ? C.pink : C.light);
    s += rect(x + 6, floor - h * 0.2, w - 12, h * 0.2, C.g1, { sw: 2 });
  } else if (kind === 'plates') {
    const count = Math.floor((h - 16) / 16);
    for (const i of range(count)) {
      const yy = floor - i * 16;
      s += rect(x + w * 0.12, yy - 12, w * 0.76, 12, i % 2 ? C.pink : C.pteal, { sw: 2, rx: 5 });
    }
  } else if (kind === 'carousel') {
    const cx = x + w / 2;
    const cy = floor - 16;
    s += cylinder(cx, cy + 10, w * 0.42, 14, C.g1, C.white);
    const k = 12;
    const items: [number, number, number][] = [];
    for (const i of range(k)) {
      const a = (i / k) * Math.PI * 2;
      items.push([cx + Math.cos(a) * w * 0.33, cy - 4 + Math.sin(a) * w * 0.33 * SQ, Math.sin(a)]);
    }
    items.sort((a, b) => a[2] - b[2]);
    for (const [tx, ty] of items)
      s += tube(tx, ty, 5, h * 0.38, caps[Math.floor(r() * caps.length)] ?? C.lteal, C.pink, 0.4);
  } else if (kind === 'cuvettes') {
    const count = Math.floor((w - 20) / 18);
    for (const i of range(count)) {
      const xx = x + 12 + i * 18;
      s += rect(xx, floor - h * 0.32, 12, h * 0.32, C.white, { sw: 2 });
      s += rect(xx + 1, floor - h * 0.16, 10, h * 0.16 - 1, i % 2 ? C.pink : C.pteal, { stroke: 'none' });
    }
  }
  return s;
}

/** Generic benchtop analyser: body with optional slope, window with interior, screen, tray, lids. */
export function analyser(
  o: AnalyserOpts & {
    tray?: number;
    trayCaps?: readonly string[];
    dome?: 'lid' | 'carousel';
    cards?: number;
    printer?: boolean;
    topGrid?: readonly [number, number];
  },
): Drawn {
  const w = o.w ?? 380;
  const d = o.d ?? 190;
  const h = o.h ?? 190;
  const acc = F[o.accent ?? 'teal'];
  const bodyF = F[o.body ?? 'white'];
  const trayD = o.tray ? 56 : 0;
  const s = centred(w, d + trayD, o.bottom ?? 472, o.cx ?? 400);
  const sp = new Space(s.X + DX * trayD, s.Y - DY * trayD);
  const fh = o.slope ? h * 0.66 : h;
  const back = o.slope ? d * 0.42 : 0;
  const profile: Pt[] = o.slope
    ? [
        [0, 0],
        [d, 0],
        [d, h],
        [back, h],
        [0, fh],
      ]
    : [
        [0, 0],
        [d, 0],
        [d, h],
        [0, h],
      ];
  let b = sp.prism(0, 0, 0, w, profile, bodyF);
  const band = o.band ?? 'base';
  if (band === 'base') {
    b += sp.front(0, 0, 0, w, h * 0.1, acc.front);
    b += sp.sideRect(w, 0, 0, d, h * 0.1, acc.side);
  } else if (band === 'side') {
    b += sp.prism(w - 16, 0, 0, 16, profile, { top: acc.top, front: acc.front, side: acc.front });
  } else if (band === 'top') {
    b += sp.front(0, 0, fh - 14, w, 14, acc.front);
    if (!o.slope) b += sp.sideRect(w, 0, fh - 14, d, 14, acc.side);
  }
  // side vents
  let vd = '';
  for (const i of range(5)) {
    const [x1, y1] = sp.p(w, d * 0.5, h * 0.22 + i * 9);
    const [x2, y2] = sp.p(w, d * 0.82, h * 0.22 + i * 9);
    vd += `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
  }
  b += el('path', { d: vd, stroke: C.g3, 'stroke-width': 2.5 });
  const win = o.window ?? 'vials';
  const ww = w * (o.windowW ?? 0.56);
  const wz0 = h * 0.2;
  const wh = fh - wz0 - (band === 'top' ? 30 : 20);
  if (win !== 'none') {
    const [wx, wy] = sp.p(20, 0, wz0 + wh);
    b += interior(win, wx, wy, ww, wh, o.seed, acc);
    b += rect(wx, wy, ww, wh, C.light, { op: 0.14, stroke: 'none' });
    b += glare(wx + ww * 0.62, wy + 8, wh * 0.4);
    b += rect(wx, wy, ww, wh, 'none', { rx: 3 });
    b += sp.front(20 + ww * 0.35, 0, wz0 - 12, ww * 0.3, 5, C.g2, { stroke: 'none', rx: 2.5 });
  }
  if (o.cards) {
    const k = o.cards;
    const cw = (w * 0.52) / k;
    b += sp.front(20, 0, h * 0.3, w * 0.52 + 8, h * 0.34, C.g1, { rx: 5 });
    for (const i of range(k)) {
      const u = 26 + i * cw;
      b += sp.front(u, 0, h * 0.44, cw * 0.8, 9, C.navy, { rx: 2 });
      if (i % 3 !== 2) {
        b += sp.box(u + cw * 0.1, -26, h * 0.44 + 2, cw * 0.6, 26, 4, F.white, { sw: 2 });
        b += sp.flat(u + cw * 0.22, -20, h * 0.44 + 6, cw * 0.36, 10, i % 2 ? C.pteal : C.pink, { sw: 1.2 });
      }
    }
    for (const i of range(k))
      b += led(sp, 26 + i * cw + cw * 0.4, 0, h * 0.36, i % 3 === 2 ? C.g2 : C.lteal, 3.5);
  }
  const at = o.screenAt ?? 'front';
  const sk = o.screen ?? 'bars';
  if (at === 'front') {
    const sx = win === 'none' && !o.cards ? w * 0.22 : w * 0.56 + 44;
    const sw = Math.min(w - sx - 26, win === 'none' && !o.cards ? 210 : 150);
    const sh = Math.min(wh * 0.64, sw * 0.72);
    const [x, y] = sp.p(sx, 0, wz0 + wh);
    b += screen(x, y, sw, sh, sk, o.seed);
    b += led(sp, sx + 10, 0, wz0 + 10, C.lteal, 5);
    b += led(sp, sx + 28, 0, wz0 + 10, C.g2, 5);
  }
  if (at === 'slope' && o.slope) {
    const a: Pt = sp.p(w * 0.6, back * 0.12, fh + (h - fh) * 0.12);
    const bb: Pt = sp.p(w * 0.92, back * 0.12, fh + (h - fh) * 0.12);
    const c: Pt = sp.p(w * 0.92, back * 0.88, fh + (h - fh) * 0.88);
    const dd: Pt = sp.p(w * 0.6, back * 0.88, fh + (h - fh) * 0.88);
    b += poly([a, bb, c, dd], C.g4);
    const lerp = (p: Pt, q: Pt, t: number): Pt => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
    const i1 = lerp(a, c, 0.08);
    const i2 = lerp(bb, dd, 0.08);
    const i3 = lerp(c, a, 0.08);
    const i4 = lerp(dd, bb, 0.08);
    b += poly([i1, i2, i3, i4], C.navy, { stroke: 'none' });
    const l1 = lerp(i1, i4, 0.5);
    const l2 = lerp(i2, i3, 0.5);
    b += el('path', {
      d: `M${n(l1[0] + 10)},${n(l1[1] + 6)}L${n(l1[0] + (l2[0] - l1[0]) * 0.55)},${n(l1[1] + (l2[1] - l1[1]) * 0.55 + 6)}`,
      stroke: C.lteal,
      'stroke-width': 4,
    });
    b += el('path', {
      d: `M${n(l1[0] + 10)},${n(l1[1] - 6)}L${n(l1[0] + (l2[0] - l1[0]) * 0.8)},${n(l1[1] + (l2[1] - l1[1]) * 0.8 - 6)}`,
      stroke: C.light,
      'stroke-width': 4,
    });
  }
  let top = '';
  const v0 = back + (d - back) * 0.5;
  if (o.topWells) {
    const k = o.topWells;
    const pitch = Math.min(46, (w * 0.48) / k);
    for (const i of range(k)) {
      const u = w * (o.slope ? 0.08 : 0.5) + pitch * (i + 0.5);
      top += sp.disc(u, v0, h, pitch * 0.34, C.g4, { sw: 2 });
    }
    for (const i of range(k)) {
      const u = w * (o.slope ? 0.08 : 0.5) + pitch * (i + 0.5);
      const [x, y] = sp.p(u, v0, h);
      if (i % 4 !== 3) top += vial(x, y + 3, pitch * 0.24, 38, i % 2 ? acc.front : C.lteal, C.pink, false);
    }
  }
  if (o.topGrid) {
    const [cols, rows] = o.topGrid;
    const gw = w * 0.5;
    const gd = (d - back) * 0.7;
    const u0 = w * 0.06;
    const vv = back + (d - back) * 0.15;
    top += sp.flat(u0 - 8, vv - 8, h, gw + 16, gd + 16, C.g1, { sw: 2 });
    const r = rng(`grid:${o.seed}`);
    const items: string[] = [];
    for (let j = rows - 1; j >= 0; j--)
      for (const i of range(cols)) {
        const [x, y] = sp.p(u0 + (i + 0.5) * (gw / cols), vv + (j + 0.5) * (gd / rows), h);
        const filled = r() < 0.55;
        items.push(
          filled
            ? vial(x, y + 2, 7, 26, r() < 0.5 ? C.lteal : acc.front, C.pink, false)
            : ell(x, y, 7, 7 * SQ, C.g4, { sw: 1.5 }),
        );
      }
    top += items.join('');
  }
  if (o.dome) {
    const u = w * (o.slope ? 0.3 : 0.3);
    const R = Math.min(w * 0.2, (d - back) * 0.5);
    const [x, y] = sp.p(u, v0, h);
    top += cylinder(x, y, R, 12, C.g1, o.dome === 'lid' ? C.surface2 : C.g0);
    if (o.dome === 'lid') {
      top += ell(x, y - 12, R * 0.72, R * 0.72 * SQ, C.light, { sw: 2, op: 0.5 });
      top += ell(x, y - 12, R * 0.25, R * 0.25 * SQ, C.g3, { sw: 2 });
      top += el('path', {
        d: `M${n(x - R * 0.4)},${n(y - 14)}l${n(R * 0.25)},${n(-R * 0.14)}`,
        stroke: C.white,
        'stroke-width': 3,
      });
    } else {
      const k = 10;
      const items: [number, number, number][] = [];
      for (const i of range(k)) {
        const a = (i / k) * Math.PI * 2;
        items.push([x + Math.cos(a) * R * 0.68, y - 12 + Math.sin(a) * R * 0.68 * SQ, Math.sin(a)]);
      }
      items.sort((p, q) => p[2] - q[2]);
      items.forEach(([tx, ty], i) => {
        top += tube(
          tx,
          ty + 2,
          5,
          30,
          i % 3 === 0 ? acc.front : i % 3 === 1 ? C.lteal : C.light,
          C.pteal,
          0.5,
        );
      });
    }
  }
  if (o.printer) {
    top += sp.box(w * 0.76, d * 0.6, h, w * 0.18, d * 0.3, 16, F.grey);
    const [x, y] = sp.p(w * 0.79, d * 0.72, h + 16);
    top += path(`M${n(x)},${n(y)}q6,-30 ${n(w * 0.12)},-34l${n(DX * 10)},${n(-DY * 10)}`, C.white, { sw: 2 });
  }
  if (at === 'arm') {
    const [x, y] = sp.p(w * 0.78, d * 0.55, h);
    top += sp.disc(w * 0.78, d * 0.55, h, 14, C.g2, { sw: 2 });
    top += rect(x - 5, y - 46, 10, 46, C.g2, { sw: 2 });
    top += screen(x - 62, y - 136, 124, 92, sk, o.seed, C.g4);
  }
  const shadows: [number, number, number][] = [footShadow(sp, 0, 0, w, d)];
  let front = '';
  if (o.tray) {
    const tw = w * 0.46;
    const tu = w * 0.5;
    front += sp.box(tu, -trayD, 0, tw, trayD, 16, F.grey);
    front += rackTubes(
      sp,
      tu + 10,
      -trayD + 10,
      16,
      Math.min(o.tray, Math.floor((tw - 28) / 20)),
      20,
      o.trayCaps ?? [acc.front, C.lteal, C.light, C.pink],
      {
        r: 6.5,
        h: 50,
      },
    );
  }
  return { body: b + top + front, shadows };
}

/** A translucent glass prism (hood, lid) drawn as a tinted fill and an outline. */
function glassPrism(s: Space, u: number, v: number, z: number, w: number, profile: readonly Pt[]): string {
  const tint = { top: C.light, front: C.light, side: C.light };
  const none = { top: 'none', front: 'none', side: 'none' };
  return (
    s.prism(u, v, z, w, profile, tint, { stroke: 'none', op: 0.16 }) +
    s.prism(u, v, z, w, profile, none, { sw: 2 })
  );
}

/** Reagent baths seen from above (grid of coloured tops). */
function baths(
  s: Space,
  u: number,
  v: number,
  z: number,
  cols: number,
  rows: number,
  cw: number,
  cd: number,
  seed: string,
): string {
  const r = rng(`baths:${seed}`);
  const cols3 = [C.pink, C.purple, C.pteal, C.light, C.surface2, C.lteal, C.white];
  let o = '';
  for (let j = rows - 1; j >= 0; j--)
    for (const i of range(cols)) {
      const fill = cols3[Math.floor(r() * cols3.length)] ?? C.pteal;
      o += s.box(
        u + i * cw,
        v + j * cd,
        z,
        cw - 4,
        cd - 4,
        8,
        { top: fill, front: C.g1, side: C.g2 },
        { sw: 1.8 },
      );
    }
  return o;
}

export interface StainerOpts {
  seed: string;
  accent?: FaceName;
  /** A linked coverslipper unit on the right. */
  coverslipper?: boolean;
  cols?: number;
  screen?: ScreenKind;
}

/** Slide stainer (with an optional linked coverslipper): low body, glass hood, reagent baths, robot arm. */
export function stainer(o: StainerOpts): Drawn {
  const acc = F[o.accent ?? 'blue'];
  const w1 = o.coverslipper ? 300 : 360;
  const w2 = o.coverslipper ? 170 : 0;
  const d = 200;
  const h = 130;
  const s = centred(w1 + w2 + 6, d, 470, 400);
  let b = '';
  // main stainer
  b += s.box(0, 0, 0, w1, d, h, F.white);
  b += s.front(0, 0, 0, w1, 14, acc.front);
  b += s.sideRect(w1, 0, 0, d, 14, acc.side);
  const [sx, sy] = s.p(w1 * 0.56, 0, h - 22);
  b += screen(sx, sy, w1 * 0.36, 70, o.screen ?? 'list', o.seed);
  b += s.front(24, 0, 40, w1 * 0.42, 48, C.g1, { rx: 4 });
  b += s.front(34, 0, 58, w1 * 0.32, 7, C.g3, { stroke: 'none', rx: 3.5 });
  b += baths(s, 22, 30, h, o.cols ?? 6, 2, (w1 - 44) / (o.cols ?? 6), (d - 60) / 2, o.seed);
  // gantry & arm
  const gz = h + 78;
  b += s.box(10, d - 24, h, 14, 14, 84, F.grey, { sw: 2 });
  b += s.box(w1 - 24, d - 24, h, 14, 14, 84, F.grey, { sw: 2 });
  b += s.box(10, d - 24, gz - 6, w1 - 20, 14, 10, acc, { sw: 2 });
  const au = w1 * 0.42;
  b += s.box(au, d * 0.36, gz - 30, 16, d * 0.58, 12, F.grey, { sw: 2 });
  b += s.box(au - 14, d * 0.36 - 10, h + 20, 44, 30, 26, acc, { sw: 2 });
  b += s.box(au - 4, d * 0.36, h + 46, 12, 12, gz - h - 70, F.grey, { sw: 2 });
  b += glassPrism(s, 0, 0, h, w1, [
    [0, 0],
    [d, 0],
    [d, 96],
    [d * 0.3, 96],
    [0, 40],
  ]);
  const [gx, gy] = s.p(w1 * 0.12, d * 0.1, h + 40);
  b += glare(gx, gy - 20, 26);
  const shadows: [number, number, number][] = [footShadow(s, 0, 0, w1 + w2, d)];
  if (o.coverslipper) {
    const u2 = w1 + 6;
    const h2 = 190;
    b += s.box(u2, 0, 0, w2, d, h2, F.white);
    b += s.front(u2, 0, 0, w2, 14, acc.front);
    b += s.sideRect(u2 + w2, 0, 0, d, 14, acc.side);
    b += s.box(u2 - 10, d * 0.3, h - 20, 16, d * 0.4, 22, F.grey, { sw: 2 });
    // upper window with slide rack
    const [wx, wy] = s.p(u2 + 18, 0, h2 - 20);
    b += rect(wx, wy, w2 - 36, 70, C.surface2, { stroke: 'none' });
    for (const i of range(8)) b += slideUpright(wx + 10 + i * 13, wy + 62, 8, 44, i % 2 ? C.pink : C.light);
    b += rect(wx, wy, w2 - 36, 70, 'none', { rx: 3 });
    b += glare(wx + 70, wy + 8, 28);
    // horizontal output tray with coverslipped slides
    b += s.box(u2 + 20, -44, 46, w2 - 40, 44, 8, F.grey, { sw: 2 });
    for (const i of range(4))
      b += slideFlat(s, u2 + 28 + i * 0, -40 + i * 10, 54, w2 - 56, 8, {
        frost: i % 2 ? C.pink : C.light,
        spot: 'none',
      });
    b += led(s, u2 + 24, 0, 24 + 10, C.lteal, 5);
  }
  return { body: b, shadows };
}

/** Compact special stainer beside a touch tablet (Paint Cell style). */
export function compactStainer(o: { seed: string; accent?: FaceName; bottles?: number }): Drawn {
  const acc = F[o.accent ?? 'purple'];
  const w = 250;
  const d = 190;
  const h = 120;
  const s = centred(w + 170, d, 468, 400);
  let b = s.box(0, 0, 0, w, d, h, F.white);
  b += s.front(0, 0, 0, w, 12, acc.front);
  b += s.sideRect(w, 0, 0, d, 12, acc.side);
  // rack of slides in the middle well, bottles at the back
  b += s.flat(20, 20, h, w - 40, d * 0.45, C.g1, { sw: 2 });
  b += baths(s, 26, 24, h, 5, 2, (w - 52) / 5, (d * 0.45 - 8) / 2, o.seed);
  const k = o.bottles ?? 5;
  for (const i of range(k)) {
    const [x, y] = s.p(24 + i * ((w - 44) / k) + 18, d * 0.8, h);
    b += vial(
      x,
      y,
      12,
      46,
      [C.pink, C.purple, C.lteal, C.light, C.primary][i % 5] ?? C.pink,
      [C.pink, C.pteal, C.surface2][i % 3] ?? C.pink,
      true,
    );
  }
  b += glassPrism(s, 0, 0, h, w, [
    [0, 0],
    [d * 0.62, 0],
    [d * 0.62, 50],
    [0, 50],
  ]);
  b += led(s, 22, 0, 36, C.lteal, 5);
  b += s.front(40, 0, 32, 90, 8, C.g2, { stroke: 'none', rx: 4 });
  // tablet on a stand to the right
  const [tx, ty] = s.p(w + 50, d * 0.2, 0);
  b += poly(
    [
      [tx + 20, ty],
      [tx + 120, ty],
      [tx + 100, ty - 12],
      [tx + 40, ty - 12],
    ],
    C.g1,
  );
  b += rect(tx + 64, ty - 50, 12, 40, C.g2, { sw: 2 });
  b += screen(tx - 10, ty - 150, 160, 112, 'steps', o.seed, C.line);
  return { body: b, shadows: [footShadow(s, 0, 0, w, d), [tx + 70, ty + 4, 70]] };
}

export interface ProcessorOpts {
  seed: string;
  accent?: FaceName;
  /** Lower reagent cabinet door open (shows bottles). */
  open?: boolean;
  /** Back-lit cabinet interior. */
  backlit?: boolean;
  screen?: ScreenKind;
  wide?: boolean;
}

/** Tissue processor: tall cabinet, retort lid on top, angled screen, reagent cabinet below. */
export function tissueProcessor(o: ProcessorOpts): Drawn {
  const acc = F[o.accent ?? 'blue'];
  const w = o.wide ? 300 : 270;
  const d = 220;
  const h = 300;
  const s = centred(w + (o.open ? 0 : 0), d, 486, o.open ? 420 : 400);
  let b = s.box(0, 0, 0, w, d, h, F.white);
  b += s.front(0, 0, h - 26, w, 26, acc.front);
  b += s.sideRect(w, 0, h - 26, d, 26, acc.side);
  b += s.front(0, 0, 0, w, 10, C.g2);
  // cabinet: two doors
  const cz = 14;
  const ch = h * 0.5;
  const dw = (w - 36) / 2;
  if (o.open) {
    const [ix, iy] = s.p(12, 0, cz + ch);
    const iw = dw + 6;
    b += rect(ix, iy, iw, ch, o.backlit ? C.pteal : C.g1, { rx: 3 });
    for (const k of range(2)) {
      const yb = iy + ch * (0.47 + k * 0.47);
      b += rect(ix + 4, yb, iw - 8, 5, C.g2, { sw: 2 });
      for (const i of range(3)) {
        const cap = [acc.front, C.lteal, C.pink, C.light, C.purple, C.primary][(i + k * 3) % 6] ?? C.lteal;
        b += vial(
          ix + 22 + i * ((iw - 30) / 3),
          yb,
          13,
          ch * 0.3,
          cap,
          [C.pteal, C.pink, C.surface2][(i + k) % 3] ?? C.pteal,
          true,
        );
      }
    }
    if (o.backlit) b += rect(ix + 6, iy + 5, iw - 12, 5, C.white, { stroke: 'none', rx: 2.5 });
    // the open left door, swung out toward the viewer
    b += poly([s.p(12, 0, cz), s.p(12, -dw, cz), s.p(12, -dw, cz + ch), s.p(12, 0, cz + ch)], C.g0);
    b += poly(
      [
        s.p(12, -dw * 0.25, cz + ch * 0.2),
        s.p(12, -dw * 0.7, cz + ch * 0.2),
        s.p(12, -dw * 0.7, cz + ch * 0.8),
        s.p(12, -dw * 0.25, cz + ch * 0.8),
      ],
      acc.front,
      { sw: 2 },
    );
    const u = 24 + dw;
    b += s.front(u, 0, cz, dw, ch, C.g0, { rx: 4 });
    b += s.front(u + dw * 0.2, 0, cz + ch * 0.15, 12, ch * 0.6, C.pteal, { rx: 4, sw: 2 });
    b += s.front(u + dw * 0.2, 0, cz + ch * 0.15, 12, ch * 0.4, C.light, { rx: 4, sw: 2 });
    b += s.front(u + dw - 16, 0, cz + ch * 0.35, 6, ch * 0.3, C.g2, { rx: 3, sw: 2 });
  } else {
    for (const i of range(2)) {
      const u = 12 + i * (dw + 12);
      b += s.front(u, 0, cz, dw, ch, C.g0, { rx: 4 });
      // liquid level windows
      b += s.front(u + dw * 0.2, 0, cz + ch * 0.15, 12, ch * 0.6, C.pteal, { rx: 4, sw: 2 });
      b += s.front(u + dw * 0.2, 0, cz + ch * 0.15, 12, ch * 0.35, i ? C.pink : C.lteal, { rx: 4, sw: 2 });
      b += s.front(u + dw * 0.2 + 22, 0, cz + ch * 0.15, 12, ch * 0.6, C.pteal, { rx: 4, sw: 2 });
      b += s.front(u + dw * 0.2 + 22, 0, cz + ch * 0.15, 12, ch * 0.45, i ? C.light : C.purple, {
        rx: 4,
        sw: 2,
      });
      b += s.front(u + dw - 16, 0, cz + ch * 0.35, 6, ch * 0.3, C.g2, { rx: 3, sw: 2 });
    }
  }
  // upper console: status strip and vents
  b += s.front(24, 0, cz + ch + 30, w * 0.45, 8, C.g2, { stroke: 'none', rx: 4 });
  b += led(s, 30, 0, cz + ch + 60, C.lteal, 6);
  b += led(s, 50, 0, cz + ch + 60, C.g2, 6);
  // retort lid on top
  const [rx, ry] = s.p(w * 0.34, d * 0.5, h);
  b += cylinder(rx, ry, 74, 10, C.g1, C.g0);
  b += ell(rx, ry - 10, 56, 56 * SQ, C.g1, { sw: 2 });
  b += rect(rx - 40, ry - 24, 80, 10, acc.front, { rx: 5, sw: 2 });
  // adjustable screen on the right of the top
  const [ax, ay] = s.p(w * 0.8, d * 0.45, h);
  b += s.disc(w * 0.8, d * 0.45, h, 16, C.g2, { sw: 2 });
  b += rect(ax - 5, ay - 40, 10, 40, C.g2, { sw: 2 });
  const sw = o.wide ? 150 : 124;
  b += screen(ax - sw / 2, ay - 40 - sw * 0.72, sw, sw * 0.72, o.screen ?? 'dial', o.seed, C.g4);
  return { body: b, shadows: [footShadow(s, 0, 0, w, d)] };
}

/** Rotary microtome: base, body with sloped top, big handwheel on the right side, specimen head and knife. */
export function microtome(o: { seed: string; accent?: FaceName; motor?: boolean }): Drawn {
  const acc = F[o.accent ?? 'blue'];
  const w = 280;
  const d = 220;
  const s = centred(w + 40, d, 470, 390);
  let b = s.box(0, 0, 0, w, d, 44, F.white);
  b += s.front(0, 0, 0, w, 10, acc.front);
  b += s.sideRect(w, 0, 0, d, 10, acc.side);
  // waste tray at the front of the base
  b += s.box(40, -26, 0, 170, 36, 16, F.grey, { sw: 2 });
  // body
  const bu = 50;
  const bw = 170;
  b += s.prism(
    bu,
    40,
    44,
    bw,
    [
      [0, 0],
      [170, 0],
      [170, 210],
      [60, 210],
      [0, 160],
    ],
    F.white,
  );
  b += s.prism(
    bu + bw - 14,
    40,
    44,
    14,
    [
      [0, 0],
      [170, 0],
      [170, 210],
      [60, 210],
      [0, 160],
    ],
    acc,
  );
  // handwheel on the right side
  const wc: [number, number, number] = [bu + bw + 14, 40 + 95, 44 + 112];
  b += s.box(bu + bw, 40 + 80, 44 + 98, 14, 30, 28, F.grey, { sw: 2 });
  b += planeCircle(s, wc, [0, 1, 0], [0, 0, 1], 84, C.g1);
  b += planeCircle(s, wc, [0, 1, 0], [0, 0, 1], 66, C.white, { sw: 2 });
  b += planeCircle(s, wc, [0, 1, 0], [0, 0, 1], 18, acc.front);
  const [hx, hy] = s.p(wc[0], wc[1] - 46, wc[2] + 58);
  b += cylinderH(hx, hy, 12, 40, acc.front);
  // specimen head and clamp with a block
  const [fx, fy] = s.p(bu + 50, 40, 44 + 150);
  b += rect(fx, fy - 30, 70, 54, C.g1, { rx: 4 });
  b += s.box(bu + 62, 20, 44 + 110, 46, 20, 34, F.grey, { sw: 2 });
  b += s.box(bu + 68, 8, 44 + 116, 34, 12, 22, { top: C.white, front: C.g0, side: C.g1 }, { sw: 2 });
  b += s.flat(bu + 72, 8, 44 + 138, 26, 12, C.pink, { sw: 1.5 });
  // knife holder with blade
  b += s.box(bu + 10, -20, 44, bw - 20, 50, 50, F.grey);
  b += s.box(bu + 26, -8, 94, bw - 52, 26, 14, F.navy, { sw: 2 });
  b += s.box(bu + 30, 2, 108, bw - 60, 8, 5, { top: C.white, front: C.g1, side: C.g2 }, { sw: 2 });
  // control pad on the base
  const [cx, cy] = s.p(220, 0, 38);
  b += rect(cx, cy, 52, 24, C.navy, { rx: 3 });
  b += circ(cx + 14, cy + 12, 4, C.lteal, { stroke: 'none' });
  b += rect(cx + 24, cy + 9, 20, 5, C.light, { stroke: 'none', rx: 2.5 });
  if (o.motor) b += led(s, bu + 20, 40, 44 + 130, C.lteal, 5);
  return { body: b, shadows: [footShadow(s, 0, -26, w + 40, d + 26)] };
}

/** A horizontal cylinder pointing right (handles, knobs). */
function cylinderH(x: number, y: number, r: number, len: number, fill: string): string {
  return (
    path(
      `M${n(x)},${n(y - r)}H${n(x + len)}A${n(r * 0.45)} ${n(r)} 0 0 1 ${n(x + len)},${n(y + r)}H${n(x)}Z`,
      fill,
    ) + ell(x + len, y, r * 0.45, r, fill === C.white ? C.g0 : C.g1)
  );
}

/** Cryostat: cabinet with a chamber under a sloped glass window, handwheel on the side. */
export function cryostat(o: { seed: string; accent?: FaceName; screen?: ScreenKind }): Drawn {
  const acc = F[o.accent ?? 'sky'];
  const w = 300;
  const d = 230;
  const h = 220;
  const s = centred(w + 20, d, 488, 392);
  let b = s.box(0, 0, 0, w, d, h, F.white);
  b += s.front(0, 0, 0, w, 16, C.g2);
  b += vents(s, w * 0.55, 0, 30, 4, w * 0.35, 9);
  // front panel with side control screen
  const [px, py] = s.p(22, 0, h - 24);
  b += screen(px, py, 112, 80, o.screen ?? 'dial', o.seed);
  b += s.front(150, 0, h - 60, w - 172, 30, acc.front, { rx: 4 });
  // chamber
  const back = d * 0.5;
  b += s.box(0, back, h, w, d - back, 110, F.white);
  b += s.front(0, back, h, w, 110, C.g1);
  b += s.flat(0, 0, h, w, back, C.g1);
  // interior: specimen head, knife, peltier stations
  b += s.box(w * 0.42, back - 30, h + 46, 52, 30, 40, F.grey, { sw: 2 });
  b += s.box(
    w * 0.44,
    back - 44,
    h + 52,
    36,
    14,
    26,
    { top: C.white, front: C.pteal, side: C.lteal },
    { sw: 2 },
  );
  b += s.box(w * 0.34, back - 78, h, w * 0.36, 34, 30, F.grey, { sw: 2 });
  b += s.box(
    w * 0.36,
    back - 66,
    h + 30,
    w * 0.32,
    8,
    4,
    { top: C.white, front: C.g1, side: C.g2 },
    { sw: 1.8 },
  );
  for (const i of range(3)) b += s.cyl(30 + i * 34, back * 0.45, h, 12, 8, C.g2, C.g0, { sw: 2 });
  // walls and sloped glass
  b += s.box(0, 0, h, w, 8, 30, F.white);
  b += poly([s.p(w, 0, h), s.p(w, back, h), s.p(w, back, h + 110), s.p(w, 0, h + 30)], C.g1);
  b += poly([s.p(0, 0, h + 30), s.p(w, 0, h + 30), s.p(w, back, h + 110), s.p(0, back, h + 110)], C.light, {
    op: 0.18,
    stroke: 'none',
  });
  b += poly([s.p(0, 0, h + 30), s.p(w, 0, h + 30), s.p(w, back, h + 110), s.p(0, back, h + 110)], 'none');
  const [gx, gy] = s.p(w * 0.7, back * 0.2, h + 40);
  b += glare(gx, gy - 40, 40);
  b += s.box(w * 0.3, -6, h + 18, w * 0.4, 8, 8, acc, { sw: 2 });
  // handwheel on the right side
  const wc: [number, number, number] = [w + 10, d * 0.45, h * 0.58];
  b += s.box(w, d * 0.45 - 14, h * 0.58 - 14, 10, 28, 28, F.grey, { sw: 2 });
  b += planeCircle(s, wc, [0, 1, 0], [0, 0, 1], 62, C.g1);
  b += planeCircle(s, wc, [0, 1, 0], [0, 0, 1], 48, C.white, { sw: 2 });
  b += planeCircle(s, wc, [0, 1, 0], [0, 0, 1], 14, acc.front);
  const [hx, hy] = s.p(wc[0], wc[1] - 36, wc[2] + 40);
  b += cylinderH(hx, hy, 10, 32, acc.front);
  return { body: b, shadows: [footShadow(s, 0, 0, w + 20, d)] };
}

/** Stack of cassettes seen through a hopper slot. */
function cassetteStackFront(x: number, y: number, w: number, h: number, fill: string): string {
  let o = rect(x, y, w, h, C.navy, { rx: 2 });
  const k = Math.floor(h / 9);
  let d = '';
  for (const i of range(k)) d += `M${n(x + 3)},${n(y + h - (i + 1) * 9 + 1)}h${n(w - 6)}v7h${n(-(w - 6))}z`;
  o += el('path', { d, fill, stroke: 'none' });
  return o;
}

/** Cassette printer: body with a row of cassette hoppers on top and a front output chute. */
export function cassettePrinter(o: {
  seed: string;
  accent?: FaceName;
  hoppers?: number;
  colours?: readonly string[];
}): Drawn {
  const acc = F[o.accent ?? 'teal'];
  const k = o.hoppers ?? 6;
  const w = Math.max(280, k * 44 + 40);
  const d = 200;
  const h = 130;
  const s = centred(w, d + 60, 474, 400);
  const sp = new Space(s.X + DX * 60, s.Y - DY * 60);
  const colours = o.colours ?? [C.light, C.pink, C.lteal, C.white, C.purple, C.pteal];
  let b = sp.box(0, 0, 0, w, d, h, F.white);
  b += sp.front(0, 0, 0, w, 12, acc.front);
  b += sp.sideRect(w, 0, 0, d, 12, acc.side);
  // hoppers
  const hw = (w - 40) / k;
  for (const i of range(k)) {
    const u = 20 + i * hw;
    b += sp.box(
      u + 3,
      d * 0.3,
      h,
      hw - 8,
      60,
      120,
      acc === F.white ? F.white : { top: C.white, front: C.g0, side: C.g1 },
      { sw: 2 },
    );
    const [x, y] = sp.p(u + 3 + (hw - 8) * 0.22, d * 0.3, h + 108);
    b += cassetteStackFront(x, y, (hw - 8) * 0.56, 92, colours[i % colours.length] ?? C.light);
  }
  // front screen and chute
  const [sx, sy] = sp.p(w - 150, 0, h - 22);
  b += screen(sx, sy, 122, 74, 'list', o.seed);
  b += sp.front(24, 0, 36, w * 0.45, 44, C.g1, { rx: 4 });
  b += sp.front(34, 0, 44, w * 0.45 - 20, 12, C.navy, { rx: 3 });
  b += sp.box(34, -58, 30, w * 0.45 - 20, 58, 8, F.grey, { sw: 2 });
  for (const i of range(2))
    b += cassette(
      sp,
      52 + i * 60,
      -52,
      38,
      44,
      { top: colours[(i + 1) % colours.length] ?? C.light, front: C.g0, side: C.g1 },
      { code: `${o.seed}${i}` },
    );
  b += led(sp, 34, 0, 96, C.lteal, 5);
  return { body: b, shadows: [footShadow(sp, 0, -56, w, d + 56)] };
}

/** Slide printer: taller body with two front-loading slide hoppers and an output tray. */
export function slidePrinter(o: { seed: string; accent?: FaceName }): Drawn {
  const acc = F[o.accent ?? 'navy'];
  const w = 280;
  const d = 220;
  const h = 230;
  const s = centred(w + 80, d, 476, 400);
  let b = s.box(0, 0, 0, w, d, h, F.white);
  b += s.front(0, 0, h - 22, w, 22, acc.front);
  b += s.sideRect(w, 0, h - 22, d, 22, acc.side);
  b += s.front(0, 0, 0, w, 10, C.g2);
  // two hoppers on the front with slide stacks
  for (const i of range(2)) {
    const u = 44 + i * 104;
    const [x, y] = s.p(u, 0, h - 40);
    b += rect(x, y, 84, 118, C.g1, { rx: 4 });
    b += rect(x + 10, y + 10, 64, 98, C.surface2, { sw: 2 });
    for (const j of range(11))
      b += rect(x + 14, y + 100 - j * 8, 56, 5, j % 4 === 0 ? C.light : C.white, { sw: 1.5, rx: 1 });
    b += rect(x + 10, y + 10, 64, 98, C.light, { stroke: 'none', op: 0.15 });
    b += s.front(u + 30, -4, h - 155, 24, 8, C.g2, { sw: 2, rx: 4 });
  }
  const [sx, sy] = s.p(48, 0, 64);
  b += screen(sx, sy, 120, 42, 'lines', o.seed);
  b += led(s, 200, 0, 44, C.lteal, 5);
  // output tray on the right
  b += s.box(w, 20, 60, 70, 120, 10, F.grey, { sw: 2 });
  for (const i of range(3))
    b += slideFlat(s, w + 8, 30 + i * 30, 70, 56, 20, {
      frost: C.light,
      spot: 'none',
      code: `${o.seed}s${i}`,
    });
  return { body: b, shadows: [footShadow(s, 0, 0, w + 70, d)] };
}

/** A group of embedding cassettes: one with its lid open at the back, others closed and printed. */
export function cassetteGroup(o: {
  seed: string;
  colours: readonly string[];
  pore?: 'slot' | 'square' | 'round' | 'mesh';
  open?: boolean;
}): Drawn {
  const s = centred(560, 300, 488, 392);
  let b = '';
  const cw = 150;
  const place: [number, number][] = [
    [300, 150],
    [70, 150],
    [380, -10],
    [150, -30],
  ];
  const shadows: [number, number, number][] = [];
  place.forEach(([u, v], i) => {
    const col = o.colours[i % o.colours.length] ?? C.light;
    const f = { top: col, front: shade(col), side: shade(col, 2) };
    b += cassette(s, u, v, 0, cw, f, {
      lid: i === 0 && o.open !== false,
      pore: o.pore ?? 'slot',
      code: i > 1 ? `${o.seed}${i}` : undefined,
    });
    shadows.push(footShadow(s, u, v, cw, cw * 1.3, 1));
  });
  return { body: b, shadows };
}

/** A slightly darker companion of a palette colour (for the front/side faces of coloured parts). */
export function shade(c: string, k = 1): string {
  const map: Record<string, [string, string]> = {
    [C.white]: [C.g0, C.g1],
    [C.light]: [C.mid, C.primary],
    [C.pink]: [C.pink, C.purple],
    [C.lteal]: [C.teal, C.teal],
    [C.pteal]: [C.lteal, C.teal],
    [C.purple]: [C.purple, C.navy],
    [C.surface2]: [C.g1, C.g2],
    [C.g1]: [C.g2, C.g3],
    [C.mid]: [C.primary, C.navy],
    [C.primary]: [C.primary, C.navy],
    [C.g0]: [C.g1, C.g2],
  };
  const v = map[c];
  return v ? (k === 1 ? v[0] : v[1]) : c;
}

/** Slide mailer box with slides standing in slots, plus slides lying in front. */
export function slideSet(o: {
  seed: string;
  frost: readonly string[];
  spots?: 'round' | 'tissue' | 'none';
  box?: FaceName;
}): Drawn {
  const s = centred(440, 260, 480, 400);
  const bf = F[o.box ?? 'sky'];
  let b = '';
  // open box with slides
  const bw = 250;
  const bd = 120;
  b += s.box(180, 110 + bd + 6, 0, bw, 8, 150, { top: C.white, front: bf.top, side: bf.side }, { sw: 2 });
  b += s.box(180, 110, 0, bw, bd, 54, F.white);
  b += s.flat(186, 116, 54, bw - 12, bd - 12, C.g1, { sw: 2 });
  for (let i = 9; i >= 0; i--) {
    const [x, y] = s.p(194 + i * 23, 126, 54);
    b += poly(
      [
        [x, y],
        [x + 6, y],
        [x + 6 + DX * 100, y - DY * 100],
        [x + DX * 100, y - DY * 100],
      ],
      C.white,
      { sw: 1.5 },
    );
    const [x2, y2] = s.p(194 + i * 23, 160, 54);
    b += poly(
      [
        [x2, y2 - 20],
        [x2 + 6, y2 - 20],
        [x2 + 6 + DX * 66, y2 - 20 - DY * 66],
        [x2 + DX * 66, y2 - 20 - DY * 66],
      ],
      o.frost[i % o.frost.length] ?? C.light,
      { sw: 1.5 },
    );
  }
  b += s.front(180, 110, 0, bw, 54, C.g0);
  b += s.front(180, 110, 0, bw, 12, bf.front);
  b += s.sideRect(180 + bw, 110, 0, bd, 12, bf.side);
  // slides lying in front
  const shadows: [number, number, number][] = [footShadow(s, 180, 110, bw, bd)];
  for (const i of range(3)) {
    b += slideFlat(s, -10 + i * 60, 50 - i * 56, 0, 270, 90, {
      frost: o.frost[i % o.frost.length] ?? C.light,
      spot: o.spots ?? 'none',
      code: `${o.seed}${i}`,
    });
  }
  shadows.push(footShadow(s, 10, 0, 350, 100, 0.9));
  return { body: b, shadows };
}

/** Microtome blades: two dispensers (low and high profile), one blade sliding out, loose blades in front. */
export function bladeSet(o: { seed: string; accent?: FaceName; second?: FaceName }): Drawn {
  const s = centred(440, 320, 478, 400);
  let b = '';
  const disp = (u: number, v: number, f: Faces, bh: number): string => {
    let d = s.box(u, v, 0, 230, 96, 34, f);
    d += s.flat(u + 18, v + 16, 34, 150, 64, C.white, { sw: 2 });
    for (const i of range(6)) d += s.flat(u + 24, v + 22 + i * 9, 34, 138, 4, C.g2, { stroke: 'none' });
    d += s.box(u + 176, v + 32, 34, 34, 32, 10, { top: C.white, front: C.g1, side: C.g2 }, { sw: 2 });
    d += blade(s, u + 230, v + 30, 14, 56, bh);
    return d;
  };
  b += disp(120, 220, F[o.second ?? 'blue'], 14);
  b += disp(40, 100, F[o.accent ?? 'teal'], 8);
  b += blade(s, 0, -10, 0, 360, 14);
  b += blade(s, 50, 50, 0, 320, 9);
  return { body: b, shadows: [footShadow(s, 0, -10, 440, 330, 0.95)] };
}

/** A single microtome blade lying flat: steel strip with a bevelled cutting edge at the front. */
function blade(s: Space, u: number, v: number, z: number, w: number, d: number): string {
  let o = s.box(u, v, z, w, d * 3, 2.5, { top: C.g0, front: C.g2, side: C.g2 }, { sw: 2 });
  o += s.flat(u, v, z + 2.5, w, d, C.white, { sw: 1.5 });
  o += s.flat(u + w * 0.08, v + d * 1.8, z + 2.5, w * 0.5, d * 0.5, C.g1, { stroke: 'none' });
  return o;
}

/** Reagent kit: kit box, bottles and sample vials. */
export function reagentKit(o: { seed: string; accent?: FaceName; bottles?: number; vials?: number }): Drawn {
  const acc = F[o.accent ?? 'teal'];
  const s = centred(480, 220, 466, 400);
  let b = kitBox(s, 250, 90, 0, 210, 130, 150, acc, acc.front);
  const k = o.bottles ?? 2;
  for (const i of range(k)) {
    const [x, y] = s.p(40 + i * 90, 60 - i * 10, 0);
    b += bottle(
      x + 40,
      y,
      78,
      170 - i * 26,
      [acc.front, C.primary, C.lteal][i % 3] ?? acc.front,
      C.white,
      [acc.front, C.light, C.pink][i % 3] ?? C.lteal,
    );
  }
  const v = o.vials ?? 3;
  for (const i of range(v)) {
    const [x, y] = s.p(290 + i * 46, -30, 0);
    b += vial(x, y, 16, 62, [C.lteal, acc.front, C.light][i % 3] ?? C.lteal, C.pteal, true);
  }
  return { body: b, shadows: [footShadow(s, 0, -40, 480, 260, 0.95)] };
}

/** Bottle shaker: low body with top opening and a tray of specimen bottles; motion arrows. */
export function shaker(o: { seed: string; accent?: FaceName; cols?: number; rows?: number }): Drawn {
  const acc = F[o.accent ?? 'blue'];
  const w = 340;
  const d = 220;
  const h = 120;
  const s = centred(w, d, 472, 392);
  let b = s.box(0, 0, 0, w, d, h, F.white);
  b += s.front(0, 0, 0, w, 12, acc.front);
  b += s.sideRect(w, 0, 0, d, 12, acc.side);
  // lid open at the back
  b += s.box(10, d - 6, h, w - 20, 6, 130, { top: C.white, front: C.g0, side: C.g1 });
  b += s.front(24, d - 6, h + 16, w - 48, 98, C.light, { stroke: 'none', op: 0.2 });
  // tray with bottles
  const cols = o.cols ?? 5;
  const rows = o.rows ?? 3;
  b += s.flat(14, 14, h, w - 28, d - 34, C.g1, { sw: 2 });
  const pu = (w - 60) / cols;
  const pv = (d - 60) / rows;
  for (let j = rows - 1; j >= 0; j--)
    for (const i of range(cols)) {
      const [x, y] = s.p(30 + (i + 0.5) * pu, 26 + (j + 0.5) * pv, h);
      b += vial(x, y, 14, 50, [C.lteal, acc.front, C.light, C.pink][(i + j) % 4] ?? C.lteal, C.pteal, true);
    }
  // control panel
  const [px, py] = s.p(24, 0, h - 24);
  b += screen(px, py, 96, 54, 'dial', o.seed);
  b += led(s, 140, 0, h - 52, C.lteal, 6);
  b += led(s, 162, 0, h - 52, C.g2, 6);
  // vertical agitation arrows
  const [ax, ay] = s.p(w + 40, d * 0.5, h + 20);
  b += path(`M${n(ax)},${n(ay - 40)}V${n(ay + 40)}`, 'none', { stroke: C.lteal, sw: 3.5 });
  b += path(
    `M${n(ax - 9)},${n(ay - 30)}L${n(ax)},${n(ay - 42)}L${n(ax + 9)},${n(ay - 30)}M${n(ax - 9)},${n(ay + 30)}L${n(ax)},${n(ay + 42)}L${n(ax + 9)},${n(ay + 30)}`,
    'none',
    {
      stroke: C.lteal,
      sw: 3.5,
    },
  );
  return { body: b, shadows: [footShadow(s, 0, 0, w, d)] };
}

/** Handheld real-time PCR units (rounded pebbles) with cartridges, and a tablet of amplification curves. */
export function pcrMice(o: { seed: string; accent?: FaceName; count?: number; tablet?: boolean }): Drawn {
  const acc = F[o.accent ?? 'teal'];
  const k = o.count ?? 2;
  const s = centred(560, 260, 470, 400);
  let b = '';
  const shadows: [number, number, number][] = [];
  const spots: [number, number][] = [
    [80, 150],
    [320, 0],
    [40, 0],
    [330, 200],
  ];
  const order = range(k).sort((a, c) => (spots[c]?.[1] ?? 0) - (spots[a]?.[1] ?? 0));
  for (const i of order) {
    const [u, v] = spots[i] ?? [0, 0];
    const [x, y] = s.p(u, v, 0);
    const f = i === 0 ? acc : F.white;
    const rx = 104;
    const ry = 52;
    const h = 54;
    b += path(
      `M${n(x - rx)},${n(y - h)}V${n(y)}A${n(rx)} ${n(ry)} 0 0 0 ${n(x + rx)},${n(y)}V${n(y - h)}Z`,
      f.front,
    );
    b += path(`M${n(x - rx)},${n(y - 10)}A${n(rx)} ${n(ry)} 0 0 0 ${n(x + rx)},${n(y - 10)}`, 'none', {
      sw: 2,
      stroke: C.g3,
    });
    b += ell(x, y - h, rx, ry, f.top);
    b += ell(x, y - h, rx - 14, ry - 8, 'none', { stroke: i === 0 ? C.white : C.lteal, sw: 3 });
    // cartridge standing in the top slot
    b += ell(x, y - h, 36, 9, C.navy, { sw: 2 });
    const cw = 72;
    const ch = 88;
    b += rect(x - cw / 2, y - h - ch, cw, ch, C.white, { rx: 5 });
    b += rect(x - cw / 2, y - h - ch, cw, 14, i === 0 ? C.primary : acc.front, { rx: 5 });
    for (const j of range(3))
      for (const q of range(2))
        b += circ(x - 16 + q * 32, y - h - ch + 34 + j * 17, 6, (j + q) % 2 ? C.pteal : C.pink, { sw: 1.5 });
    shadows.push([x, y + 4, rx * 1.05]);
  }
  if (o.tablet !== false) {
    const [tx, ty] = s.p(500, 90, 0);
    b += poly(
      [
        [tx, ty],
        [tx + 110, ty],
        [tx + 96, ty - 12],
        [tx + 14, ty - 12],
      ],
      C.g1,
    );
    b += screen(tx - 45, ty - 150, 200, 138, 'curves', o.seed, C.line);
    shadows.push([tx + 55, ty + 4, 70]);
  }
  return { body: b, shadows };
}

/** Cytocentrifuge: square body with a round lid, optionally open showing the rotor. */
export function cytocentrifuge(o: {
  seed: string;
  accent?: FaceName;
  open?: boolean;
  chambers?: number;
}): Drawn {
  const acc = F[o.accent ?? 'teal'];
  const w = 300;
  const d = 280;
  const h = 130;
  const s = centred(w, d, 468, 400);
  let b = s.box(0, 0, 0, w, d, h, F.white);
  b += s.front(0, 0, 0, w, 12, acc.front);
  b += s.sideRect(w, 0, 0, d, 12, acc.side);
  const [px, py] = s.p(28, 0, h - 26);
  b += screen(px, py, 120, 62, 'dial', o.seed);
  b += s.front(170, 0, h - 64, 90, 26, C.g1, { rx: 13 });
  b += led(s, 186, 0, h - 51, C.lteal, 7);
  b += led(s, 212, 0, h - 51, acc.front, 7);
  b += led(s, 238, 0, h - 51, C.g2, 7);
  const R = 118;
  const [cx, cy] = s.p(w / 2, d / 2, h);
  if (o.open) {
    // lid raised at the back
    b += path(`M${n(cx - R)},${n(cy - 6)}A${n(R)} ${n(R * 0.9)} 0 0 1 ${n(cx + R)},${n(cy - 6)}Z`, C.g0);
    b += path(
      `M${n(cx - R + 16)},${n(cy - 10)}A${n(R - 16)} ${n((R - 16) * 0.9)} 0 0 1 ${n(cx + R - 16)},${n(cy - 10)}Z`,
      C.light,
      { op: 0.35, sw: 2 },
    );
    b += ell(cx, cy, R, R * SQ, C.g1);
    b += ell(cx, cy + 4, R - 12, (R - 12) * SQ, C.navy, { sw: 2 });
    b += cylinder(cx, cy + 10, R * 0.72, 8, C.g2, C.g0, { sw: 2 });
    const k = o.chambers ?? 8;
    const items: [number, number, number][] = range(k).map((i) => {
      const a = (i / k) * Math.PI * 2 + 0.2;
      return [cx + Math.cos(a) * R * 0.5, cy + 2 + Math.sin(a) * R * 0.5 * SQ, Math.sin(a)];
    });
    items.sort((p, q) => p[2] - q[2]);
    for (const [x, y] of items) {
      b += rect(x - 9, y - 30, 18, 30, C.white, { sw: 2, rx: 3 });
      b += rect(x - 6, y - 36, 12, 10, acc.front, { sw: 2, rx: 2 });
    }
    b += cylinder(cx, cy + 2, 12, 16, C.g3, C.g1, { sw: 2 });
  } else {
    b += cylinder(cx, cy + 6, R, 20, C.g1, C.g0);
    b += ell(cx, cy - 14, R * 0.66, R * 0.66 * SQ, C.light, { sw: 2, op: 0.45 });
    b += rect(cx - 30, cy - 28 - 8, 60, 14, acc.front, { rx: 7, sw: 2 });
  }
  return { body: b, shadows: [footShadow(s, 0, 0, w, d)] };
}

/** Faecal occult blood kit: box, cassettes and sampling tubes. */
export function rapidTestKit(o: { seed: string; accent?: FaceName; cassettes?: number }): Drawn {
  const acc = F[o.accent ?? 'sky'];
  const s = centred(500, 240, 466, 400);
  let b = kitBox(s, 280, 120, 0, 190, 110, 130, acc, acc.front);
  // sampling tubes standing
  for (const i of range(2)) {
    const [x, y] = s.p(60 + i * 46, 150, 0);
    b += tube(x, y, 12, 120, i ? C.lteal : acc.front, C.pteal, 0.45);
  }
  const k = o.cassettes ?? 2;
  for (const i of range(k)) b += testCassette2(s, 0 + i * 40, 30 - i * 70, 0, 270, 80, 3, `${o.seed}${i}`);
  return { body: b, shadows: [footShadow(s, 20, -50, 460, 290, 0.95)] };
}

/** Lateral flow cassette lying flat (local helper using parts.testCassette style). */
function testCassette2(
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
  let o = s.box(u, v, z, w, d, 8, F.white, { sw: 2 });
  const [wx, wy] = s.p(u + w * 0.16, v + d / 2, z + 8);
  o += ell(wx, wy, d * 0.24, d * 0.24 * SQ * 1.1, C.g1, { sw: 2 });
  o += ell(wx, wy, d * 0.12, d * 0.12 * SQ * 1.1, C.g2, { stroke: 'none' });
  o += s.flat(u + w * 0.4, v + d * 0.3, z + 8, w * 0.42, d * 0.4, C.g0, { sw: 2 });
  let marks = '';
  for (const i of range(lines)) {
    const strong = i === lines - 1 || r() < 0.5;
    marks += rect(w * 0.08 + i * w * 0.11, 0, w * 0.035, d * 0.4, C.pink, {
      stroke: 'none',
      op: strong ? 1 : 0.4,
    });
  }
  o += onPlane(s, [u + w * 0.4, v + d * 0.3, z + 8], [1, 0, 0], [0, 1, 0], marks);
  return o;
}

/** Robotic sample-storage cabinet: tall glass front with plate shelves and a gripper. */
export function storageCabinet(o: {
  seed: string;
  accent?: FaceName;
  shelves?: number;
  w?: number;
  h?: number;
  cx?: number;
  plates?: boolean;
}): Drawn {
  const acc = F[o.accent ?? 'navy'];
  const w = o.w ?? 300;
  const d = 230;
  const h = o.h ?? 350;
  const s = centred(w, d, 492, o.cx ?? 400);
  let b = s.box(0, 0, 0, w, d, h, F.white);
  b += s.front(0, 0, h - 30, w, 30, acc.front);
  b += s.sideRect(w, 0, h - 30, d, 30, acc.side);
  b += s.front(0, 0, 0, w, 12, C.g2);
  const gw = w * 0.62;
  const [gx, gy] = s.p(16, 0, h - 46);
  const gh = h - 46 - 30;
  b += rect(gx, gy, gw, gh, C.surface2, { rx: 4 });
  const k = o.shelves ?? 7;
  const r = rng(`cab:${o.seed}`);
  const sh = gh / k;
  for (const i of range(k)) {
    const y = gy + (i + 1) * sh;
    b += line(gx + 4, y - 2, gx + gw - 4, y - 2, { sw: 2, stroke: C.g3 });
    const count = 2 + Math.floor(r() * 2);
    for (const j of range(count)) {
      const x = gx + 12 + j * ((gw - 24) / 3);
      if (o.plates) {
        for (const q of range(2))
          b += rect(x, y - 9 - q * 8, (gw - 24) / 3 - 10, 7, [C.pink, C.pteal][(i + j + q) % 2] ?? C.pink, {
            sw: 1.5,
            rx: 3,
          });
      } else
        b += rect(x, y - 14, (gw - 24) / 3 - 10, 10, [C.white, C.pteal, C.light][(i + j) % 3] ?? C.white, {
          sw: 1.8,
          rx: 2,
        });
    }
  }
  // gripper on a vertical rail
  b += rect(gx + gw - 26, gy + 6, 10, gh - 12, C.g2, { sw: 2 });
  const ry = gy + sh * 2.2;
  b += rect(gx + gw * 0.38, ry - 10, gw * 0.55, 16, acc.front, { sw: 2, rx: 3 });
  b += rect(gx + gw * 0.4, ry + 6, 40, 14, C.g3, { sw: 2 });
  b += rect(gx + gw * 0.42, ry + 20, 32, 8, C.white, { sw: 1.8 });
  b += rect(gx, gy, gw, gh, C.light, { stroke: 'none', op: 0.12 });
  b += glare(gx + gw * 0.15, gy + 20, 70);
  b += rect(gx, gy, gw, gh, 'none', { rx: 4 });
  // right panel: screen, drawer, status
  const [sx, sy] = s.p(gw + 34, 0, h - 56);
  b += screen(sx, sy, w - gw - 52, 86, 'grid', o.seed);
  b += s.front(gw + 34, 0, 70, w - gw - 52, 60, C.g0, { rx: 4 });
  b += s.front(gw + 44, 0, 96, w - gw - 72, 8, C.g2, { stroke: 'none', rx: 4 });
  b += led(s, gw + 44, 0, 150, C.lteal, 6);
  return { body: b, shadows: [footShadow(s, 0, 0, w, d)] };
}

/** Plate imaging reader: housing with a camera hood, plate drawer, and a monitor beside it. */
export function plateReader(o: {
  seed: string;
  accent?: FaceName;
  content: 'zones' | 'cylinders' | 'colonies';
  square?: boolean;
  screen?: ScreenKind;
}): Drawn {
  const acc = F[o.accent ?? 'blue'];
  const w = 250;
  const d = 230;
  const h = 220;
  const s = centred(w + 220, d, 472, 400);
  let b = s.box(0, 0, 0, w, d, h, F.white);
  b += s.prism(
    0,
    0,
    h,
    w,
    [
      [d * 0.2, 0],
      [d * 0.9, 0],
      [d * 0.8, 34],
      [d * 0.3, 34],
    ],
    acc,
  );
  b += s.front(0, 0, 0, w, 10, C.g2);
  // opening with a drawer
  const [ox, oy] = s.p(30, 0, 110);
  b += rect(ox, oy, w - 60, 70, C.navy, { rx: 4 });
  b += rect(ox + 10, oy + 10, w - 80, 12, C.light, { stroke: 'none', op: 0.5, rx: 3 });
  b += s.box(40, -110, 44, w - 80, 110, 8, F.grey);
  if (o.square) {
    b += s.box(50, -104, 52, w - 100, 96, 10, { top: C.pteal, front: C.white, side: C.g1 }, { sw: 2 });
    for (const j of range(2))
      for (const i of range(3)) {
        const [x, y] = s.p(78 + i * ((w - 150) / 2), -80 + j * 46, 62);
        b += ell(x, y, 18, 18 * SQ, C.white, { stroke: C.light, sw: 1.5 });
        b += cylinder(x, y, 5, 8, C.g1, C.white, { sw: 1.5 });
      }
  } else {
    b += dish(s, w / 2, -56, 52, 60, o.content === 'colonies' ? C.pink : C.pteal, o.content, o.seed);
  }
  b += led(s, 30, 0, 30, C.lteal, 5);
  b += s.front(50, 0, 26, 90, 8, C.g2, { stroke: 'none', rx: 4 });
  const [mx, my] = s.p(w + 70, d * 0.4, 0);
  b += monitor(mx, my, 190, 130, o.screen ?? (o.content === 'colonies' ? 'plate' : 'zones'), o.seed);
  return { body: b, shadows: [footShadow(s, 0, -110, w, d + 110), [mx + 95, my + 4, 80]] };
}

/** ATR-FTIR identifier: compact unit with a crystal spot and pressure arm, plus a laptop. */
export function ftir(o: { seed: string; accent?: FaceName }): Drawn {
  const acc = F[o.accent ?? 'deepTeal'];
  const w = 240;
  const d = 220;
  const h = 120;
  const s = centred(w + 260, d, 470, 400);
  let b = s.box(0, 0, 0, w, d, h, F.white);
  b += s.front(0, 0, 0, w, 16, acc.front);
  b += s.sideRect(w, 0, 0, d, 16, acc.side);
  b += s.cyl(w * 0.42, d * 0.45, h, 34, 8, C.g1, C.g0);
  b += s.disc(w * 0.42, d * 0.45, h + 8, 14, C.lteal, { sw: 2 });
  // pressure arm
  b += s.box(w * 0.72, d * 0.4, h, 30, 30, 70, F.grey, { sw: 2 });
  b += s.box(w * 0.42 - 8, d * 0.45 - 8, h + 50, w * 0.3 + 24, 16, 14, acc, { sw: 2 });
  b += s.cyl(w * 0.42, d * 0.45, h + 24, 7, 26, C.g2, C.g1, { sw: 2 });
  b += led(s, 24, 0, 60, C.lteal, 6);
  b += s.front(44, 0, 56, 110, 8, C.g2, { stroke: 'none', rx: 4 });
  b += laptop(s, w + 50, 20, 0, 200, 130, 'spectrum', o.seed);
  return { body: b, shadows: [footShadow(s, 0, 0, w, d), footShadow(s, w + 50, 20, 200, 130, 1)] };
}

/** Light microscope (upright). */
export function microscope(o: { seed: string; accent?: FaceName; cx?: number; bottom?: number }): Drawn {
  const acc = F[o.accent ?? 'blue'];
  const s = centred(200, 170, o.bottom ?? 470, o.cx ?? 400);
  let b = s.box(0, 0, 0, 200, 170, 26, F.white);
  b += s.front(0, 0, 0, 200, 8, acc.front);
  // arm
  b += s.prism(
    120,
    90,
    26,
    44,
    [
      [0, 0],
      [70, 0],
      [70, 200],
      [10, 260],
      [-20, 250],
      [20, 180],
      [20, 40],
    ],
    F.white,
  );
  // stage
  b += s.box(30, 30, 110, 140, 110, 12, F.grey);
  b += slideFlat(s, 55, 70, 122, 90, 30, { frost: C.light, spot: 'round' });
  // nosepiece & objectives
  b += s.box(80, 90, 176, 70, 40, 26, F.grey, { sw: 2 });
  b += s.cyl(110, 90, 140, 9, 38, C.g1, C.g0, { sw: 2 });
  b += s.cyl(136, 90, 146, 8, 32, acc.front, acc.top, { sw: 2 });
  // head & eyepieces
  b += s.box(80, 100, 210, 80, 60, 40, acc);
  b += s.prism(
    92,
    70,
    236,
    30,
    [
      [0, 0],
      [34, 0],
      [50, 36],
      [16, 36],
    ],
    F.grey,
    { sw: 2 },
  );
  b += s.prism(
    132,
    70,
    236,
    30,
    [
      [0, 0],
      [34, 0],
      [50, 36],
      [16, 36],
    ],
    F.grey,
    { sw: 2 },
  );
  // focus knob
  const c: [number, number, number] = [170, 130, 60];
  b += planeCircle(s, c, [0, 1, 0], [0, 0, 1], 22, C.g1);
  b += planeCircle(s, c, [0, 1, 0], [0, 0, 1], 10, acc.front, { sw: 2 });
  return { body: b, shadows: [footShadow(s, 0, 0, 200, 170)] };
}
