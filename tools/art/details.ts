/**
 * Detail and in-use views (the second picture of each product): close-ups of slides, screens, racks,
 * dishes, cassettes, cards and consumables, in the same style as the instruments.
 */
import { type Drawn, centred, footShadow, shade } from './archetypes.ts';
import {
  type CellStyle,
  type DishContent,
  type ScreenKind,
  arc,
  bottle,
  cassette,
  cellField,
  dataMatrix,
  dish,
  glare,
  lens,
  rackTubes,
  screen,
  slideFlat,
  tube,
  vial,
} from './lib/parts.ts';
import { DX, DY, F, type FaceName, type Faces, SQ, Space, cylinder, onPlane } from './lib/space.ts';
import { Batch, C, circ, el, ell, ellD, line, n, path, poly, range, rect, rng } from './lib/svg.ts';

type Extra = 'brush' | 'funnel' | 'filter' | 'layers' | 'cup' | 'none';

/** A standing item beside a slide: vial with brush, cytofunnel, filter tube, layered tube or stool cup. */
function extraItem(kind: Extra, x: number, y: number, accent: string): string {
  switch (kind) {
    case 'brush':
      return (
        vial(x, y, 34, 130, accent, C.pteal, true) +
        path(`M${n(x + 10)},${n(y - 150)}L${n(x + 24)},${n(y - 250)}`, 'none', { sw: 4 }) +
        el('rect', {
          x: x + 14,
          y: y - 290,
          width: 22,
          height: 46,
          rx: 8,
          fill: C.pink,
          transform: `rotate(8 ${n(x + 25)} ${n(y - 267)})`,
        })
      );
    case 'funnel':
      return (
        rect(x - 40, y - 150, 80, 150, C.white, { rx: 8 }) +
        rect(x - 40, y - 150, 80, 26, accent, { rx: 8 }) +
        path(`M${n(x - 26)},${n(y - 118)}H${n(x + 26)}L${n(x + 8)},${n(y - 30)}H${n(x - 8)}Z`, C.pteal, {
          sw: 2,
        }) +
        rect(x - 10, y - 30, 20, 22, C.pink, { sw: 2, rx: 3 }) +
        glare(x - 30, y - 110, 40)
      );
    case 'filter':
      return (
        cylinder(x, y, 30, 160, C.white, C.g0) +
        path(
          `M${n(x - 28)},${n(y - 70)}V${n(y)}A28 ${n(28 * SQ)} 0 0 0 ${n(x + 28)},${n(y)}V${n(y - 70)}Z`,
          C.pteal,
          { stroke: 'none' },
        ) +
        ell(x, y - 70, 28, 28 * SQ, C.pteal, { sw: 1.5 }) +
        ell(x, y - 12, 28, 28 * SQ, C.white, { sw: 2.5, stroke: accent }) +
        cylinder(x, y - 148, 33, 22, accent, accent)
      );
    case 'layers': {
      let o = cylinder(x, y, 26, 190, C.white, C.g0);
      const bands: [number, string][] = [
        [0.2, C.pink],
        [0.08, C.white],
        [0.3, C.pteal],
      ];
      let acc = 0;
      for (const [hh, col] of bands) {
        const y0 = y - acc * 170;
        const y1 = y - (acc + hh) * 170;
        o += path(
          `M${n(x - 24)},${n(y1)}V${n(y0)}A24 ${n(24 * SQ)} 0 0 0 ${n(x + 24)},${n(y0)}V${n(y1)}Z`,
          col,
          { stroke: 'none' },
        );
        o += ell(x, y1, 24, 24 * SQ, col, { sw: 1.5 });
        acc += hh;
      }
      o += cylinder(x, y - 178, 29, 26, accent, accent);
      return o;
    }
    case 'cup':
      return (
        cylinder(x, y, 46, 90, C.white, C.g0) +
        path(
          `M${n(x - 44)},${n(y - 40)}V${n(y)}A44 ${n(44 * SQ)} 0 0 0 ${n(x + 44)},${n(y)}V${n(y - 40)}Z`,
          C.g1,
          { stroke: 'none' },
        ) +
        cylinder(x, y - 88, 50, 22, accent, accent) +
        path(`M${n(x + 6)},${n(y - 112)}L${n(x + 30)},${n(y - 180)}`, 'none', { sw: 5, stroke: C.g3 })
      );
    default:
      return '';
  }
}

/** A slide lying on the bench with a magnifier showing its cells, and an optional item beside it. */
export function slideLens(o: {
  seed: string;
  style: CellStyle;
  frost?: string;
  spot?: 'round' | 'smear' | 'tissue';
  stain?: string;
  extra?: Extra;
  accent?: string;
  code?: boolean;
}): Drawn {
  const s = new Space(150, 470);
  let b = '';
  const shadows: [number, number, number][] = [];
  if (o.extra && o.extra !== 'none') {
    const [x, y] = s.p(20, 150, 0);
    b += extraItem(o.extra, x + 20, y, o.accent ?? C.lteal);
    shadows.push([x + 20, y + 4, 60]);
  }
  b += slideFlat(s, 60, 0, 0, 420, 130, {
    frost: o.frost ?? C.light,
    spot: o.spot ?? 'round',
    stain: o.stain ?? (o.style === 'he' ? C.pink : C.pink),
    code: o.code ? o.seed : undefined,
  });
  shadows.push(footShadow(s, 60, 0, 420, 130));
  const [tx, ty] = s.p(60 + 420 * 0.63, 65, 3);
  const lx = 560;
  const ly = 190;
  b += lens(lx, ly, 110, cellField(lx, ly, 104, o.seed, o.style), tx, ty);
  return { body: b, shadows };
}

