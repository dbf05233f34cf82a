/**
 * Category pictures (catalogue ids 1-21, in site.json order): one emblematic scene per field.
 */
import * as A from './archetypes.ts';
import { type Drawn, centred, footShadow, shade } from './archetypes.ts';
import {
  bottle,
  cassette,
  cellField,
  dish,
  glare,
  lens,
  monitor,
  rackTubes,
  screen,
  slideFlat,
  vial,
} from './lib/parts.ts';
import { F, SQ, Space, cylinder, planeCircle } from './lib/space.ts';
import { C, type Pt, circ, el, ell, n, path, range, rect, smoothClosed } from './lib/svg.ts';

export interface CategoryArt {
  id: number;
  name: string;
  draw: () => Drawn;
  alt: string;
  flip?: boolean;
}

function merge(...parts: Drawn[]): Drawn {
  return { body: parts.map((p) => p.body).join(''), shadows: parts.flatMap((p) => p.shadows) };
}

/** A wheeled trolley cabinet (drawers), used by several medical scenes. */
function trolley(s: Space, u: number, v: number, w: number, d: number, h: number, acc = F.blue): string {
  let b = '';
  for (const [cu, cv] of [
    [12, d - 12],
    [w - 12, d - 12],
    [12, 12],
    [w - 12, 12],
  ] as const) {
    const [x, y] = s.p(u + cu, v + cv, 0);
    b += circ(x, y - 8, 9, C.g4, { sw: 2 });
  }
  b += s.box(u, v, 16, w, d, h, F.white);
  for (const i of range(3))
    b += s.front(u + 14, v, 26 + i * ((h - 20) / 3), w - 28, (h - 20) / 3 - 10, C.g0, { rx: 3, sw: 2 });
  for (const i of range(3))
    b += s.front(u + w / 2 - 18, v, 26 + i * ((h - 20) / 3) + (h - 20) / 6 - 8, 36, 6, acc.front, {
      rx: 3,
      sw: 1.5,
    });
  return b;
}

/** Anaesthesia workstation with vital-signs monitor and gas cylinders. */
function anaesthesia(): Drawn {
  const s = centred(420, 220, 478, 400);
  let b = '';
  for (const i of range(2)) {
    const [x, y] = s.p(380 + i * 40, 60 + i * 50, 0);
    b += cylinder(x, y, 22, 190, i ? C.white : C.lteal, i ? C.g0 : C.pteal);
    b += cylinder(x, y - 190, 10, 22, C.g3, C.g1, { sw: 2 });
  }
  b += trolley(s, 40, 40, 300, 180, 150);
  b += s.box(40, 40, 166, 300, 180, 14, F.blue);
  // bellows
  const [bx, by] = s.p(100, 110, 180);
  b += cylinder(bx, by, 34, 90, C.light, C.surface2, { op: 0.9 });
  for (const i of range(4))
    b += path(
      `M${n(bx - 34)},${n(by - 18 - i * 18)}A34 ${n(34 * SQ)} 0 0 0 ${n(bx + 34)},${n(by - 18 - i * 18)}`,
      'none',
      { sw: 1.5 },
    );
  b += glare(bx - 24, by - 80, 50);
  // monitor on a pole
  const [mx, my] = s.p(250, 140, 180);
  b += rect(mx - 6, my - 80, 12, 80, C.g2, { sw: 2 });
  b += screen(mx - 90, my - 200, 180, 128, 'ecg', 'cat5');
  // breathing hose
  const [hx, hy] = s.p(40, 40, 120);
  b += path(
    `M${n(hx)},${n(hy)}C${n(hx - 80)},${n(hy + 10)} ${n(hx - 70)},${n(hy + 130)} ${n(hx - 10)},${n(hy + 150)}`,
    'none',
    { sw: 12 },
  );
  b += path(
    `M${n(hx)},${n(hy)}C${n(hx - 80)},${n(hy + 10)} ${n(hx - 70)},${n(hy + 130)} ${n(hx - 10)},${n(hy + 150)}`,
    'none',
    { sw: 7, stroke: C.light, extra: { 'stroke-dasharray': '3 3' } },
  );
  return { body: b, shadows: [footShadow(s, 40, 40, 400, 180)] };
}

/** Stomach emblem with a capsule camera and a monitor. */
function gastro(): Drawn {
  let b = '';
  const stomach: Pt[] = [
    [300, 150],
    [350, 170],
    [380, 250],
    [440, 300],
    [520, 290],
    [560, 330],
    [520, 400],
    [420, 420],
    [320, 370],
    [280, 280],
    [270, 190],
  ];
  b += path(smoothClosed(stomach), C.pink, { sw: 3 });
  b += path('M300,150C290,120 300,100 310,80', 'none', { sw: 22 });
  b += path('M300,150C290,120 300,100 310,80', 'none', { sw: 16, stroke: C.pink });
  b += path('M540,320C590,330 610,370 600,420', 'none', { sw: 22 });
  b += path('M540,320C590,330 610,370 600,420', 'none', { sw: 16, stroke: C.pink });
  b += path('M320,250C360,330 430,370 510,340', 'none', { sw: 2.5, stroke: C.purple, op: 0.5 });
  // capsule
  b += el(
    'g',
    { transform: 'rotate(-30 200 400)' },
    rect(150, 380, 100, 44, C.white, { rx: 22 }) +
      rect(200, 380, 50, 44, C.lteal, { rx: 0 }) +
      rect(150, 380, 100, 44, 'none', { rx: 22 }) +
      circ(164, 402, 8, C.navy),
  );
  b += el('path', { d: 'M120,370l-24,-10M116,392h-26M124,414l-22,12', stroke: C.lteal, 'stroke-width': 3 });
  return { body: b, shadows: [[430, 470, 170]] };
}

