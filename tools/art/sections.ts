/**
 * Service pictures (maintenance, design, audit) and section pictures (about, AI, bacteriology,
 * cytology, histology, contact).
 */
import * as A from './archetypes.ts';
import { type Drawn, centred, footShadow, shade } from './archetypes.ts';
import { cassette, cellField, dish, glare, lens, monitor, rackTubes, slideFlat, vial } from './lib/parts.ts';
import { F, Space } from './lib/space.ts';
import { C, type Pt, circ, el, ell, n, path, poly, range, rect, rng } from './lib/svg.ts';

export interface SceneArt {
  draw: () => Drawn;
  alt: string;
  flip?: boolean;
}

function merge(...parts: Drawn[]): Drawn {
  return { body: parts.map((p) => p.body).join(''), shadows: parts.flatMap((p) => p.shadows) };
}

/** A cog wheel. */
export function gear(cx: number, cy: number, r: number, teeth: number, fill: string): string {
  const p: Pt[] = [];
  for (const i of range(teeth * 4)) {
    const a = (i / (teeth * 4)) * Math.PI * 2;
    const rr = i % 4 === 0 || i % 4 === 1 ? r : r * 0.8;
    p.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return poly(p, fill) + circ(cx, cy, r * 0.35, C.white);
}

/** An open-ended spanner lying at an angle. */
function wrench(x: number, y: number, angle: number, len: number): string {
  const hx = x + len + 18;
  return el(
    'g',
    { transform: `rotate(${angle} ${x} ${y})` },
    rect(x, y - 12, len + 10, 24, C.g1, { rx: 12 }) +
      circ(hx, y, 32, C.g1) +
      path(`M${n(hx + 40)},${n(y - 12)}H${n(hx + 2)}V${n(y + 12)}H${n(hx + 40)}`, C.surface) +
      circ(x + 16, y, 7, C.white, { sw: 2 }) +
      rect(x + 34, y - 4, len - 60, 8, C.white, { stroke: 'none', rx: 4, op: 0.8 }),
  );
}

/** A clipboard with a checklist. */
function clipboard(x: number, y: number, w: number, h: number, ticks: number, angle = 0): string {
  let c = rect(x, y, w, h, C.mid, { rx: 12 });
  c += rect(x + 14, y + 22, w - 28, h - 36, C.white, { rx: 4 });
  c += rect(x + w / 2 - 34, y - 10, 68, 30, C.g2, { rx: 8 });
  for (const i of range(ticks)) {
    const yy = y + 58 + i * ((h - 80) / ticks);
    c += rect(x + 30, yy - 10, 20, 20, i < ticks - 1 ? C.pteal : C.white, { rx: 4, sw: 2 });
    if (i < ticks - 1) c += path(`M${n(x + 34)},${n(yy)}l5,6l9,-12`, 'none', { stroke: C.teal, sw: 3 });
    c += rect(x + 62, yy - 4, (w - 100) * (0.6 + ((i * 37) % 40) / 100), 8, C.g2, { stroke: 'none', rx: 4 });
  }
  return angle ? el('g', { transform: `rotate(${angle} ${n(x + w / 2)} ${n(y + h / 2)})` }, c) : c;
}

/** A magnifying glass. */
function magnifier(cx: number, cy: number, r: number, angle = 45): string {
  return el(
    'g',
    { transform: `rotate(${angle} ${cx} ${cy})` },
    rect(cx + r + 4, cy - 10, r * 1.3, 20, C.navy, { rx: 10 }) +
      circ(cx, cy, r + 8, C.g1) +
      circ(cx, cy, r, C.surface, { sw: 2 }) +
      glare(cx - r * 0.5, cy - r * 0.5, r * 0.6),
  );
}

/** A hospital building with a cross emblem. */
function hospital(s: Space, u: number, v: number, w: number, d: number, h: number): string {
  let b = s.box(u, v, 0, w, d, h, F.white);
  b += s.box(u + w * 0.3, v - 40, 0, w * 0.4, 40, h * 0.35, F.sky);
  b += s.front(u + w * 0.42, v - 40, 0, w * 0.16, h * 0.25, C.light, { sw: 2 });
  const rows = 4;
  const cols = 6;
  for (const j of range(rows))
    for (const i of range(cols)) {
      if (j === 0 && i >= 2 && i <= 3) continue;
      b += s.front(
        u + 18 + i * ((w - 36) / cols),
        v,
        h * 0.1 + j * ((h * 0.8) / rows),
        (w - 36) / cols - 12,
        (h * 0.8) / rows - 14,
        (i + j) % 3 ? C.surface2 : C.pteal,
        { sw: 2 },
      );
    }
  for (const i of range(3))
    b += s.sideRect(u + w, v + 20 + i * ((d - 40) / 3), h * 0.2, (d - 40) / 3 - 12, h * 0.6, C.surface2, {
      sw: 2,
    });
  // roof sign with a cross
  const [x, y] = s.p(u + w / 2, v + d * 0.4, h);
  b += rect(x - 4, y - 40, 8, 40, C.g2, { sw: 2 });
  b += circ(x, y - 62, 30, C.lteal);
  b += path(`M${n(x - 14)},${n(y - 62)}h28M${n(x)},${n(y - 76)}v28`, 'none', { stroke: C.white, sw: 8 });
  return b;
}

/** A globe with meridians. */
function globe(cx: number, cy: number, r: number): string {
  let b = circ(cx, cy, r, C.surface2, { sw: 3 });
  b += ell(cx, cy, r * 0.45, r, 'none', { sw: 2, stroke: C.light });
  b += ell(cx, cy, r, r * 0.35, 'none', { sw: 2, stroke: C.light });
  b += path(`M${n(cx - r)},${n(cy)}H${n(cx + r)}M${n(cx)},${n(cy - r)}V${n(cy + r)}`, 'none', {
    sw: 2,
    stroke: C.light,
  });
  // abstract land shapes
  b += path(
    `M${n(cx - r * 0.5)},${n(cy - r * 0.6)}q${n(r * 0.3)},-${n(r * 0.2)} ${n(r * 0.5)},0t${n(r * 0.2)},${n(r * 0.35)}q-${n(r * 0.3)},${n(r * 0.2)} -${n(r * 0.6)},${n(r * 0.05)}z`,
    C.lteal,
    { sw: 2 },
  );
  b += path(
    `M${n(cx + r * 0.1)},${n(cy + r * 0.05)}q${n(r * 0.35)},-${n(r * 0.1)} ${n(r * 0.5)},${n(r * 0.2)}t-${n(r * 0.15)},${n(r * 0.45)}q-${n(r * 0.3)},-${n(r * 0.1)} -${n(r * 0.35)},-${n(r * 0.65)}z`,
    C.lteal,
    { sw: 2 },
  );
  b += circ(cx + r * 0.22, cy - r * 0.12, 7, C.pink, { sw: 2 });
  return b;
}

function maintenance(): Drawn {
  const a = A.analyser({
    seed: 'svc-maint',
    w: 320,
    d: 200,
    h: 180,
    window: 'none',
    screen: 'dial',
    accent: 'blue',
    band: 'base',
    cx: 350,
  });
  let b = '';
  b += gear(600, 170, 56, 10, C.lteal);
  b += gear(668, 240, 34, 8, C.light);
  b += wrench(520, 420, -30, 160);
  b += clipboard(120, 230, 130, 170, 3, -8);
  return merge(a, {
    body: b,
    shadows: [
      [620, 470, 80],
      [185, 470, 70],
    ],
  });
}

function design(): Drawn {
  const s = new Space(170, 440);
  let b = '';
  b += hospital(s, 40, 90, 330, 170, 220);
  // blueprint sheet in front
  const bp = new Space(90, 520);
  b += bp.flat(0, 0, 0, 330, 150, C.mid);
  let plan = '';
  for (const i of range(12)) plan += rect(i * 27.5, 0, 0.8, 150, C.white, { stroke: 'none', op: 0.25 });
  for (const j of range(6)) plan += rect(0, j * 25, 330, 0.8, C.white, { stroke: 'none', op: 0.25 });
  plan += rect(30, 20, 270, 110, 'none', { stroke: C.white, sw: 3 });
  plan += path('M130,20V90M130,90H200M200,60V130M30,70H90', 'none', { stroke: C.white, sw: 3 });
  plan += circ(250, 60, 14, 'none', { stroke: C.pteal, sw: 3 });
  b += el('g', { transform: `matrix(1 0 0.6 -0.4 ${n(bp.X)} ${n(bp.Y)})` }, plan);
  // pencil
  b += el(
    'g',
    { transform: 'rotate(-30 560 470)' },
    rect(480, 460, 150, 18, C.lteal, { rx: 4 }) + path('M630,460l24,9l-24,9z', C.pteal),
  );
  return { body: b, shadows: [footShadow(s, 40, 50, 330, 210)] };
}

function audit(): Drawn {
  let b = '';
  // chart board
  b += rect(330, 110, 300, 220, C.white, { rx: 14 });
  b += rect(330, 110, 300, 36, C.primary, { rx: 14 });
  b += rect(330, 130, 300, 16, C.primary, { stroke: 'none' });
  const hs = [60, 100, 80, 140, 120];
  hs.forEach((h, i) => {
    b += rect(360 + i * 52, 310 - h, 32, h, i === 3 ? C.lteal : C.light, { rx: 4, sw: 2 });
  });
  b += path('M360,230L412,200L464,214L516,150L568,170', 'none', { stroke: C.pink, sw: 3.5 });
  b += path('M330,330V420M630,330V420', 'none', { sw: 5 });
  b += clipboard(150, 170, 190, 250, 4, -6);
  b += magnifier(560, 390, 50, 40);
  return {
    body: b,
    shadows: [
      [480, 430, 170],
      [245, 440, 90],
    ],
  };
}

function about(): Drawn {
  const s = new Space(250, 470);
  let b = globe(560, 200, 110);
  b += path('M470,150C380,80 260,120 230,200', 'none', {
    stroke: C.lteal,
    sw: 3,
    extra: { 'stroke-dasharray': '2 9' },
  });
  b += path('M620,300C660,380 620,430 560,450', 'none', {
    stroke: C.lteal,
    sw: 3,
    extra: { 'stroke-dasharray': '2 9' },
  });
  b += hospital(s, 0, 60, 230, 150, 170);
  // shipping boxes
  const bs = new Space(470, 510);
  b += bs.box(0, 0, 0, 110, 90, 80, { top: C.g0, front: C.pteal, side: C.lteal });
  b += bs.box(120, 10, 0, 90, 80, 70, { top: C.g0, front: C.surface2, side: C.g2 });
  b += bs.box(20, 10, 80, 80, 70, 60, { top: C.white, front: C.surface2, side: C.g2 });
  b += bs.front(0, 0, 50, 110, 12, C.teal, { stroke: 'none' });
  return {
    body: b,
    shadows: [footShadow(s, 0, 20, 230, 190), footShadow(bs, 0, 0, 210, 90), [560, 330, 70]],
  };
}

function ai(): Drawn {
  const s = centred(560, 220, 470, 400);
  let b = s.box(0, 40, 0, 220, 190, 120, F.white);
  b += s.front(0, 40, 0, 220, 12, C.teal);
  b += s.sideRect(220, 40, 0, 190, 12, C.navy);
  const [ox, oy] = s.p(30, 40, 90);
  b += rect(ox, oy, 160, 34, C.navy, { rx: 4 });
  b += s.box(40, -30, 56, 140, 70, 6, F.grey, { sw: 2 });
  b += slideFlat(s, 50, -24, 62, 120, 40, { frost: C.lteal, spot: 'tissue', stain: C.pink });
  b += el('path', {
    d: (() => {
      const [x, y] = s.p(110, 20, 120);
      return `M${n(x - 20)},${n(y)}l-10,-20M${n(x)},${n(y)}v-24M${n(x + 20)},${n(y)}l10,-20`;
    })(),
    stroke: C.lteal,
    'stroke-width': 3,
  });
  // monitor with highlighted cells
  const [mx, my] = s.p(300, 120, 0);
  b += monitor(mx, my, 270, 190, 'list', 'ai');
  const sx = mx + 12;
  const sy = my - 34 - 190 + 12;
  b += rect(sx + 4, sy + 4, 238, 158, C.surface, { stroke: 'none', rx: 2 });
  b += cellField(sx + 123, sy + 83, 70, 'ai-cells', 'he', 1.55);
  const r = rng('ai-boxes');
  for (const i of range(3)) {
    const bx = sx + 30 + i * 70 + r() * 20;
    const by = sy + 30 + r() * 80;
    b += rect(bx, by, 42, 42, 'none', { stroke: i === 1 ? C.pink : C.lteal, sw: 3, rx: 4 });
    b += rect(bx, by - 10, 22, 8, i === 1 ? C.pink : C.lteal, { stroke: 'none', rx: 2 });
  }
  return { body: b, shadows: [footShadow(s, 0, -30, 220, 260), [mx + 135, my + 4, 110]] };
}

function bacteriology(): Drawn {
  const s = new Space(120, 480);
  let b = dish(s, 150, 120, 0, 130, C.pink, 'colonies', 'sec-bac1');
  b += dish(s, 330, -10, 0, 100, C.pteal, 'zones', 'sec-bac2');
  b += rackTubes(s, 370, 120, 0, 4, 34, [C.lteal, C.mid, C.lteal, C.light], {
    r: 11,
    h: 110,
    liquid: C.pteal,
  });
  const [tx, ty] = s.p(150, 120, 12);
  b += lens(600, 160, 86, cellField(600, 160, 80, 'sec-bac', 'bact'), tx + 40, ty - 10);
  return {
    body: b,
    shadows: [
      [s.p(150, 120, 0)[0], s.p(150, 120, 0)[1] + 6, 140],
      [s.p(330, -10, 0)[0], s.p(330, -10, 0)[1] + 6, 108],
      footShadow(s, 370, 120, 144, 40),
    ],
  };
}

function cytology(): Drawn {
  const m = A.microscope({ seed: 'sec-cyto', accent: 'teal', cx: 300, bottom: 470 });
  const s = new Space(470, 500);
  let b = '';
  const [vx, vy] = s.p(140, 80, 0);
  b += vial(vx, vy, 30, 110, C.lteal, C.pteal, true);
  b += slideFlat(s, -20, -10, 0, 220, 70, { frost: C.lteal, spot: 'round' });
  b += lens(600, 170, 90, cellField(600, 170, 84, 'sec-cyto', 'pap'));
  return merge(m, { body: b, shadows: [[vx, vy + 4, 40], footShadow(s, -20, -10, 220, 70)] });
}

function histology(): Drawn {
  const s = new Space(140, 470);
  let b = '';
  // paraffin block on a cassette
  const cols = [C.light, C.pink, C.lteal];
  cols.forEach((col, i) => {
    b += cassette(
      s,
      30 + i * 140,
      140 - i * 20,
      0,
      116,
      { top: col, front: shade(col), side: shade(col, 2) },
      { code: i === 2 ? 'sec-hist' : undefined },
    );
  });
  b += s.box(80, 165, 16, 60, 50, 30, { top: C.g0, front: C.white, side: C.g1 });
  b += s.flat(88, 172, 46, 44, 36, C.pink, { sw: 1.5 });
  b += slideFlat(s, 20, -40, 0, 300, 90, { frost: C.pink, spot: 'tissue', stain: C.pink });
  const [tx, ty] = s.p(20 + 300 * 0.55, 5, 3);
  b += lens(610, 170, 90, cellField(610, 170, 84, 'sec-hist', 'he'), tx, ty);
  return { body: b, shadows: [footShadow(s, 20, -40, 400, 320, 0.9)] };
}

function contact(): Drawn {
  let b = '';
  // map tile with a pin
  const s = new Space(150, 470);
  b += s.box(0, 0, 0, 360, 260, 14, { top: C.surface2, front: C.g1, side: C.g2 });
  let roads = '';
  roads += path('M0,90C120,110 200,60 360,80M120,0C140,100 100,180 150,260M250,0V260', 'none', {
    stroke: C.white,
    sw: 10,
  });
  roads += path('M20,170h80v60h-80zM280,150h60v80h-60z', C.pteal, { stroke: 'none' });
  b += el('g', { transform: `matrix(1 0 0.6 -0.4 ${n(s.X)} ${n(s.Y - 14)})` }, roads);
  const [px, py] = s.p(180, 130, 14);
  b += ell(px, py, 20, 8, C.g3, { stroke: 'none', op: 0.4 });
  b += path(
    `M${n(px)},${n(py)}C${n(px - 20)},${n(py - 40)} ${n(px - 50)},${n(py - 70)} ${n(px - 50)},${n(py - 100)}A50 50 0 0 1 ${n(px + 50)},${n(py - 100)}C${n(px + 50)},${n(py - 70)} ${n(px + 20)},${n(py - 40)} ${n(px)},${n(py)}Z`,
    C.teal,
    { sw: 3 },
  );
  b += circ(px, py - 100, 20, C.white, { sw: 2.5 });
  // envelope
  b += el(
    'g',
    { transform: 'rotate(-8 600 170)' },
    rect(520, 120, 170, 110, C.white, { rx: 8 }) +
      path('M522,124l83,62l83,-62', 'none', { sw: 2.5 }) +
      rect(520, 120, 170, 110, 'none', { rx: 8 }),
  );
  b += circ(690, 120, 18, C.pink, { sw: 2.5 });
  // phone
  b += rect(580, 280, 96, 170, C.navy, { rx: 16 });
  b += rect(590, 300, 76, 120, C.primary, { rx: 4, stroke: 'none' });
  b += circ(628, 360, 22, C.lteal, { stroke: 'none' });
  b += path('M618,350c0,14 8,22 20,22l4,-6l-6,-6l-4,4c-4,-2 -8,-6 -10,-10l4,-4l-6,-6z', C.white, {
    stroke: 'none',
  });
  b += rect(616, 432, 24, 6, C.g3, { stroke: 'none', rx: 3 });
  return { body: b, shadows: [footShadow(s, 0, 0, 360, 260), [628, 456, 60]] };
}

export const services: Record<'maintenance' | 'design' | 'audit', SceneArt> = {
  maintenance: {
    draw: maintenance,
    alt: 'Illustration of medical equipment maintenance: an analyser with gears, a spanner and a service checklist',
  },
  design: {
    draw: design,
    alt: 'Illustration of integrated hospital design: a hospital building with a blueprint floor plan and a pencil in front',
  },
  audit: {
    draw: audit,
    alt: 'Illustration of healthcare audit and consulting: a checklist on a clipboard, a performance chart and a magnifying glass',
  },
};

export const sections: Record<
  'about' | 'ai' | 'bacteriology' | 'cytology' | 'histology' | 'contact',
  SceneArt
> = {
  about: {
    draw: about,
    alt: 'Illustration of IVM Medical: a hospital building, shipping boxes and a globe with delivery routes',
  },
  ai: {
    draw: ai,
    alt: 'Illustration of AI-assisted diagnostics: a slide scanner with a tissue slide and a monitor highlighting cells of interest',
  },
  bacteriology: {
    draw: bacteriology,
    alt: 'Illustration of bacteriology solutions: culture plates with colonies and inhibition zones, culture vials and a magnified view of bacteria',
  },
  cytology: {
    draw: cytology,
    alt: 'Illustration of cytology solutions: a microscope, a specimen vial and a slide with a magnified view of Pap-stained cells',
  },
  histology: {
    draw: histology,
    alt: 'Illustration of histology solutions: embedding cassettes, a paraffin block and a stained tissue slide with a magnified view',
  },
  contact: {
    draw: contact,
    alt: 'Illustration for contacting IVM Medical: a map with a location pin, an envelope and a phone',
  },
};