/** A tablet or monitor close-up with content, with objects in front. */
export function screenScene(o: {
  seed: string;
  kind: ScreenKind;
  second?: ScreenKind;
  accent?: FaceName;
  front?: 'vials' | 'tubes' | 'cards' | 'cuvettes' | 'dish' | 'slides' | 'none';
}): Drawn {
  const acc = F[o.accent ?? 'teal'];
  let b = '';
  // device: a large screen on a stand
  const x = 180;
  const y = 96;
  const w = 440;
  const h = 290;
  b += poly(
    [
      [x + w / 2 - 80, 470],
      [x + w / 2 + 80, 470],
      [x + w / 2 + 60, 450],
      [x + w / 2 - 60, 450],
    ],
    C.g1,
  );
  b += rect(x + w / 2 - 14, y + h, 28, 470 - y - h - 18, C.g2);
  b += rect(x, y, w, h, C.g4, { rx: 12 });
  b += rect(x + 14, y + 14, w - 28, h - 28, C.navy, { rx: 4, stroke: 'none' });
  // top bar
  b += rect(x + 28, y + 26, 60, 8, acc.front, { stroke: 'none', rx: 4 });
  b += circ(x + w - 40, y + 30, 5, C.lteal, { stroke: 'none' });
  b += circ(x + w - 58, y + 30, 5, C.g4, { stroke: 'none' });
  if (o.second) {
    b += rect(x + 28, y + 46, (w - 70) * 0.62, h - 74, C.primary, { stroke: 'none', rx: 4, op: 0.35 });
    b += screenContentBox(x + 28, y + 46, (w - 70) * 0.62, h - 74, o.kind, o.seed);
    b += rect(x + 42 + (w - 70) * 0.62, y + 46, (w - 70) * 0.38, h - 74, C.primary, {
      stroke: 'none',
      rx: 4,
      op: 0.35,
    });
    b += screenContentBox(x + 42 + (w - 70) * 0.62, y + 46, (w - 70) * 0.38, h - 74, o.second, `${o.seed}b`);
  } else {
    b += screenContentBox(x + 28, y + 46, w - 56, h - 74, o.kind, o.seed);
  }
  const shadows: [number, number, number][] = [[400, 474, 110]];
  const s = new Space(120, 520);
  const f = o.front ?? 'none';
  if (f === 'vials' || f === 'tubes') {
    for (const i of range(4)) {
      const [vx, vy] = s.p(30 + i * 46, 30, 0);
      b +=
        f === 'vials'
          ? vial(vx, vy, 20, 80, [acc.front, C.lteal, C.light, C.pink][i] ?? C.lteal, C.pink, true)
          : tube(vx, vy, 11, 110, [acc.front, C.lteal, C.light, C.purple][i] ?? C.lteal, C.pink, 0.5);
    }
    shadows.push([190, 514, 110]);
  } else if (f === 'cards') {
    b += card(s, 20, 10, 0, 200, 70, acc, o.seed);
    shadows.push([210, 510, 120]);
  } else if (f === 'cuvettes') {
    for (const i of range(4)) {
      const [cx, cy] = s.p(40 + i * 40, 30, 0);
      b += cuvette(cx, cy, i % 2 ? C.pink : C.pteal);
    }
    shadows.push([230, 516, 100]);
  } else if (f === 'dish') {
    b += dish(s, 130, 30, 0, 90, C.pteal, 'zones', o.seed);
    shadows.push([250, 512, 100]);
  } else if (f === 'slides') {
    b += slideFlat(s, 10, 10, 0, 230, 72, { frost: acc.front, spot: 'round' });
    shadows.push([250, 512, 140]);
  }
  return { body: b, shadows };
}

function screenContentBox(
  x: number,
  y: number,
  w: number,
  h: number,
  kind: ScreenKind,
  seed: string,
): string {
  // reuse the screen renderer without its bezel
  const inner = screen(x - 6, y - 6, w + 12, h + 12, kind, seed, C.navy);
  return inner.replace(/^<rect[^>]*\/><rect[^>]*\/>/, '');
}

/** A square cuvette, base centre (x, y). */
function cuvette(x: number, y: number, liquid: string): string {
  return (
    rect(x - 14, y - 90, 28, 90, C.white, { rx: 2 }) +
    rect(x - 12, y - 46, 24, 44, liquid, { stroke: 'none' }) +
    line(x - 12, y - 46, x + 12, y - 46, { sw: 1.5 }) +
    rect(x - 16, y - 96, 32, 10, C.g1, { rx: 2, sw: 2 }) +
    rect(x - 8, y - 80, 4, 60, C.white, { stroke: 'none', op: 0.7 })
  );
}

/** A reagent or test card lying flat: sample pad, test strip, QC code. */
function card(
  s: Space,
  u: number,
  v: number,
  z: number,
  w: number,
  d: number,
  acc: Faces,
  seed: string,
): string {
  let o = s.box(u, v, z, w, d, 6, F.white, { sw: 2 });
  o += s.flat(u, v, z + 6, w * 0.2, d, acc.front, { sw: 2 });
  o += s.flat(u + w * 0.3, v + d * 0.35, z + 6, w * 0.45, d * 0.3, C.g0, { sw: 1.5 });
  o += onPlane(
    s,
    [u + w * 0.3, v + d * 0.35, z + 6],
    [1, 0, 0],
    [0, 1, 0],
    rect(w * 0.12, 0, w * 0.03, d * 0.3, C.pink, { stroke: 'none' }) +
      rect(w * 0.3, 0, w * 0.03, d * 0.3, C.pink, { stroke: 'none' }),
  );
  o += onPlane(
    s,
    [u + w * 0.82, v + d * 0.8, z + 6],
    [1, 0, 0],
    [0, -1, 0],
    dataMatrix(0, 0, d * 0.55, seed, C.navy, 8),
  );
  return o;
}