/** Cell-culture flask, well plate and a lens of cells. */
function cellular(): Drawn {
  const s = new Space(150, 470);
  let b = '';
  // well plate
  b += s.box(250, 40, 0, 260, 170, 26, F.sky);
  for (let j = 3; j >= 0; j--)
    for (const i of range(6)) {
      const [x, y] = s.p(272 + i * 40, 62 + j * 38, 26);
      b += ell(x, y, 14, 14 * SQ, j % 2 ? C.pink : C.pteal, { sw: 1.5 });
    }
  // culture flask (tilted neck)
  const [fx, fy] = s.p(40, 30, 0);
  b += path(`M${n(fx)},${n(fy)}h180l30,-120h-160l-50,40z`, C.white);
  b += path(`M${n(fx + 4)},${n(fy - 4)}h172l12,-50h-170z`, C.pink, { stroke: 'none', op: 0.75 });
  b += path(`M${n(fx)},${n(fy)}h180l30,-120h-160l-50,40z`, 'none');
  b += rect(fx - 44, fy - 110, 40, 36, C.lteal, { rx: 6 });
  b += glare(fx + 150, fy - 110, 50);
  b += lens(580, 170, 100, cellField(580, 170, 94, 'cat7', 'mono'), 420, 300);
  return { body: b, shadows: [footShadow(s, 250, 40, 260, 170), [fx + 110, fy + 6, 130]] };
}

/** CT scanner: gantry ring and patient table. */
function radiology(): Drawn {
  const s = centred(560, 200, 470, 400);
  let b = '';
  // table
  b += s.box(200, 60, 0, 120, 80, 90, F.grey);
  b += s.box(180, 50, 90, 320, 100, 16, F.white);
  b += s.flat(200, 60, 106, 270, 80, C.surface2, { sw: 2 });
  // gantry
  b += s.box(40, 20, 0, 180, 170, 290, F.white);
  b += s.front(40, 20, 0, 180, 14, C.mid);
  const c: [number, number, number] = [130, 20, 160];
  b += planeCircle(s, c, [1, 0, 0], [0, 0, 1], 70, C.navy);
  b += planeCircle(s, c, [1, 0, 0], [0, 0, 1], 86, 'none', { stroke: C.light, sw: 6 });
  b += s.box(110, 10, 106, 230, 70, 12, F.white);
  b += s.flat(120, 10, 118, 200, 70, C.pteal, { sw: 2 });
  b += s.front(60, 20, 250, 60, 18, C.lteal, { rx: 4, sw: 2 });
  return { body: b, shadows: [footShadow(s, 40, 20, 520, 170)] };
}

/** Hospital bed with bedside cabinet. */
function furniture(): Drawn {
  const s = centred(560, 220, 470, 400);
  let b = '';
  b += trolley(s, 470, 100, 90, 90, 120, F.teal);
  // bed frame
  for (const [u, v] of [
    [30, 30],
    [420, 30],
    [30, 190],
    [420, 190],
  ] as const) {
    const [x, y] = s.p(u, v, 0);
    b += rect(x - 4, y - 70, 8, 62, C.g3, { sw: 2 }) + circ(x, y - 6, 10, C.g4, { sw: 2 });
  }
  b += s.box(20, 20, 70, 420, 190, 20, F.grey);
  b += s.prism(
    20,
    20,
    90,
    420,
    [
      [0, 0],
      [190, 0],
      [190, 30],
      [0, 30],
    ],
    { top: C.white, front: C.pteal, side: C.lteal },
  );
  // raised back section
  b += s.prism(
    320,
    20,
    120,
    120,
    [
      [0, 0],
      [190, 0],
      [190, 60],
      [0, 60],
    ],
    { top: C.white, front: C.pteal, side: C.lteal },
  );
  b += s.box(350, 60, 180, 70, 110, 18, { top: C.white, front: C.g0, side: C.g1 }, { sw: 2 });
  // head & foot boards
  b += s.box(440, 10, 70, 14, 210, 130, F.grey);
  b += s.front(440, 10, 170, 14, 20, C.lteal, { sw: 2 });
  b += s.box(6, 10, 70, 14, 210, 90, F.grey);
  b += s.front(6, 10, 130, 14, 20, C.lteal, { sw: 2 });
  // side rail
  b += s.front(100, 10, 124, 200, 36, 'none', { rx: 6, sw: 3 });
  return { body: b, shadows: [footShadow(s, 6, 10, 554, 210)] };
}

