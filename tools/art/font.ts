/**
 * Just enough TrueType reading to turn words into SVG outlines (cmap format 4, hmtx, loca, glyf with
 * composite glyphs). Outlines of the characters we use are cached in glyphs.json, so the artwork
 * regenerates identically on a machine without the font files.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Glyph {
  /** Advance width in font units. */
  a: number;
  /** Outline in font units, y up: M/L/Q/Z commands with absolute coordinates. */
  d: string;
}

interface FontData {
  unitsPerEm: number;
  glyphs: Record<string, Glyph>;
}

type P = { x: number; y: number; on: boolean };

class TrueType {
  private readonly v: DataView;
  private readonly tables = new Map<string, number>();
  readonly unitsPerEm: number;
  private readonly longLoca: boolean;
  private readonly numHMetrics: number;
  private readonly cmap = new Map<number, number>();

  constructor(buf: Buffer) {
    this.v = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    const n = this.v.getUint16(4);
    for (let i = 0; i < n; i++) {
      const o = 12 + i * 16;
      const tag = String.fromCharCode(
        this.v.getUint8(o),
        this.v.getUint8(o + 1),
        this.v.getUint8(o + 2),
        this.v.getUint8(o + 3),
      );
      this.tables.set(tag, this.v.getUint32(o + 8));
    }
    const head = this.t('head');
    this.unitsPerEm = this.v.getUint16(head + 18);
    this.longLoca = this.v.getInt16(head + 50) === 1;
    this.numHMetrics = this.v.getUint16(this.t('hhea') + 34);
    this.readCmap();
  }

  private t(tag: string): number {
    const o = this.tables.get(tag);
    if (o === undefined) throw new Error(`font has no ${tag} table`);
    return o;
  }

  private readCmap(): void {
    const c = this.t('cmap');
    const n = this.v.getUint16(c + 2);
    for (let i = 0; i < n; i++) {
      const pid = this.v.getUint16(c + 4 + i * 8);
      const eid = this.v.getUint16(c + 6 + i * 8);
      const off = c + this.v.getUint32(c + 8 + i * 8);
      if (!((pid === 3 && eid === 1) || pid === 0) || this.v.getUint16(off) !== 4) continue;
      const segX2 = this.v.getUint16(off + 6);
      const ends = off + 14;
      const starts = ends + segX2 + 2;
      const deltas = starts + segX2;
      const ranges = deltas + segX2;
      for (let s = 0; s < segX2 / 2; s++) {
        const end = this.v.getUint16(ends + s * 2);
        const start = this.v.getUint16(starts + s * 2);
        const delta = this.v.getInt16(deltas + s * 2);
        const ro = this.v.getUint16(ranges + s * 2);
        for (let code = start; code <= end && code !== 0xffff; code++) {
          let gid: number;
          if (ro === 0) gid = (code + delta) & 0xffff;
          else {
            const gi = ranges + s * 2 + ro + (code - start) * 2;
            gid = this.v.getUint16(gi);
            if (gid !== 0) gid = (gid + delta) & 0xffff;
          }
          if (!this.cmap.has(code)) this.cmap.set(code, gid);
        }
      }
      return;
    }
    throw new Error('no usable cmap');
  }

  gid(ch: string): number {
    return this.cmap.get(ch.codePointAt(0) ?? 0) ?? 0;
  }

  advance(gid: number): number {
    const h = this.t('hmtx');
    const i = Math.min(gid, this.numHMetrics - 1);
    return this.v.getUint16(h + i * 4);
  }

  private glyphOffset(gid: number): [number, number] {
    const loca = this.t('loca');
    const glyf = this.t('glyf');
    if (this.longLoca)
      return [glyf + this.v.getUint32(loca + gid * 4), glyf + this.v.getUint32(loca + gid * 4 + 4)];
    return [glyf + this.v.getUint16(loca + gid * 2) * 2, glyf + this.v.getUint16(loca + gid * 2 + 2) * 2];
  }

  contours(gid: number): P[][] {
    const [o, end] = this.glyphOffset(gid);
    if (end <= o) return [];
    const nc = this.v.getInt16(o);
    if (nc >= 0) return this.simple(o, nc);
    const out: P[][] = [];
    let p = o + 10;
    for (;;) {
      const flags = this.v.getUint16(p);
      const sub = this.v.getUint16(p + 2);
      p += 4;
      let dx: number;
      let dy: number;
      if (flags & 1) {
        dx = this.v.getInt16(p);
        dy = this.v.getInt16(p + 2);
        p += 4;
      } else {
        dx = this.v.getInt8(p);
        dy = this.v.getInt8(p + 1);
        p += 2;
      }
      let a = 1;
      let b = 0;
      let c = 0;
      let d = 1;
      if (flags & 8) {
        a = d = this.v.getInt16(p) / 16384;
        p += 2;
      } else if (flags & 0x40) {
        a = this.v.getInt16(p) / 16384;
        d = this.v.getInt16(p + 2) / 16384;
        p += 4;
      } else if (flags & 0x80) {
        a = this.v.getInt16(p) / 16384;
        b = this.v.getInt16(p + 2) / 16384;
        c = this.v.getInt16(p + 4) / 16384;
        d = this.v.getInt16(p + 6) / 16384;
        p += 8;
      }
      if (!(flags & 2)) {
        dx = 0;
        dy = 0;
      }
      for (const ct of this.contours(sub))
        out.push(ct.map((q) => ({ x: a * q.x + c * q.y + dx, y: b * q.x + d * q.y + dy, on: q.on })));
      if (!(flags & 0x20)) break;
    }
    return out;
  }