/** A large rack of tubes or vials. */
export function rackScene(o: {
  seed: string;
  cols: number;
  rows: number;
  caps: readonly string[];
  liquid?: string;
  accent?: FaceName;
  lifted?: boolean;
  big?: boolean;
  huge?: boolean;
}): Drawn {
  const pitch = o.huge ? 60 : o.big ? 46 : 36;
  const w = o.cols * pitch + 8;
  const d = o.rows * pitch + 8;
  const s = centred(w, d, 470, 400);
  const rf = F[o.accent ?? 'grey'];
  let b = rackTubes(s, 0, 0, 0, o.cols, pitch, o.caps, {
    r: o.huge ? 22 : o.big ? 16 : 12,
    h: o.huge ? 170 : o.big ? 130 : 150,
    liquid: o.liquid ?? C.pink,
    rack: rf,
    rows: o.rows,
  });
  if (o.lifted) {
    const [x, y] = s.p(w * 0.75, -60, 0);
    b += tube(x, y - 30, o.big ? 16 : 12, o.big ? 130 : 150, o.caps[0] ?? C.lteal, o.liquid ?? C.pink, 0.5);
  }
  return { body: b, shadows: [footShadow(s, 0, 0, w, d)] };
}

/** A big culture dish (round or square assay plate) with a magnifier. */
export function dishScene(o: {
  seed: string;
  content: DishContent;
  agar?: string;
  square?: boolean;
  lensStyle?: CellStyle;
  second?: DishContent;
  tool?: 'ruler' | 'loop' | 'none';
}): Drawn {
  const s = new Space(120, 480);
  let b = '';
  const shadows: [number, number, number][] = [];
  if (o.square) {
    b += s.box(60, 0, 0, 420, 300, 20, { top: o.agar ?? C.pteal, front: C.white, side: C.g1 });
    b += s.flat(70, 10, 20, 400, 280, C.white, { op: 0.3, stroke: 'none' });
    const r = rng(`sq:${o.seed}`);
    for (let j = 2; j >= 0; j--)
      for (const i of range(4)) {
        const [x, y] = s.p(120 + i * 100, 50 + j * 90, 20);
        const zr = 30 + r() * 14;
        b += ell(x, y, zr, zr * SQ, C.white, { stroke: C.light, sw: 1.5 });
        b += cylinder(x, y + 2, 9, 16, C.g1, C.white, { sw: 1.8 });
      }
    shadows.push(footShadow(s, 60, 0, 420, 300));
  } else {
    b += dish(s, 230, 130, 0, 190, o.agar ?? C.pteal, o.content, o.seed);
    shadows.push([s.p(230, 130, 0)[0], s.p(230, 130, 0)[1] + 6, 200]);
    if (o.second) {
      b += dish(s, 470, 10, 0, 80, C.pink, o.second, `${o.seed}2`);
      shadows.push([s.p(470, 10, 0)[0], s.p(470, 10, 0)[1] + 6, 88]);
    }
  }
  if (o.tool === 'ruler') {
    const [x, y] = s.p(230, 130, 12);
    b += el(
      'g',
      { transform: `rotate(-18 ${n(x)} ${n(y)})` },
      rect(x - 150, y - 60, 300, 30, C.white, { sw: 2, op: 0.9 }) +
        el('path', {
          d: range(16)
            .map((i) => `M${n(x - 140 + i * 18.6)},${n(y - 60)}v${i % 5 === 0 ? 14 : 8}`)
            .join(''),
          'stroke-width': 1.5,
        }),
    );
  }
  if (o.tool === 'loop') {
    b += path('M560,120L660,60', 'none', { sw: 5, stroke: C.g3 }) + circ(552, 126, 9, 'none', { sw: 3 });
  }
  if (o.lensStyle) {
    const [tx, ty] = s.p(230, 100, 12);
    b += lens(600, 150, 92, cellField(600, 150, 86, o.seed, o.lensStyle), tx + 60, ty);
  }
  return { body: b, shadows };
}

/** A microplate (wells grid), optionally with extractable wells lifted out. */
export function plateScene(o: {
  seed: string;
  cols?: number;
  rows?: number;
  pulled?: boolean;
  accent?: FaceName;
  growth?: boolean;
  lid?: boolean;
}): Drawn {
  const cols = o.cols ?? 12;
  const rows = o.rows ?? 8;
  const pitch = 34;
  const w = cols * pitch + 40;
  const d = rows * pitch + 40;
  const s = centred(w, d, 470, 400);
  const acc = F[o.accent ?? 'sky'];
  let b = '';
  if (o.lid)
    b += s.box(30, d + 20, 0, w - 60, 10, 140, { top: C.white, front: C.surface, side: C.g1 }, { sw: 2 });
  b += s.box(0, 0, 0, w, d, 34, { top: C.white, front: acc.front, side: acc.side });
  const r = rng(`plate:${o.seed}`);
  const pulled = new Set<string>();
  if (o.pulled) {
    pulled.add('3,2');
    pulled.add('4,2');
    pulled.add('7,5');
  }
  const bt = new Batch();
  for (let j = rows - 1; j >= 0; j--)
    for (const i of range(cols)) {
      const [x, y] = s.p(20 + (i + 0.5) * pitch, 20 + (j + 0.5) * pitch, 34);
      if (pulled.has(`${i},${j}`)) {
        bt.add(C.navy, ellD(x, y, 12, 12 * SQ));
        continue;
      }
      let fill: string = C.g0;
      if (o.growth) fill = i < 2 + ((j * 3 + r() * 4) % 9) ? C.pink : C.pteal;
      else if (r() < 0.4) fill = [C.pink, C.pteal, C.light][Math.floor(r() * 3)] ?? C.pteal;
      bt.add(fill, ellD(x, y, 12, 12 * SQ));
    }
  b += bt.out({ 'stroke-width': 1.5 });
  const shadows: [number, number, number][] = [footShadow(s, 0, 0, w, d)];
  if (o.pulled) {
    // two extractable wells lifted above the plate
    const lifted: [number, number][] = [
      [3, 2],
      [7, 5],
    ];
    for (const [k, [i, j]] of lifted.entries()) {
      const [x, y] = s.p(20 + (i + 0.5) * pitch, 20 + (j + 0.5) * pitch, 34);
      const lift = 110 + k * 30;
      b += line(x, y - 10, x, y - lift + 30, { sw: 2, extra: { 'stroke-dasharray': '3 6' } });
      b += cylinder(x, y - lift + 40, 13, 46, C.white, k ? C.pink : C.pteal);
      b += cylinder(x, y - lift - 6, 16, 8, acc.front, acc.top, { sw: 2 });
    }
  }
  return { body: b, shadows };
}

