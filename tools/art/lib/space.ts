/**
 * The three-quarter projection every instrument is drawn in: an oblique view from the front, slightly
 * above and to the right. World coordinates are (u, v, z): u to the right, v into the picture (depth),
 * z up. The front face of a box stays an axis-aligned rectangle, which keeps panel details simple.
 */
import { C, type Look, type Pt, el, ell, n, path, poly, rect } from './svg.ts';

export const DX = 0.6;
export const DY = 0.4;
/** Vertical squash of a horizontal circle seen from our viewpoint. */
export const SQ = 0.42;

export interface Faces {
  top: string;
  front: string;
  side: string;
}

/** Named face sets. Bodies are white/grey; accents use one palette hue in three values. */
export const F = {
  white: { top: C.white, front: C.g0, side: C.g1 },
  grey: { top: C.g0, front: C.g1, side: C.g2 },
  dark: { top: C.g3, front: C.g4, side: C.line },
  blue: { top: C.light, front: C.mid, side: C.primary },
  navy: { top: C.mid, front: C.primary, side: C.navy },
  teal: { top: C.pteal, front: C.lteal, side: C.teal },
  deepTeal: { top: C.lteal, front: C.teal, side: C.navy },
  sky: { top: C.surface2, front: C.light, side: C.mid },
  pale: { top: C.white, front: C.surface, side: C.surface2 },
  paleTeal: { top: C.white, front: C.pteal, side: C.lteal },
  purple: { top: C.pink, front: C.purple, side: C.navy },
} as const satisfies Record<string, Faces>;

export type FaceName = keyof typeof F;

/** A projected space anchored at the floor point (X, Y) of world origin. */
export class Space {
  constructor(
    readonly X: number,
    readonly Y: number,
  ) {}

  p(u: number, v: number, z: number): Pt {
    return [this.X + u + DX * v, this.Y - DY * v - z];
  }

  /**
   * A prism: the side profile (v, z) pairs, counter-clockwise seen from the right, extruded along u
   * from u0 to u0 + w. Only faces turned to the viewer are drawn, back to front, then the right side.
   */
  prism(
    u0: number,
    v0: number,
    z0: number,
    w: number,
    profile: readonly Pt[],
    f: Faces,
    o: Look = {},
  ): string {
    const m = profile.length;
    const faces: { depth: number; svg: string }[] = [];
    for (let i = 0; i < m; i++) {
      const a = profile[i] ?? [0, 0];
      const b = profile[(i + 1) % m] ?? [0, 0];
      const ev = b[0] - a[0];
      const ez = b[1] - a[1];
      // outward normal for a counter-clockwise (v right, z up) profile
      const nv = ez;
      const nz = -ev;
      if (nv - nz * DY >= -1e-6) continue;
      const fill = nz > Math.abs(nv) * 0.9 ? f.top : f.front;
      const q: Pt[] = [
        this.p(u0, v0 + a[0], z0 + a[1]),
        this.p(u0 + w, v0 + a[0], z0 + a[1]),
        this.p(u0 + w, v0 + b[0], z0 + b[1]),
        this.p(u0, v0 + b[0], z0 + b[1]),
      ];
      faces.push({ depth: (a[0] + b[0]) / 2, svg: poly(q, fill, o) });
    }
    faces.sort((x, y) => y.depth - x.depth);
    const side = poly(
      profile.map(([v, z]) => this.p(u0 + w, v0 + v, z0 + z)),
      f.side,
      o,
    );
    return faces.map((x) => x.svg).join('') + side;
  }

  /**
   * A prism extruded along v (depth) from v0 to v0 + d, with a front profile of (u, z) pairs listed
   * counter-clockwise. Draws the visible long faces, then the front cap.
   */
  prismV(
    u0: number,
    v0: number,
    z0: number,
    d: number,
    profile: readonly Pt[],
    f: Faces,
    o: Look = {},
  ): string {
    const m = profile.length;
    const faces: { key: number; svg: string }[] = [];
    for (let i = 0; i < m; i++) {
      const a = profile[i] ?? [0, 0];
      const b = profile[(i + 1) % m] ?? [0, 0];
      const nu = b[1] - a[1];
      const nz = -(b[0] - a[0]);
      if (nu * DX + nz * DY <= 1e-6) continue;
      const fill = nz > Math.abs(nu) * 0.9 ? f.top : f.side;
      const q: Pt[] = [
        this.p(u0 + a[0], v0, z0 + a[1]),
        this.p(u0 + b[0], v0, z0 + b[1]),
        this.p(u0 + b[0], v0 + d, z0 + b[1]),
        this.p(u0 + a[0], v0 + d, z0 + a[1]),
      ];
      faces.push({ key: -(a[1] + b[1]) / 2 + (a[0] + b[0]) / 2, svg: poly(q, fill, o) });
    }
    faces.sort((x, y) => x.key - y.key);
    const cap = poly(
      profile.map(([u, z]) => this.p(u0 + u, v0, z0 + z)),
      f.front,
      o,
    );
    return faces.map((x) => x.svg).join('') + cap;
  }