/** Eye emblem with an otoscope. */
function ophthalmology(): Drawn {
  let b = '';
  b += path('M170,280Q330,140 490,280Q330,420 170,280Z', C.white, { sw: 3 });
  b += circ(330, 280, 74, C.light, { sw: 3 });
  b += circ(330, 280, 50, C.mid, { stroke: 'none' });
  b += circ(330, 280, 28, C.navy, { stroke: 'none' });
  b += circ(352, 258, 12, C.white, { stroke: 'none' });
  b += path('M170,280Q330,140 490,280Q330,420 170,280Z', 'none', { sw: 3 });
  // otoscope
  b += el(
    'g',
    { transform: 'rotate(-28 590 360)' },
    rect(560, 330, 60, 170, C.teal, { rx: 14 }) +
      rect(566, 340, 48, 20, C.lteal, { rx: 6, sw: 2 }) +
      rect(552, 290, 76, 44, C.g1, { rx: 8 }) +
      path('M570,290L584,220H596L610,290Z', C.white) +
      rect(584, 212, 12, 12, C.navy, { rx: 3 }),
  );
  return {
    body: b,
    shadows: [
      [330, 440, 170],
      [600, 500, 60],
    ],
  };
}

/** Anaesthesia consumables: face mask, breathing circuit, endotracheal tube. */
function anaesthesiaConsumables(): Drawn {
  let b = '';
  // corrugated breathing circuit
  const d = 'M150,420C150,300 260,220 380,250S600,320 620,190';
  b += path(d, 'none', { sw: 30 });
  b += path(d, 'none', { sw: 24, stroke: C.light });
  b += path(d, 'none', { sw: 24, stroke: C.white, extra: { 'stroke-dasharray': '4 6' }, op: 0.8 });
  // mask
  b += path('M560,150C600,120 690,120 700,170C710,230 650,260 600,240C560,225 540,180 560,150Z', C.pteal, {
    sw: 3,
  });
  b += path('M585,165C610,145 670,145 678,180C684,215 645,230 612,220C588,212 575,185 585,165Z', C.white, {
    sw: 2,
    op: 0.8,
  });
  b += rect(600, 196, 40, 26, C.lteal, { rx: 6 });
  // endotracheal tube
  b += path('M210,200C210,300 300,360 420,370', 'none', { sw: 14 });
  b += path('M210,200C210,300 300,360 420,370', 'none', { sw: 9, stroke: C.white });
  b += ell(400, 366, 26, 16, C.light, { sw: 2, op: 0.8 });
  b += rect(196, 170, 28, 34, C.mid, { rx: 4 });
  // reservoir bag
  b += path('M120,430C70,430 60,500 120,510C180,520 190,440 150,430Z', C.lteal, { sw: 2.5 });
  return { body: b, shadows: [[380, 500, 220]] };
}

/** General consumables on a tray: syringe, gauze, bandage roll, cannula. */
function hospitalConsumables(): Drawn {
  const s = centred(480, 260, 460, 400);
  let b = s.box(0, 0, 0, 480, 260, 22, F.sky);
  b += s.flat(14, 14, 22, 452, 232, C.surface, { sw: 2 });
  // gauze pack
  b += s.box(40, 130, 22, 150, 100, 26, F.white);
  b += s.flat(58, 146, 48, 114, 66, C.pteal, { sw: 1.5 });
  // bandage roll
  const [rx, ry] = s.p(320, 170, 22);
  b += cylinder(rx, ry, 60, 70, C.white, C.g0);
  b += ell(rx, ry - 70, 22, 22 * SQ, C.g1, { sw: 2 });
  // syringe lying along u
  const [sx, sy] = s.p(60, 50, 30);
  b += rect(sx, sy - 22, 250, 44, C.white, { rx: 6 });
  b += rect(sx + 30, sy - 18, 120, 36, C.light, { stroke: 'none', op: 0.4 });
  b += el('path', {
    d: range(8)
      .map((i) => `M${n(sx + 40 + i * 25)},${n(sy - 22)}v12`)
      .join(''),
    'stroke-width': 2,
  });
  b += rect(sx + 250, sy - 8, 30, 16, C.white, { rx: 3 });
  b += path(`M${n(sx + 280)},${n(sy)}h90`, 'none', { sw: 3 });
  b += rect(sx - 60, sy - 8, 60, 16, C.g1, { rx: 3 });
  b += rect(sx - 80, sy - 30, 20, 60, C.lteal, { rx: 5 });
  // cannula
  const [cx, cy] = s.p(370, 40, 26);
  b += path(`M${n(cx)},${n(cy)}l50,-10`, 'none', { sw: 3 });
  b +=
    rect(cx - 50, cy - 10, 50, 20, C.pink, { rx: 5 }) +
    path(`M${n(cx - 44)},${n(cy - 10)}l-10,-20h30l-6,20z`, C.pink);
  return { body: b, shadows: [footShadow(s, 0, 0, 480, 260)] };
}