/** Printed cassettes close-up with a magnifier on the code. */
export function cassetteScene(o: {
  seed: string;
  colours: readonly string[];
  pores?: readonly ('slot' | 'square' | 'round' | 'mesh')[];
  lensCode?: boolean;
}): Drawn {
  const pores = o.pores ?? ['slot'];
  const k = pores.length > 1 ? pores.length : 3;
  const cw = pores.length > 1 ? 120 : 150;
  const gap = pores.length > 1 ? 30 : 40;
  const total = k * cw + (k - 1) * gap;
  const s = centred(total, cw * 1.3 + 40, 460, 400);
  let b = '';
  const shadows: [number, number, number][] = [];
  for (let i = k - 1; i >= 0; i--) {
    const col = o.colours[i % o.colours.length] ?? C.light;
    const f = { top: col, front: shade(col), side: shade(col, 2) };
    const v = pores.length > 1 ? (i % 2) * 40 : i * 20;
    b += cassette(s, i * (cw + gap), v, 0, cw, f, {
      pore: pores[i % pores.length] ?? 'slot',
      code: pores.length > 1 ? undefined : `${o.seed}${i}`,
    });
    shadows.push(footShadow(s, i * (cw + gap), v, cw, cw * 1.3, 1));
  }
  if (o.lensCode) {
    const [tx, ty] = s.p(cw * 0.3, 10, 20);
    b += lens(560, 150, 86, dataMatrix(510, 100, 100, `${o.seed}L`, C.navy, 10), tx, ty);
  }
  return { body: b, shadows };
}

/** A tissue-processor basket full of cassettes, a second basket behind. */
export function basketScene(o: { seed: string; colours: readonly string[] }): Drawn {
  const s = centred(480, 260, 470, 400);
  let b = '';
  const basket = (u: number, v: number, wide: number, dep: number): string => {
    let x = s.box(u, v, 0, wide, dep, 110, { top: C.g1, front: C.g0, side: C.g1 }, { sw: 2 });
    // cassettes standing in rows (seen from above)
    const r = rng(`basket:${o.seed}${u}`);
    const bt = new Batch();
    for (let j = 3; j >= 0; j--)
      for (const i of range(8)) {
        const col = o.colours[Math.floor(r() * o.colours.length)] ?? C.light;
        const uu = u + 10 + i * ((wide - 20) / 8);
        const vv = v + 10 + j * ((dep - 20) / 4);
        const cw = (wide - 20) / 8 - 5;
        const cd = (dep - 20) / 4 - 6;
        const q = [
          s.p(uu, vv, 114),
          s.p(uu + cw, vv, 114),
          s.p(uu + cw, vv + cd, 114),
          s.p(uu, vv + cd, 114),
        ];
        bt.add(col, `M${q.map(([a, c]) => `${n(a)},${n(c)}`).join(' ')}Z`);
        const fr = [s.p(uu, vv, 108), s.p(uu + cw, vv, 108), s.p(uu + cw, vv, 114), s.p(uu, vv, 114)];
        bt.add(shade(col), `M${fr.map(([a, c]) => `${n(a)},${n(c)}`).join(' ')}Z`);
      }
    x += bt.out({ 'stroke-width': 1.5 });
    // wire mesh lines on the front
    let d = '';
    for (const i of range(12)) {
      const [x1, y1] = s.p(u + ((i + 1) * wide) / 13, v, 8);
      d += `M${n(x1)},${n(y1)}v-92`;
    }
    x += el('path', { d, stroke: C.g3, 'stroke-width': 2 });
    // handle
    const [hx, hy] = s.p(u + wide / 2, v + dep / 2, 110);
    x += path(`M${n(hx - 60)},${n(hy)}Q${n(hx)},${n(hy - 110)} ${n(hx + 60)},${n(hy)}`, 'none', { sw: 5 });
    return x;
  };
  b += basket(200, 150, 240, 140);
  b += basket(0, 0, 240, 140);
  return { body: b, shadows: [footShadow(s, 0, 0, 440, 290)] };
}

/** A row of reagent bottles on a tray with rotation arrows (automatic reagent rotation). */
export function bottleScene(o: {
  seed: string;
  count?: number;
  accent?: FaceName;
  caps?: readonly string[];
  arrows?: boolean;
  rack?: boolean;
}): Drawn {
  const acc = F[o.accent ?? 'blue'];
  const k = o.count ?? 4;
  const bw = 92;
  const gap = 22;
  const total = k * bw + (k - 1) * gap;
  const s = centred(total + 40, 140, 450, 400);
  let b = s.box(0, 0, 0, total + 40, 140, 18, acc);
  const caps = o.caps ?? [C.lteal, C.pink, C.purple, C.light, C.primary];
  for (const i of range(k)) {
    const [x, y] = s.p(20 + bw / 2 + i * (bw + gap), 70, 18);
    b += bottle(
      x,
      y,
      bw,
      190 - (i % 2) * 20,
      caps[i % caps.length] ?? C.lteal,
      C.white,
      caps[i % caps.length] ?? C.lteal,
    );
  }
  if (o.arrows !== false) {
    const [x, y] = s.p((total + 40) / 2, 70, 260);
    b += arc(x, y, total * 0.42, 40, Math.PI * 1.12, Math.PI * 1.88, C.lteal);
  }
  if (o.rack) {
    const [x, y] = s.p(total + 80, 20, 0);
    b += rect(x, y - 120, 120, 120, C.g1, { rx: 6 });
    for (const i of range(8))
      b +=
        rect(x + 10 + i * 13, y - 110, 8, 90, C.white, { sw: 1.5 }) +
        rect(x + 10 + i * 13, y - 110, 8, 24, i % 2 ? C.pink : C.purple, { sw: 1.5 });
  }
  return { body: b, shadows: [footShadow(s, 0, 0, total + 40, 140)] };
}