  /** An axis-aligned box: w wide (u), d deep (v), h high (z). */
  box(u: number, v: number, z: number, w: number, d: number, h: number, f: Faces, o: Look = {}): string {
    return this.prism(
      u,
      v,
      z,
      w,
      [
        [0, 0],
        [d, 0],
        [d, h],
        [0, h],
      ],
      f,
      o,
    );
  }

  /** A rectangle lying on the front plane v, from (u, z) (bottom-left) w wide and h high. */
  front(u: number, v: number, z: number, w: number, h: number, fill: string, o: Look = {}): string {
    const [x, y] = this.p(u, v, z + h);
    return rect(x, y, w, h, fill, o);
  }

  /** A quadrilateral lying on the horizontal plane z. */
  flat(u: number, v: number, z: number, w: number, d: number, fill: string, o: Look = {}): string {
    return poly(
      [this.p(u, v, z), this.p(u + w, v, z), this.p(u + w, v + d, z), this.p(u, v + d, z)],
      fill,
      o,
    );
  }

  /** A rectangle on the right side plane u, from (v, z) d deep and h high. */
  sideRect(u: number, v: number, z: number, d: number, h: number, fill: string, o: Look = {}): string {
    return poly(
      [this.p(u, v, z), this.p(u, v + d, z), this.p(u, v + d, z + h), this.p(u, v, z + h)],
      fill,
      o,
    );
  }

  /** A horizontal disc on plane z (drawn as an axis-aligned ellipse). */
  disc(u: number, v: number, z: number, r: number, fill: string, o: Look = {}): string {
    const [x, y] = this.p(u, v, z);
    return ell(x, y, r, r * SQ, fill, o);
  }

  /** An upright cylinder standing on (u, v, z). */
  cyl(
    u: number,
    v: number,
    z: number,
    r: number,
    h: number,
    body: string,
    top: string,
    o: Look = {},
  ): string {
    const [x, y] = this.p(u, v, z);
    return cylinder(x, y, r, h, body, top, o);
  }
}

/**
 * An upright cylinder whose base centre is at (x, y) on screen. top null leaves out the top disc, for
 * a cylinder whose top is always hidden (under a cap drawn over it).
 */
export function cylinder(
  x: number,
  y: number,
  r: number,
  h: number,
  body: string,
  top: string | null,
  o: Look = {},
): string {
  const ry = r * SQ;
  const d = `M${n(x - r)},${n(y - h)}V${n(y)}A${n(r)} ${n(ry)} 0 0 0 ${n(x + r)},${n(y)}V${n(y - h)}Z`;
  return path(d, body, o) + (top === null ? '' : ell(x, y - h, r, ry, top, o));
}

/** A soft highlight stripe on a cylinder. */
export function shine(x: number, y: number, w: number, h: number, op = 0.55): string {
  return el('rect', { x, y, width: w, height: h, rx: w / 2, fill: C.white, stroke: 'none', opacity: op });
}

/**
 * A group whose local (a, b) coordinates lie on a world plane: origin o, unit axes A and B (world vectors).
 * Use it for fill-only decoration (slots, codes, label bands): strokes inside it are skewed.
 */
export function onPlane(
  s: Space,
  o: readonly [number, number, number],
  A: readonly [number, number, number],
  B: readonly [number, number, number],
  content: string,
): string {
  const pa = proj(A);
  const pb = proj(B);
  const [ox, oy] = s.p(o[0], o[1], o[2]);
  return el('g', { transform: `matrix(${[pa[0], pa[1], pb[0], pb[1], ox, oy].map(n).join(' ')})` }, content);
}

export function proj(a: readonly [number, number, number]): Pt {
  return [a[0] + DX * a[1], -DY * a[1] - a[2]];
}

/** The exact ellipse of a circle of radius r on the plane spanned by world vectors A and B, centred at c. */
export function planeCircle(
  s: Space,
  c: readonly [number, number, number],
  A: readonly [number, number, number],
  B: readonly [number, number, number],
  r: number,
  fill: string,
  o: Look = {},
): string {
  const a = proj(A);
  const b = proj(B);
  // M = [a b]; M M^T = [[p q],[q t]]
  const p = a[0] * a[0] + b[0] * b[0];
  const q = a[0] * a[1] + b[0] * b[1];
  const t = a[1] * a[1] + b[1] * b[1];
  const tr = p + t;
  const det = p * t - q * q;
  const disc = Math.sqrt(Math.max(0, (tr * tr) / 4 - det));
  const l1 = tr / 2 + disc;
  const l2 = tr / 2 - disc;
  const ang = (Math.atan2(l1 - p, q) * 180) / Math.PI;
  const [x, y] = s.p(c[0], c[1], c[2]);
  const angle = Math.abs(q) < 1e-9 ? (p >= t ? 0 : 90) : ang;
  return ell(x, y, r * Math.sqrt(l1), r * Math.sqrt(Math.max(l2, 0)), fill, {
    ...o,
    extra: { ...o.extra, transform: `rotate(${n(angle)} ${n(x)} ${n(y)})` },
  });
}