/** A blood bag (pouch with tubing and port). */
function bloodBag(x: number, y: number, w: number, h: number, level = 0.78): string {
  let b = path(
    `M${n(x)},${n(y + 20)}Q${n(x)},${n(y)} ${n(x + 20)},${n(y)}H${n(x + w - 20)}Q${n(x + w)},${n(y)} ${n(x + w)},${n(y + 20)}V${n(y + h - 30)}Q${n(x + w)},${n(y + h)} ${n(x + w / 2)},${n(y + h)}Q${n(x)},${n(y + h)} ${n(x)},${n(y + h - 30)}Z`,
    C.white,
  );
  const ly = y + h * (1 - level);
  b += path(
    `M${n(x + 4)},${n(ly)}H${n(x + w - 4)}V${n(y + h - 30)}Q${n(x + w - 4)},${n(y + h - 4)} ${n(x + w / 2)},${n(y + h - 4)}Q${n(x + 4)},${n(y + h - 4)} ${n(x + 4)},${n(y + h - 30)}Z`,
    C.pink,
    { stroke: 'none' },
  );
  b += path(`M${n(x + 4)},${n(ly)}H${n(x + w - 4)}`, 'none', { sw: 1.5 });
  b += rect(x + w * 0.2, y + h * 0.35, w * 0.6, h * 0.22, C.white, { sw: 2 });
  b += rect(x + w * 0.28, y + h * 0.42, w * 0.4, 5, C.g2, { stroke: 'none', rx: 2.5 });
  b += circ(x + w / 2, y + 12, 6, C.g1, { sw: 2 });
  return b;
}

/** Blood service: bag on an infusion stand, tubes. */
function bloodService(): Drawn {
  let b = '';
  // stand
  b += path('M300,470L360,450L420,470M360,450V110M320,110H400', 'none', { sw: 5 });
  b += path('M330,110v16M390,110v16', 'none', { sw: 3 });
  b += bloodBag(300, 130, 120, 170);
  b += path('M360,300C360,360 420,360 420,410', 'none', { sw: 4, stroke: C.pink });
  b += path('M360,300C360,360 420,360 420,410', 'none', { sw: 1.5 });
  b += rect(410, 405, 20, 30, C.white, { rx: 4, sw: 2 });
  const s = new Space(470, 470);
  b += rackTubes(s, 0, 0, 0, 4, 34, [C.pink, C.purple, C.pink, C.lteal], { r: 11, h: 110, liquid: C.pink });
  // drop emblem
  b += path('M220,200C220,200 170,260 170,290A50 50 0 0 0 270,290C270,260 220,200 220,200Z', C.pink, {
    sw: 3,
  });
  b += path('M198,292A22 22 0 0 0 220,316', 'none', { sw: 4, stroke: C.white });
  return {
    body: b,
    shadows: [
      [360, 472, 70],
      [545, 474, 90],
      [220, 350, 50],
    ],
  };
}

/** Steam steriliser with round door, instrument tray. */
function sterilisation(): Drawn {
  const s = centred(440, 240, 470, 400);
  let b = s.box(0, 0, 0, 320, 240, 280, F.white);
  b += s.front(0, 0, 0, 320, 14, C.teal);
  b += s.sideRect(320, 0, 0, 240, 14, C.navy);
  const c: [number, number, number] = [140, 0, 150];
  b += planeCircle(s, c, [1, 0, 0], [0, 0, 1], 100, C.g1);
  b += planeCircle(s, c, [1, 0, 0], [0, 0, 1], 80, C.g0, { sw: 2 });
  b += planeCircle(s, c, [1, 0, 0], [0, 0, 1], 26, C.lteal);
  const [hx, hy] = s.p(140, 0, 150);
  b += path(`M${n(hx - 50)},${n(hy)}H${n(hx + 50)}M${n(hx)},${n(hy - 50)}V${n(hy + 50)}`, 'none', { sw: 6 });
  b += circ(hx, hy, 12, C.white);
  const [px, py] = s.p(258, 0, 260);
  b += screen(px, py, 50, 70, 'dial', 'cat14');
  b += circ(px + 25, py + 110, 10, C.pink, { sw: 2 });
  b += circ(px + 25, py + 140, 10, C.lteal, { sw: 2 });
  // steam arcs
  b += el('path', {
    d: 'M560,190c-16,-20 16,-30 0,-50M600,200c-16,-20 16,-30 0,-50',
    stroke: C.light,
    'stroke-width': 4,
  });
  // tray of instruments
  b += s.box(340, -60, 0, 160, 110, 20, F.grey);
  const [tx, ty] = s.p(350, -30, 20);
  b += path(`M${n(tx)},${n(ty)}l120,-30M${n(tx + 10)},${n(ty + 14)}l120,-30`, 'none', {
    sw: 4,
    stroke: C.g3,
  });
  b += circ(tx + 4, ty - 4, 8, 'none', { sw: 3 });
  return { body: b, shadows: [footShadow(s, 0, -60, 500, 300)] };
}