/** A large card: test card, reagent card or lab-on-chip cartridge, with a magnifier. */
export function cardScene(o: {
  seed: string;
  kind: 'fluorescence' | 'colour' | 'cassette' | 'chip';
  accent?: FaceName;
  count?: number;
}): Drawn {
  const acc = F[o.accent ?? 'teal'];
  const k = o.count ?? 2;
  const s = centred(380 + 40 * (k - 1), 130 + 150 * (k - 1), 486, 360);
  let b = '';
  const shadows: [number, number, number][] = [];
  for (let i = k - 1; i >= 0; i--) {
    const u = i * 40;
    const v = i * 150;
    const w = 380;
    const d = 130;
    b += s.box(u, v, 0, w, d, 10, F.white);
    if (o.kind === 'fluorescence') {
      b += s.flat(u, v, 10, 70, d, acc.front, { sw: 2 });
      b += s.flat(u + 130, v + 45, 10, 160, 40, C.g0, { sw: 2 });
      b += onPlane(
        s,
        [u + 130, v + 45, 10],
        [1, 0, 0],
        [0, 1, 0],
        rect(50, 0, 9, 40, C.lteal, { stroke: 'none' }) +
          rect(110, 0, 9, 40, C.lteal, { stroke: 'none', op: 0.6 }),
      );
      b += s.disc(u + 100, v + 65, 10, 14, C.g1, { sw: 2 });
      b += onPlane(
        s,
        [u + 310, v + 100, 10],
        [1, 0, 0],
        [0, -1, 0],
        dataMatrix(0, 0, 70, `${o.seed}${i}`, C.navy, 10),
      );
    } else if (o.kind === 'colour') {
      for (const q of range(2))
        for (const j of range(8)) {
          const col =
            [C.pink, C.pteal, C.light, C.purple, C.lteal, C.surface2, C.pink, C.mid][(j + i + q * 3) % 8] ??
            C.pink;
          b += s.disc(u + 42 + j * 42, v + 38 + q * 56, 10, 15, col, { sw: 2 });
        }
    } else if (o.kind === 'cassette') {
      b += s.disc(u + 70, v + 65, 10, 30, C.g1, { sw: 2 });
      b += s.disc(u + 70, v + 65, 10, 15, C.g2, { stroke: 'none' });
      b += s.flat(u + 150, v + 40, 10, 180, 50, C.g0, { sw: 2 });
      b += onPlane(
        s,
        [u + 150, v + 40, 10],
        [1, 0, 0],
        [0, 1, 0],
        [36, 80, 134]
          .map((x, q) => rect(x, 0, 11, 50, C.pink, { stroke: 'none', op: q === 1 && i ? 0.35 : 1 }))
          .join(''),
      );
    } else {
      b += s.flat(u + 16, v + 22, 10, 60, 86, acc.front, { sw: 2 });
      for (const j of range(3))
        for (const q of range(6))
          b += s.disc(u + 120 + q * 40, v + 30 + j * 35, 10, 12, (j + q) % 3 === 0 ? C.pink : C.pteal, {
            sw: 2,
          });
    }
    shadows.push(footShadow(s, u, v, w, d, 1));
  }
  // magnifier on the front card
  const lx = 600;
  const ly = 160;
  let zoom = '';
  if (o.kind === 'colour') {
    const cols = [C.pink, C.pteal, C.light, C.purple, C.lteal, C.mid, C.surface2];
    cols.forEach((c, j) => {
      const a = (j / 6) * Math.PI * 2;
      const x = j === 6 ? lx : lx + Math.cos(a) * 44;
      const y = j === 6 ? ly : ly + Math.sin(a) * 44;
      zoom += circ(x, y, 19, c, { sw: 2 });
    });
  } else if (o.kind === 'fluorescence') {
    zoom += rect(lx - 70, ly - 26, 140, 52, C.navy, { rx: 6 });
    zoom +=
      rect(lx - 34, ly - 26, 22, 52, C.lteal, { stroke: 'none', op: 0.35 }) +
      rect(lx - 28, ly - 26, 10, 52, C.lteal, { stroke: 'none' });
    zoom +=
      rect(lx + 18, ly - 26, 22, 52, C.lteal, { stroke: 'none', op: 0.25 }) +
      rect(lx + 24, ly - 26, 10, 52, C.lteal, { stroke: 'none', op: 0.8 });
  } else if (o.kind === 'cassette') {
    zoom += rect(lx - 70, ly - 30, 140, 60, C.g0, { rx: 6, sw: 2 });
    zoom += [-40, 0, 40]
      .map((x, q) => rect(lx + x - 6, ly - 30, 12, 60, C.pink, { stroke: 'none', op: q === 1 ? 0.45 : 1 }))
      .join('');
  } else {
    for (const j of range(3))
      for (const q of range(3))
        zoom += circ(lx - 46 + q * 46, ly - 46 + j * 46, 17, (j + q) % 2 ? C.pteal : C.pink, { sw: 2 });
  }
  const [tx, ty] = s.p(170, 65, 10);
  b += lens(lx, ly, 86, zoom, tx, ty);
  return { body: b, shadows };
}