  private simple(o: number, nc: number): P[][] {
    const endPts: number[] = [];
    for (let i = 0; i < nc; i++) endPts.push(this.v.getUint16(o + 10 + i * 2));
    const count = (endPts[nc - 1] ?? -1) + 1;
    let p = o + 10 + nc * 2;
    p += 2 + this.v.getUint16(p);
    const flags: number[] = [];
    while (flags.length < count) {
      const f = this.v.getUint8(p++);
      flags.push(f);
      if (f & 8) {
        const r = this.v.getUint8(p++);
        for (let k = 0; k < r; k++) flags.push(f);
      }
    }
    const xs: number[] = [];
    let x = 0;
    for (const f of flags) {
      if (f & 2) {
        const dx = this.v.getUint8(p++);
        x += f & 16 ? dx : -dx;
      } else if (!(f & 16)) {
        x += this.v.getInt16(p);
        p += 2;
      }
      xs.push(x);
    }
    const ys: number[] = [];
    let y = 0;
    for (const f of flags) {
      if (f & 4) {
        const dy = this.v.getUint8(p++);
        y += f & 32 ? dy : -dy;
      } else if (!(f & 32)) {
        y += this.v.getInt16(p);
        p += 2;
      }
      ys.push(y);
    }
    const out: P[][] = [];
    let start = 0;
    for (const e of endPts) {
      const ct: P[] = [];
      for (let i = start; i <= e; i++)
        ct.push({ x: xs[i] ?? 0, y: ys[i] ?? 0, on: ((flags[i] ?? 0) & 1) === 1 });
      out.push(ct);
      start = e + 1;
    }
    return out;
  }

  pathOf(gid: number): string {
    let d = '';
    const r = (v: number) => String(Math.round(v));
    for (const ct of this.contours(gid)) {
      if (!ct.length) continue;
      const k = ct.findIndex((q) => q.on);
      let startPt: P;
      let pts: P[];
      if (k >= 0) {
        const rot = [...ct.slice(k), ...ct.slice(0, k)];
        startPt = rot[0] as P;
        pts = [...rot.slice(1), startPt];
      } else {
        const a = ct[ct.length - 1] as P;
        const b = ct[0] as P;
        startPt = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true };
        pts = [...ct, startPt];
      }
      d += `M${r(startPt.x)} ${r(startPt.y)}`;
      let ctrl: P | null = null;
      for (const q of pts) {
        if (q.on) {
          d += ctrl ? `Q${r(ctrl.x)} ${r(ctrl.y)} ${r(q.x)} ${r(q.y)}` : `L${r(q.x)} ${r(q.y)}`;
          ctrl = null;
        } else if (ctrl) {
          const mx = (ctrl.x + q.x) / 2;
          const my = (ctrl.y + q.y) / 2;
          d += `Q${r(ctrl.x)} ${r(ctrl.y)} ${r(mx)} ${r(my)}`;
          ctrl = q;
        } else ctrl = q;
      }
      d += 'Z';
    }
    return d;
  }
}

const here = dirname(fileURLToPath(import.meta.url));
const cacheFile = join(here, 'glyphs.json');

export const FONT_FILES: Record<string, string> = {
  bold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  regular: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
};

/** Glyph outlines for the given characters, read from the fonts (refreshing the cache) or the cache. */
export function loadFonts(chars: string): Record<string, FontData> {
  const cache: Record<string, FontData> = existsSync(cacheFile)
    ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, FontData>)
    : {};
  const out: Record<string, FontData> = {};
  let fresh = true;
  for (const [key, file] of Object.entries(FONT_FILES)) {
    if (existsSync(file)) {
      const tt = new TrueType(readFileSync(file));
      const glyphs: Record<string, Glyph> = {};
      for (const ch of [...new Set(chars)].sort()) {
        const gid = tt.gid(ch);
        glyphs[ch] = { a: tt.advance(gid), d: tt.pathOf(gid) };
      }
      out[key] = { unitsPerEm: tt.unitsPerEm, glyphs };
    } else {
      const c = cache[key];
      if (!c) throw new Error(`font ${file} missing and no cached outlines in ${cacheFile}`);
      out[key] = c;
      fresh = false;
    }
  }
  if (fresh) writeFileSync(cacheFile, `${JSON.stringify(out, null, 2)}\n`);
  return out;
}

/** Outline of a line of text: returns the SVG path (y down, baseline at y) and the advance width. */
export function textPath(
  font: FontData,
  text: string,
  x: number,
  y: number,
  size: number,
  tracking = 0,
): { d: string; width: number } {
  const s = size / font.unitsPerEm;
  let pen = 0;
  let d = '';
  const f = (v: number) => {
    const r = Math.round(v * 10) / 10;
    return r === 0 ? '0' : String(r);
  };
  for (const ch of text) {
    const g = font.glyphs[ch];
    if (!g) throw new Error(`glyph for '${ch}' not loaded`);
    const ox = x + pen;
    d += g.d.replace(/([MLQZ])([^MLQZ]*)/g, (_m, cmd: string, args: string) => {
      const nums = args.trim() ? args.trim().split(/\s+/).map(Number) : [];
      const outNums: string[] = [];
      for (let i = 0; i < nums.length; i += 2)
        outNums.push(`${f(ox + (nums[i] ?? 0) * s)} ${f(y - (nums[i + 1] ?? 0) * s)}`);
      return cmd + outNums.join(' ');
    });
    pen += g.a * s + tracking;
  }
  return { d, width: pen - tracking };
}