/** Blood-bank refrigerator with bags on shelves. */
function bloodConservation(): Drawn {
  const s = centred(300, 220, 488, 360);
  let b = s.box(0, 0, 0, 300, 220, 360, F.white);
  b += s.front(0, 0, 330, 300, 30, C.mid);
  b += s.sideRect(300, 0, 330, 220, 30, C.primary);
  const [gx, gy] = s.p(20, 0, 318);
  b += rect(gx, gy, 260, 280, C.surface2, { rx: 4 });
  for (const i of range(3)) {
    const yy = gy + 90 + i * 90;
    b += path(`M${n(gx + 6)},${n(yy)}H${n(gx + 254)}`, 'none', { sw: 2, stroke: C.g3 });
    for (const j of range(4)) b += bloodBag(gx + 14 + j * 60, yy - 76, 48, 72, 0.7 + ((i + j) % 3) * 0.08);
  }
  b += rect(gx, gy, 260, 280, C.light, { op: 0.12, stroke: 'none' });
  b += glare(gx + 190, gy + 20, 80);
  b += rect(gx, gy, 260, 280, 'none', { rx: 4 });
  b += s.front(270, -2, 150, 8, 100, C.g2, { rx: 4 });
  // temperature tag
  b += rect(560, 180, 90, 60, C.navy, { rx: 10 });
  b += circ(586, 210, 12, 'none', { stroke: C.lteal, sw: 3 });
  b += rect(606, 204, 30, 10, C.lteal, { stroke: 'none', rx: 5 });
  return { body: b, shadows: [footShadow(s, 0, 0, 300, 220)] };
}

/** Infant incubator on a cart. */
function neonatology(): Drawn {
  const s = centred(420, 220, 476, 400);
  let b = trolley(s, 60, 30, 300, 160, 150, F.teal);
  b += s.box(30, 20, 166, 360, 180, 26, F.white);
  // mattress & baby
  b += s.box(60, 40, 192, 300, 140, 14, { top: C.pteal, front: C.lteal, side: C.teal }, { sw: 2 });
  const [bx, by] = s.p(210, 110, 206);
  b += ell(bx, by - 8, 60, 24, C.pink, { sw: 2 });
  b += circ(bx + 64, by - 16, 20, C.white, { sw: 2 });
  b += path(`M${n(bx - 40)},${n(by - 14)}q40,-20 80,0`, 'none', { sw: 2, stroke: C.white });
  // hood
  const prof: Pt[] = [
    [0, 0],
    [180, 0],
    [180, 110],
    [140, 150],
    [40, 150],
    [0, 110],
  ];
  b += s.prism(
    30,
    20,
    192,
    360,
    prof,
    { top: C.light, front: C.light, side: C.light },
    { stroke: 'none', op: 0.18 },
  );
  b += s.prism(30, 20, 192, 360, prof, { top: 'none', front: 'none', side: 'none' }, { sw: 2 });
  for (const u of [110, 260]) {
    const c: [number, number, number] = [u, 20, 250];
    b += planeCircle(s, c, [1, 0, 0], [0, 0, 1], 26, C.white, { sw: 2, op: 0.7 });
  }
  const [gx, gy] = s.p(320, 40, 300);
  b += glare(gx, gy, 40);
  return { body: b, shadows: [footShadow(s, 30, 20, 360, 180)] };
}

/** Bone with fixation plate and screws, and a crutch. */
function orthopaedics(): Drawn {
  let b = '';
  const bone = (t: string): string =>
    el(
      'g',
      { transform: t },
      path(
        'M-170,-34A34 34 0 1 1 -150,-60L150,-60A34 34 0 1 1 170,-34A34 34 0 1 1 150,4L150,4L-150,4A34 34 0 1 1 -170,-34Z',
        C.white,
        { sw: 3 },
      ),
    );
  b += bone('translate(360 330) rotate(-24)');
  b += el(
    'g',
    { transform: 'translate(360 330) rotate(-24)' },
    rect(-110, -44, 220, 32, C.g1, { rx: 14 }) +
      range(5)
        .map(
          (i) =>
            circ(-84 + i * 42, -28, 8, C.lteal, { sw: 2 }) +
            path(`M${n(-90 + i * 42)},-28h12`, 'none', { sw: 2 }),
        )
        .join('') +
      path('M-6,-60l8,20l-6,20l8,16', 'none', { sw: 2.5, stroke: C.pink }),
  );
  // crutch
  b += el(
    'g',
    { transform: 'rotate(14 620 300)' },
    path('M600,120H660M610,120L600,460M650,120L660,460M600,300H660', 'none', { sw: 6 }) +
      rect(590, 104, 80, 18, C.mid, { rx: 9 }) +
      rect(598, 292, 64, 14, C.lteal, { rx: 7 }),
  );
  return {
    body: b,
    shadows: [
      [370, 470, 200],
      [640, 478, 50],
    ],
  };
}

/** Kidney emblem, urine cup and catheter. */
function urology(): Drawn {
  let b = '';
  b += path(
    'M300,150C380,130 430,190 420,240C410,270 370,270 370,300C370,330 410,340 410,380C400,440 320,450 280,410C230,360 220,200 300,150Z',
    C.pink,
    { sw: 3 },
  );
  b += path('M330,200C300,240 300,330 330,380', 'none', { sw: 2.5, stroke: C.purple, op: 0.6 });
  b += path('M370,300C420,300 440,340 440,470', 'none', { sw: 10 });
  b += path('M370,300C420,300 440,340 440,470', 'none', { sw: 5, stroke: C.lteal });
  // specimen cup
  const [cx, cy] = [580, 460];
  b += cylinder(cx, cy, 56, 110, C.white, C.g0);
  b += path(
    `M${n(cx - 54)},${n(cy - 50)}V${n(cy)}A54 ${n(54 * SQ)} 0 0 0 ${n(cx + 54)},${n(cy)}V${n(cy - 50)}Z`,
    C.surface2,
    { stroke: 'none' },
  );
  b += ell(cx, cy - 50, 54, 54 * SQ, C.surface2, { sw: 1.5 });
  b += cylinder(cx, cy - 108, 60, 24, C.teal, C.lteal);
  b += rect(cx - 40, cy - 90, 80, 30, C.white, { sw: 2 });
  return {
    body: b,
    shadows: [
      [340, 470, 120],
      [cx, cy + 6, 70],
    ],
  };
}