/** Microtome close-up: block in its clamp, blade, and a ribbon of sections floating off. */
export function ribbonScene(o: { seed: string; accent?: FaceName }): Drawn {
  const acc = F[o.accent ?? 'blue'];
  const s = new Space(110, 480);
  let b = '';
  // knife holder base
  b += s.box(40, 60, 0, 420, 140, 90, F.grey);
  b += s.box(60, 40, 90, 380, 60, 30, acc);
  // blade
  b += s.box(70, 48, 120, 360, 30, 4, { top: C.white, front: C.g1, side: C.g2 }, { sw: 2 });
  b += s.flat(70, 48, 124, 360, 8, C.g0, { sw: 1.5 });
  // specimen clamp above with block
  b += s.box(160, 100, 150, 180, 120, 80, F.grey);
  b += s.box(190, 72, 126, 120, 40, 40, { top: C.white, front: C.g0, side: C.g1 });
  b += s.flat(200, 72, 166, 100, 40, C.pink, { sw: 1.5 });
  b += s.front(205, 72, 131, 90, 30, C.pink, { op: 0.75 });
  // ribbon of sections flowing forward on the blade face
  let ribbon = '';
  for (const i of range(5)) {
    const [x, y] = s.p(200 - i * 6, 30 - i * 46, 124 - i * 24);
    ribbon += poly(
      [
        [x, y],
        [x + 100, y],
        [x + 100 + DX * 38, y - DY * 38],
        [x + DX * 38, y - DY * 38],
      ],
      C.white,
      { sw: 1.5, op: 0.95 },
    );
    ribbon += ell(x + 50 + DX * 19, y - DY * 19, 34, 9, C.pink, { stroke: 'none', op: 0.6 });
  }
  b += ribbon;
  return { body: b, shadows: [footShadow(s, 40, 60, 420, 140)] };
}

/** Cryostat chamber close-up: specimen head with frozen block at the knife, Peltier stations, brush. */
export function cryoScene(o: { seed: string; accent?: FaceName }): Drawn {
  const acc = F[o.accent ?? 'sky'];
  const s = centred(440, 230, 468, 400);
  let b = s.box(0, 0, 0, 440, 230, 16, F.grey);
  // peltier stations along the back left
  for (const i of range(3)) {
    b += s.cyl(46 + i * 58, 175, 16, 22, 14, C.g2, C.g0, { sw: 2 });
    b += s.disc(46 + i * 58, 175, 30, 14, C.white, { sw: 1.5 });
  }
  const [cx, cy] = s.p(104, 175, 30);
  b += cylinder(cx, cy, 14, 26, C.g3, C.g1, { sw: 2 });
  b +=
    rect(cx - 20, cy - 52, 40, 26, C.white, { sw: 2 }) +
    rect(cx - 14, cy - 46, 28, 14, C.pink, { stroke: 'none', op: 0.8 });
  // specimen head (back right) holding a chuck with a frozen block
  b += s.box(240, 130, 16, 170, 90, 170, F.white);
  b += s.box(285, 100, 80, 84, 30, 64, F.grey, { sw: 2 });
  b += s.box(297, 66, 90, 60, 34, 46, { top: C.white, front: C.pteal, side: C.lteal }, { sw: 2 });
  b += s.front(305, 66, 100, 44, 28, C.white, { op: 0.5, sw: 1.5 });
  // knife holder with the blade edge toward the block
  b += s.box(200, 8, 16, 230, 58, 64, acc);
  b += s.box(210, 34, 80, 210, 20, 5, { top: C.white, front: C.g1, side: C.g2 }, { sw: 2 });
  b += s.flat(210, 34, 85, 210, 7, C.g0, { sw: 1.5 });
  // a section on the anti-roll plate and a brush
  b += s.flat(270, 12, 80, 56, 20, C.pink, { sw: 1.5, op: 0.85 });
  const [bx, by] = s.p(40, 40, 16);
  b += path(`M${n(bx)},${n(by)}L${n(bx + 130)},${n(by - 52)}`, 'none', { sw: 6, stroke: C.primary });
  b += el('path', { d: `M${n(bx - 22)},${n(by + 10)}l22,-16l6,10l-22,14z`, fill: C.g3 });
  b += el('path', { d: 'M600,150v24M588,162h24M630,200v16M622,208h16', stroke: C.light, 'stroke-width': 3 });
  return { body: b, shadows: [footShadow(s, 0, 0, 440, 230)] };
}

/** Horizontal output tray of stained, coverslipped slides. */
export function trayScene(o: { seed: string; accent?: FaceName; stain?: string }): Drawn {
  const acc = F[o.accent ?? 'blue'];
  const s = centred(480, 300, 470, 400);
  let b = s.box(0, 0, 0, 480, 300, 26, acc);
  b += s.flat(14, 14, 26, 452, 272, C.g1, { sw: 2 });
  for (let j = 3; j >= 0; j--)
    for (const i of range(2)) {
      b += slideFlat(s, 26 + i * 224, 22 + j * 66, 26, 206, 56, {
        frost: i ? C.pink : C.light,
        spot: 'tissue',
        stain: (i + j) % 3 === 0 ? C.purple : C.pink,
      });
      b += s.flat(26 + i * 224 + 62, 22 + j * 66 + 3, 29.5, 140, 50, C.light, { stroke: 'none', op: 0.18 });
    }
  return { body: b, shadows: [footShadow(s, 0, 0, 480, 300)] };
}