/** Operating table under a surgical lamp. */
function surgery(): Drawn {
  const s = centred(460, 200, 470, 400);
  let b = '';
  // lamp arm from the top
  b += path('M250,40V90H420V150', 'none', { sw: 8 });
  b += path('M250,40V90H420V150', 'none', { sw: 3, stroke: C.g2 });
  b += path('M310,200Q420,120 530,200Z', C.white, { sw: 3 });
  b += ell(420, 200, 110, 26, C.g1);
  for (const i of range(3)) b += circ(370 + i * 50, 200, 14, C.pteal, { sw: 2 });
  b += el('path', {
    d: 'M340,236l-30,60M420,236v70M500,236l30,60',
    stroke: C.light,
    'stroke-width': 3,
    'stroke-dasharray': '6 8',
  });
  // table
  b += s.box(170, 70, 0, 140, 80, 24, F.grey);
  b += s.box(210, 90, 24, 60, 40, 130, F.grey);
  b += s.box(20, 30, 154, 420, 150, 22, F.blue);
  b += s.box(30, 40, 176, 400, 130, 14, { top: C.pteal, front: C.lteal, side: C.teal }, { sw: 2 });
  // instrument tray
  b += s.box(470, -40, 0, 20, 20, 150, F.grey, { sw: 2 });
  b += s.box(420, -70, 150, 140, 80, 12, F.white);
  const [tx, ty] = s.p(440, -40, 162);
  b += path(`M${n(tx)},${n(ty)}l80,-14M${n(tx + 4)},${n(ty + 12)}l80,-14`, 'none', { sw: 4, stroke: C.g3 });
  return { body: b, shadows: [footShadow(s, 20, -70, 540, 250)] };
}

/** Endoscopy tower with flexible scope. */
function endoscopy(): Drawn {
  const s = centred(260, 200, 478, 360);
  let b = trolley(s, 0, 0, 260, 200, 60, F.navy);
  b += s.box(0, 0, 76, 260, 200, 60, F.white);
  b += s.front(20, 0, 96, 100, 20, C.navy, { rx: 4 });
  b += s.front(140, 0, 96, 60, 20, C.lteal, { rx: 4 });
  b += s.box(0, 0, 136, 260, 200, 50, F.white);
  b += s.front(20, 0, 150, 60, 22, C.g1, { rx: 4 });
  b += s.front(100, 0, 150, 40, 22, C.pink, { rx: 11 });
  const [mx, my] = s.p(130, 100, 186);
  b += monitor(mx - 130, my + 2, 260, 170, 'cells', 'cat20');
  // scope
  const [x0, y0] = s.p(260, 30, 130);
  b += path(
    `M${n(x0)},${n(y0)}C${n(x0 + 160)},${n(y0 - 40)} ${n(x0 + 200)},${n(y0 + 150)} ${n(x0 + 80)},${n(y0 + 150)}S${n(x0 + 10)},${n(y0 + 60)} ${n(x0 + 120)},${n(y0 + 40)}`,
    'none',
    { sw: 12 },
  );
  b += path(
    `M${n(x0)},${n(y0)}C${n(x0 + 160)},${n(y0 - 40)} ${n(x0 + 200)},${n(y0 + 150)} ${n(x0 + 80)},${n(y0 + 150)}S${n(x0 + 10)},${n(y0 + 60)} ${n(x0 + 120)},${n(y0 + 40)}`,
    'none',
    { sw: 7, stroke: C.g4 },
  );
  b += el(
    'g',
    { transform: `rotate(-20 ${n(x0 + 130)} ${n(y0 + 36)})` },
    rect(x0 + 110, y0 + 20, 60, 34, C.g1, { rx: 8 }) + circ(x0 + 130, y0 + 37, 7, C.lteal, { sw: 2 }),
  );
  return { body: b, shadows: [footShadow(s, 0, 0, 260, 200), [x0 + 110, y0 + 170, 90]] };
}