/** Centrifuge rotor seen from above with sample chambers, plus a finished slide. */
export function rotorScene(o: { seed: string; chambers?: number; accent?: FaceName }): Drawn {
  const acc = F[o.accent ?? 'teal'];
  const s = new Space(120, 470);
  let b = '';
  const [cx, cy] = s.p(210, 170, 0);
  b += cylinder(cx, cy, 200, 30, C.g2, C.g0);
  b += ell(cx, cy - 30, 150, 150 * SQ, C.g1, { sw: 2 });
  const k = o.chambers ?? 8;
  const items: [number, number, number][] = range(k).map((i) => {
    const a = (i / k) * Math.PI * 2;
    return [cx + Math.cos(a) * 140, cy - 30 + Math.sin(a) * 140 * SQ, Math.sin(a)];
  });
  items.sort((p, q) => p[2] - q[2]);
  for (const [x, y] of items) {
    b += rect(x - 16, y - 50, 32, 50, C.white, { rx: 4 });
    b += rect(x - 12, y - 62, 24, 16, acc.front, { rx: 3, sw: 2 });
    b += rect(x - 6, y - 30, 12, 14, C.pink, { stroke: 'none', op: 0.8 });
  }
  b += cylinder(cx, cy - 30, 26, 24, C.g3, C.g1);
  b += slideFlat(s, 380, -70, 0, 240, 80, { frost: acc.front, spot: 'round' });
  return { body: b, shadows: [[cx, cy + 8, 210], footShadow(s, 380, -70, 240, 80)] };
}

/** Specimen bottle trays: two tray types side by side, seen from above. */
export function trayTypesScene(o: { seed: string; accent?: FaceName }): Drawn {
  const acc = F[o.accent ?? 'blue'];
  const s = centred(560, 220, 460, 400);
  let b = '';
  const tray = (u: number, v: number, cols: number, rows: number, r: number, hh: number): string => {
    const pitch = r * 2 + 12;
    const w = cols * pitch + 16;
    const d = rows * pitch + 16;
    let x = s.box(u, v, 0, w, d, 26, acc);
    for (let j = rows - 1; j >= 0; j--)
      for (const i of range(cols)) {
        const [px, py] = s.p(u + 8 + (i + 0.5) * pitch, v + 8 + (j + 0.5) * pitch, 26);
        x += vial(
          px,
          py,
          r,
          hh,
          [C.lteal, C.light, C.pink, acc.front][(i + j) % 4] ?? C.lteal,
          C.pteal,
          true,
        );
      }
    return x;
  };
  b += tray(290, 40, 3, 3, 22, 70);
  b += tray(0, 0, 5, 3, 14, 54);
  return { body: b, shadows: [footShadow(s, 0, 0, 560, 220)] };
}

/** Knife holder close-up: blade clamped, with a spare blade alongside. */
export function bladeHolderScene(o: { seed: string; accent?: FaceName }): Drawn {
  const acc = F[o.accent ?? 'teal'];
  const s = new Space(120, 470);
  let b = s.box(20, 80, 0, 460, 170, 60, F.grey);
  b += s.prism(
    60,
    80,
    60,
    380,
    [
      [0, 0],
      [150, 0],
      [150, 60],
      [60, 90],
      [20, 90],
      [0, 40],
    ],
    acc,
  );
  // clamped blade edge
  b += s.box(40, 96, 146, 420, 36, 4, { top: C.white, front: C.g1, side: C.g2 }, { sw: 2 });
  b += s.flat(40, 96, 150, 420, 10, C.g0, { sw: 1.5 });
  // clamp lever
  const [lx, ly] = s.p(460, 170, 100);
  b += path(`M${n(lx)},${n(ly)}l70,-40`, 'none', { sw: 10, stroke: C.line });
  b += path(`M${n(lx)},${n(ly)}l70,-40`, 'none', { sw: 5, stroke: acc.front });
  // spare blade in front (low and high profile)
  b += s.box(40, -40, 0, 420, 24, 2.5, { top: C.g0, front: C.g2, side: C.g2 }, { sw: 2 });
  b += s.flat(40, -40, 2.5, 420, 8, C.white, { sw: 1.5 });
  b += s.box(90, 10, 0, 380, 40, 2.5, { top: C.g0, front: C.g2, side: C.g2 }, { sw: 2 });
  b += s.flat(90, 10, 2.5, 380, 12, C.white, { sw: 1.5 });
  return { body: b, shadows: [footShadow(s, 20, -40, 460, 290, 0.95)] };
}

/** Capillary photometry: tube rack, a capillary with light beam between emitter and detector. */
export function capillaryScene(o: { seed: string; accent?: FaceName }): Drawn {
  const acc = F[o.accent ?? 'navy'];
  const s = new Space(110, 470);
  let b = rackTubes(s, 0, 60, 0, 6, 34, [C.purple, C.purple, C.lteal, C.purple, C.purple, C.light], {
    r: 12,
    h: 130,
    liquid: C.pink,
  });
  // photometer block
  const [x, y] = s.p(330, 60, 0);
  b += rect(x, y - 300, 60, 300, C.g1);
  b += rect(x + 160, y - 300, 60, 300, C.g1);
  b += rect(x + 92, y - 320, 36, 320, C.white, { rx: 18 });
  b += rect(x + 100, y - 220, 20, 220, C.pink, { stroke: 'none', rx: 10 });
  b += rect(x + 100, y - 300, 20, 80, C.pteal, { stroke: 'none', rx: 10 });
  for (const i of range(3)) {
    const yy = y - 250 + i * 60;
    b += circ(x + 40, yy, 12, acc.front === C.primary ? C.lteal : acc.front);
    b += el('path', {
      d: `M${n(x + 56)},${n(yy)}H${n(x + 168)}`,
      stroke: C.lteal,
      'stroke-width': 4,
      'stroke-dasharray': '8 6',
    });
    b += rect(x + 172, yy - 10, 20, 20, C.navy, { rx: 3 });
  }
  const r = rng(`cap:${o.seed}`);
  void r;
  return { body: b, shadows: [footShadow(s, 0, 60, 220, 40), [x + 110, y + 6, 130]] };
}

/** Consumables laid out: vial with brush, slide, centrifuge chamber and pipette tips. */
export function consumablesScene(o: { seed: string; accent?: FaceName }): Drawn {
  const acc = F[o.accent ?? 'teal'];
  const s = new Space(90, 480);
  let b = '';
  const [vx, vy] = s.p(40, 180, 0);
  b += extraItem('brush', vx + 20, vy, acc.front);
  // chamber
  const [cx, cy] = s.p(220, 200, 0);
  b += extraItem('funnel', cx, cy, acc.front);
  // tips box
  b += s.box(330, 170, 0, 200, 120, 60, F.white);
  for (let j = 2; j >= 0; j--)
    for (const i of range(5)) {
      const [tx, ty] = s.p(350 + i * 36, 190 + j * 36, 60);
      b += path(`M${n(tx - 7)},${n(ty - 30)}L${n(tx)},${n(ty + 6)}L${n(tx + 7)},${n(ty - 30)}Z`, C.white, {
        sw: 1.5,
      });
      b += ell(tx, ty - 30, 7, 3, C.light, { sw: 1.5 });
    }
  b += s.front(330, 170, 0, 200, 14, acc.front);
  b += slideFlat(s, 120, -20, 0, 380, 110, { frost: acc.front, spot: 'round', code: o.seed });
  return {
    body: b,
    shadows: [
      [vx + 20, vy + 4, 50],
      [cx, cy + 4, 50],
      footShadow(s, 330, 170, 200, 120),
      footShadow(s, 120, -20, 380, 110),
    ],
  };
}

/** Vials of latex controls and blood tubes on a stand. */
export function controlsScene(o: { seed: string; accent?: FaceName }): Drawn {
  const acc = F[o.accent ?? 'sky'];
  const s = new Space(120, 470);
  let b = s.box(0, 80, 0, 300, 90, 30, acc);
  for (const i of range(3)) {
    const [x, y] = s.p(50 + i * 100, 125, 30);
    b += vial(
      x,
      y,
      30,
      120,
      [C.light, C.lteal, C.pink][i] ?? C.light,
      [C.white, C.g1, C.g2][i] ?? C.white,
      true,
    );
  }
  b += rackTubes(s, 340, 30, 0, 5, 36, [C.purple, C.purple, C.lteal, C.purple, C.primary], {
    r: 12,
    h: 130,
    liquid: C.pink,
  });
  return { body: b, shadows: [footShadow(s, 0, 80, 300, 90), footShadow(s, 340, 30, 188, 44)] };
}

/** A flow of steps: three small panels with icons connected by arrows (load, choose, start). */
export function stepsScene(o: { seed: string; accent?: FaceName }): Drawn {
  const acc = F[o.accent ?? 'purple'];
  let b = '';
  const xs = [120, 330, 540];
  const shadows: [number, number, number][] = [];
  xs.forEach((x, i) => {
    b += rect(x - 4, 150, 160, 230, C.line, { rx: 18 });
    b += rect(x + 8, 166, 136, 190, C.navy, { rx: 6, stroke: 'none' });
    b += circ(x + 76, 368, 5, C.g3, { stroke: 'none' });
    const cx = x + 76;
    if (i === 0) {
      for (const k of range(5))
        b +=
          rect(cx - 46 + k * 19, 210, 12, 90, C.white, { sw: 1.5 }) +
          rect(cx - 46 + k * 19, 210, 12, 24, k % 2 ? C.pink : C.light, { sw: 1.5 });
      b += rect(cx - 54, 298, 108, 14, C.g3, { stroke: 'none', rx: 3 });
    } else if (i === 1) {
      for (const k of range(4)) {
        b += rect(cx - 50, 196 + k * 38, 100, 28, k === 1 ? acc.front : C.primary, { stroke: 'none', rx: 6 });
        b += rect(cx - 40, 207 + k * 38, 50, 6, C.white, { stroke: 'none', rx: 3, op: 0.8 });
      }
    } else {
      b += circ(cx, 260, 48, C.lteal, { stroke: 'none' });
      b += path(`M${n(cx - 14)},${n(236)}L${n(cx + 22)},${n(260)}L${n(cx - 14)},${n(284)}Z`, C.white, {
        stroke: 'none',
      });
      b += rect(cx - 50, 326, 100, 8, C.g4, { stroke: 'none', rx: 4 });
      b += rect(cx - 50, 326, 64, 8, C.lteal, { stroke: 'none', rx: 4 });
    }
    if (i < 2) b += path(`M${n(x + 166)},265h38m-12,-10l12,10l-12,10`, 'none', { stroke: C.lteal, sw: 4 });
    shadows.push([x + 76, 396, 90]);
  });
  return { body: b, shadows };
}

/** Printed slides lying fanned, with a magnifier on the printed code. */
export function slidesCodeScene(o: { seed: string; frost: readonly string[] }): Drawn {
  const s = new Space(90, 500);
  let b = '';
  const shadows: [number, number, number][] = [];
  for (const i of range(3)) {
    const u = 30 + i * 50;
    const v = 170 - i * 110;
    b += slideFlat(s, u, v, 0, 400, 140, {
      frost: o.frost[i % o.frost.length] ?? C.light,
      spot: 'none',
      code: `${o.seed}${i}`,
    });
    shadows.push(footShadow(s, u, v, 400, 120, 1));
  }
  const [tx, ty] = s.p(100, 50, 3);
  b += lens(600, 170, 96, dataMatrix(540, 110, 120, `${o.seed}L`, C.navy, 12), tx, ty);
  return { body: b, shadows };
}