/** Extracorporeal (apheresis / dialysis) machine with pumps, filter and lines. */
function extracorporeal(): Drawn {
  const s = centred(260, 200, 484, 400);
  let b = trolley(s, 0, 0, 260, 200, 90, F.teal);
  b += s.box(0, 0, 106, 260, 200, 220, F.white);
  const [sx, sy] = s.p(30, 0, 310);
  b += screen(sx, sy, 200, 80, 'ecg', 'cat21');
  for (const i of range(2)) {
    const [px, py] = s.p(70 + i * 110, 0, 180);
    b += circ(px, py, 36, C.g1);
    b += circ(px, py, 24, C.white, { sw: 2 });
    b += path(`M${n(px - 20)},${n(py)}h40M${n(px)},${n(py - 20)}v40`, 'none', { sw: 3, stroke: C.g3 });
  }
  // filter cartridge on the side
  const [fx, fy] = s.p(260, 60, 140);
  b += rect(fx + 16, fy - 150, 30, 130, C.white, { rx: 8 });
  b += rect(fx + 19, fy - 120, 24, 70, C.pink, { stroke: 'none', op: 0.6 });
  b += rect(fx + 12, fy - 160, 38, 16, C.teal, { rx: 4 }) + rect(fx + 12, fy - 28, 38, 16, C.teal, { rx: 4 });
  // lines
  b += path(
    `M${n(sx + 20)},${n(sy + 190)}C${n(sx - 60)},${n(sy + 210)} ${n(sx - 70)},${n(sy + 60)} ${n(sx - 20)},${n(sy + 20)}`,
    'none',
    { sw: 5, stroke: C.pink },
  );
  b += path(
    `M${n(fx + 31)},${n(fy - 160)}C${n(fx + 30)},${n(fy - 220)} ${n(fx + 100)},${n(fy - 200)} ${n(fx + 110)},${n(fy - 120)}`,
    'none',
    { sw: 5, stroke: C.light },
  );
  b += bloodBagSmall(fx + 90, fy - 120);
  return { body: b, shadows: [footShadow(s, 0, 0, 260, 200)] };
}

function bloodBagSmall(x: number, y: number): string {
  return path(`M${n(x)},${n(y)}h44v60q-22,18 -44,0z`, C.pteal, { sw: 2.5 });
}

export const categories: readonly CategoryArt[] = [
  {
    id: 1,
    name: 'Cytology',
    draw: () => {
      const a = A.analyser({
        seed: 'cat1',
        w: 300,
        d: 200,
        h: 170,
        window: 'vials',
        windowW: 0.6,
        screen: 'cells',
        screenAt: 'arm',
        accent: 'teal',
        cx: 330,
      });
      const [tx, ty] = [500, 430];
      return merge(a, {
        body: slideFlatStandalone(tx, ty) + lens(630, 190, 74, cellField(630, 190, 68, 'cat1l', 'pap')),
        shadows: [[tx + 60, ty + 24, 90]],
      });
    },
    alt: 'Illustration for cytology: a liquid-based cytology processor with specimen vials, a slide and a magnified view of Pap-stained cells',
  },
  {
    id: 2,
    name: 'Histopathology',
    draw: () => {
      const m = A.microtome({ seed: 'cat2', accent: 'blue' });
      const s = new Space(440, 498);
      let extra = '';
      for (const i of range(2)) {
        const col = [C.pink, C.lteal][i] ?? C.pink;
        extra += cassette(
          s,
          i * 90,
          -30 + i * 10,
          0,
          70,
          { top: col, front: shade(col), side: shade(col, 2) },
          { code: `cat2${i}` },
        );
      }
      return merge(m, { body: extra, shadows: [[540, 494, 90]] });
    },
    alt: 'Illustration for histopathology: a rotary microtome with embedding cassettes in front',
    flip: true,
  },
  {
    id: 3,
    name: 'Bacteriology',
    draw: () => {
      const s = new Space(110, 480);
      let b = '';
      b += s.box(290, 60, 0, 230, 180, 250, F.white);
      b += s.front(290, 60, 0, 230, 14, C.teal);
      b += s.sideRect(520, 60, 0, 180, 14, C.navy);
      const [gx, gy] = s.p(306, 60, 230);
      b += rect(gx, gy, 198, 190, C.surface2, { rx: 4 });
      for (const i of range(5))
        b +=
          rect(gx + 20, gy + 170 - i * 34, 158, 14, i % 2 ? C.pink : C.pteal, { rx: 6, sw: 2 }) +
          rect(gx + 34, gy + 166 - i * 34, 130, 6, C.white, { rx: 3, stroke: 'none', op: 0.6 });
      b +=
        rect(gx, gy, 198, 190, C.light, { op: 0.14, stroke: 'none' }) +
        glare(gx + 140, gy + 16, 60) +
        rect(gx, gy, 198, 190, 'none', { rx: 4 });
      b += dish(s, 100, 40, 0, 90, C.pink, 'colonies', 'cat3a');
      b += dish(s, 210, -60, 0, 76, C.pteal, 'zones', 'cat3b');
      return {
        body: b,
        shadows: [
          footShadow(s, 290, 60, 230, 180),
          [s.p(100, 40, 0)[0], s.p(100, 40, 0)[1] + 6, 100],
          [s.p(210, -60, 0)[0], s.p(210, -60, 0)[1] + 6, 84],
        ],
      };
    },
    alt: 'Illustration for bacteriology: an incubator with culture plates and two petri dishes, one with colonies and one with inhibition zones',
  },
  {
    id: 4,
    name: 'Laboratory Supplies',
    draw: () => {
      const s = new Space(120, 480);
      let b = rackTubes(s, 0, 80, 0, 6, 38, [C.purple, C.lteal, C.mid, C.pink, C.light, C.purple], {
        r: 12,
        h: 130,
        liquid: C.pink,
        rows: 2,
      });
      const [bx, by] = s.p(330, 120, 0);
      b += bottle(bx, by, 90, 190, C.primary, C.white, C.lteal);
      b += vial(bx + 120, by + 20, 26, 100, C.lteal, C.pteal, true);
      // pipette
      b += el(
        'g',
        { transform: 'rotate(22 560 200)' },
        rect(540, 90, 40, 120, C.teal, { rx: 14 }) +
          rect(548, 70, 24, 26, C.g1, { rx: 6 }) +
          path('M548,210h24l-6,80h-12z', C.white) +
          path('M556,290l4,50l4,-50z', C.white, { sw: 2 }),
      );
      return { body: b, shadows: [footShadow(s, 0, 80, 236, 84), [bx + 60, by + 20, 110]] };
    },
    alt: 'Illustration for laboratory supplies: a rack of sample tubes, a reagent bottle, a vial and a pipette',
  },
  {
    id: 5,
    name: 'Anesthesiology and Intensive Care Medicine',
    draw: anaesthesia,
    alt: 'Illustration for anesthesiology and intensive care: an anaesthesia workstation with a vital-signs monitor, breathing bellows and gas cylinders',
  },
  {
    id: 6,
    name: 'Gastroenterology Diagnostics Rehabilitation',
    draw: gastro,
    alt: 'Illustration for gastroenterology: a stylised stomach and a capsule camera',
    flip: true,
  },
  {
    id: 7,
    name: 'Cellular Technologies',
    draw: cellular,
    alt: 'Illustration for cellular technologies: a cell-culture flask, a well plate and a magnified view of cultured cells',
  },
  {
    id: 8,
    name: 'Radiodiagnostics',
    draw: radiology,
    alt: 'Illustration for radiodiagnostics: a CT scanner gantry with its patient table',
    flip: true,
  },
  {
    id: 9,
    name: 'Medical Furniture',
    draw: furniture,
    alt: 'Illustration for medical furniture: an adjustable hospital bed and a bedside cabinet',
  },
  {
    id: 10,
    name: 'Ophthalmology-Otorhinolaryngology',
    draw: ophthalmology,
    alt: 'Illustration for ophthalmology and otorhinolaryngology: a stylised eye and an otoscope',
  },
  {
    id: 11,
    name: 'Consumables for Anesthesiology and Intensive Care Medicine',
    draw: anaesthesiaConsumables,
    alt: 'Illustration for anaesthesia and intensive-care consumables: a face mask, a corrugated breathing circuit, an endotracheal tube and a reservoir bag',
  },
  {
    id: 12,
    name: 'General Hospital Consumables',
    draw: hospitalConsumables,
    alt: 'Illustration for general hospital consumables: a syringe, a gauze pack, a bandage roll and an IV cannula on a tray',
    flip: true,
  },
  {
    id: 13,
    name: 'Blood Service and Transfusiology',
    draw: bloodService,
    alt: 'Illustration for blood service and transfusiology: a blood bag on an infusion stand, a blood drop and a rack of sample tubes',
  },
  {
    id: 14,
    name: 'Sterilization, Disinfection and Utilization',
    draw: sterilisation,
    alt: 'Illustration for sterilisation and disinfection: a steam steriliser with a round pressure door and a tray of instruments',
  },
  {
    id: 15,
    name: 'Blood Conservation Technologies',
    draw: bloodConservation,
    alt: 'Illustration for blood conservation: a blood-bank refrigerator with blood bags on its shelves and a temperature display',
  },
  {
    id: 16,
    name: 'Obstetrics, gynecology and neonatology',
    draw: neonatology,
    alt: 'Illustration for obstetrics, gynaecology and neonatology: an infant incubator on a cart with a sleeping newborn inside',
  },
  {
    id: 17,
    name: 'Traumatology and Orthopedics',
    draw: orthopaedics,
    alt: 'Illustration for traumatology and orthopaedics: a bone with a fixation plate and screws, and a crutch',
  },
  {
    id: 18,
    name: 'Urology and Proctology',
    draw: urology,
    alt: 'Illustration for urology and proctology: a stylised kidney with its ureter and a specimen cup',
    flip: true,
  },
  {
    id: 19,
    name: 'Surgery',
    draw: surgery,
    alt: 'Illustration for surgery: an operating table under a surgical lamp, with an instrument tray',
  },
  {
    id: 20,
    name: 'Endoscopy',
    draw: endoscopy,
    alt: 'Illustration for endoscopy: an endoscopy tower with its monitor and a coiled flexible endoscope',
    flip: true,
  },
  {
    id: 21,
    name: 'Afferent Methods',
    draw: extracorporeal,
    alt: 'Illustration for afferent (extracorporeal) methods: a treatment machine with blood pumps, a filter cartridge and tubing lines',
  },
];

/** A slide drawn on its own at screen position (x, y) (used in the cytology category). */
function slideFlatStandalone(x: number, y: number): string {
  const s = new Space(x - 40, y + 30);
  return slideFlat(s, 0, 0, 0, 170, 56, { frost: C.lteal, spot: 'round' });
}
