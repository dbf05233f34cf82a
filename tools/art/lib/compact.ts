/**
 * A second pass over svgo's output that shrinks the scene pictures further without changing what
 * they show:
 *  1. Merging: shapes of the same look (path, circle, ellipse with identical attributes) become one
 *     path when neither they nor anything drawn between them come within a pixel of each other. One
 *     of the two tried orders first regroups siblings: elements whose painted areas (stroke included)
 *     stay a pixel apart may swap places, so shapes of the same look end up next to each other.
 *  2. Repeats: a run of sibling elements drawn again elsewhere, only moved (and perhaps in another
 *     colour), is stored once in <defs> and every copy becomes <use href x y>. A colour that differs
 *     between copies becomes fill/stroke="currentColor" in the stored drawing and color="..." on each
 *     <use>; a lone element keeps its varying style attributes on its <use>, which passes them down.
 *  3. Shared style: siblings that repeat an inheritable attribute (fill, stroke-width, ...) get it
 *     once from a wrapping <g>.
 * No point moves and every pair of elements that touch keeps its painting order.
 */

interface Node {
  tag: string;
  attrs: [string, string][];
  children: Node[];
}

// ---------------------------------------------------------------- numbers

/** Shortest text of a number as svgo writes it (no leading zero, up to 3 decimals, no noise). */
function num(v: number): string {
  const r = Math.round(v * 1000) / 1000;
  if (r === 0) return '0';
  const s = String(r);
  if (s.startsWith('0.')) return s.slice(1);
  if (s.startsWith('-0.')) return `-${s.slice(2)}`;
  return s;
}

const NUM = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/;

function numbers(s: string): number[] | null {
  const out: number[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i] ?? '';
    if (c === ' ' || c === ',') {
      i++;
      continue;
    }
    const m = NUM.exec(s.slice(i));
    if (!m) return null;
    out.push(Number(m[0]));
    i += m[0].length;
  }
  return out;
}

/** Numbers joined the way svgo joins them: a separator only where the next number needs one. */
function joinNums(list: readonly string[]): string {
  let s = '';
  let prev = '';
  for (const t of list) {
    if (prev && !(t.startsWith('-') || (t.startsWith('.') && /[.eE]/.test(prev)))) s += ' ';
    s += t;
    prev = t;
  }
  return s;
}

// ---------------------------------------------------------------- markup

function parse(svg: string): Node {
  const root: Node = { tag: '#root', attrs: [], children: [] };
  const stack: Node[] = [root];
  const tagRe = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tagRe.exec(svg); m; m = tagRe.exec(svg)) {
    if (svg.slice(last, m.index).trim()) throw new Error('compact: text content is not supported');
    last = tagRe.lastIndex;
    const [, close, tag = '', attrText = '', selfClose] = m;
    const top = stack[stack.length - 1];
    if (!top) throw new Error('compact: unbalanced markup');
    if (close) {
      if (top.tag !== tag) throw new Error(`compact: </${tag}> closes <${top.tag}>`);
      stack.pop();
      continue;
    }
    const attrs: [string, string][] = [...attrText.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [
      a[1] ?? '',
      a[2] ?? '',
    ]);
    const node: Node = { tag, attrs, children: [] };
    top.children.push(node);
    if (!selfClose) stack.push(node);
  }
  if (stack.length !== 1 || svg.slice(last).trim()) throw new Error('compact: unbalanced markup');
  return root;
}

function text(node: Node): string {
  if (node.tag === '#root') return node.children.map(text).join('');
  const a = node.attrs.map(([k, v]) => ` ${k}="${v}"`).join('');
  return node.children.length
    ? `<${node.tag}${a}>${node.children.map(text).join('')}</${node.tag}>`
    : `<${node.tag}${a}/>`;
}

const get = (node: Node, k: string): string | undefined => node.attrs.find((a) => a[0] === k)?.[1];

function without(node: Node, keys: ReadonlySet<string>): Node {
  return { ...node, attrs: node.attrs.filter(([k]) => !keys.has(k)) };
}

// ---------------------------------------------------------------- path data

interface Seg {
  cmd: string;
  args: number[];
}

const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

function parsePath(d: string): Seg[] | null {
  const segs: Seg[] = [];
  let i = 0;
  let cmd = '';
  const skip = () => {
    while (i < d.length && (d[i] === ' ' || d[i] === ',')) i++;
  };
  while (true) {
    skip();
    if (i >= d.length) break;
    const c = d[i] ?? '';
    if (/[A-Za-z]/.test(c)) {
      cmd = c;
      i++;
    } else if (!cmd || /[Zz]/.test(cmd)) return null;
    else if (cmd === 'M') cmd = 'L';
    else if (cmd === 'm') cmd = 'l';
    const arity = ARITY[cmd.toUpperCase()];
    if (arity === undefined) return null;
    const args: number[] = [];
    for (let k = 0; k < arity; k++) {
      skip();
      if (cmd.toUpperCase() === 'A' && (k === 3 || k === 4)) {
        const f = d[i];
        if (f !== '0' && f !== '1') return null;
        args.push(Number(f));
        i++;
        continue;
      }
      const m = NUM.exec(d.slice(i));
      if (!m) return null;
      args.push(Number(m[0]));
      i += m[0].length;
    }
    segs.push({ cmd, args });
  }
  return segs.length && segs[0]?.cmd.toUpperCase() === 'M' ? segs : null;
}

/** Which arguments of an absolute command are x (1) and y (2) coordinates. */
function axes(cmd: string): number[] {
  switch (cmd.toUpperCase()) {
    case 'H':
      return [1];
    case 'V':
      return [2];
    case 'A':
      return [0, 0, 0, 0, 0, 1, 2];
    default:
      return Array.from({ length: ARITY[cmd.toUpperCase()] ?? 0 }, (_, k) => (k % 2 ? 2 : 1));
  }
}

/** The same path moved by (dx, dy): only absolute coordinates change (a leading m is absolute too). */
function shiftPath(segs: readonly Seg[], dx: number, dy: number): Seg[] {
  return segs.map((s, i) => {
    if (s.cmd !== s.cmd.toUpperCase() && !(i === 0 && s.cmd === 'm')) return s;
    const ax = axes(s.cmd);
    return { cmd: s.cmd, args: s.args.map((v, k) => (ax[k] === 1 ? v + dx : ax[k] === 2 ? v + dy : v)) };
  });
}

/** The pen of a path: where it is, and where its current subpath started (for Z). */
interface Pen {
  x: number;
  y: number;
  sx: number;
  sy: number;
}

/** Moves the pen over one command with absolute arguments. */
function advance(pen: Pen, cmd: string, a: readonly number[]): void {
  if (cmd === 'Z') {
    pen.x = pen.sx;
    pen.y = pen.sy;
  } else if (cmd === 'H') pen.x = a[0] ?? pen.x;
  else if (cmd === 'V') pen.y = a[0] ?? pen.y;
  else {
    pen.x = a[a.length - 2] ?? pen.x;
    pen.y = a[a.length - 1] ?? pen.y;
  }
  if (cmd === 'M') {
    pen.sx = pen.x;
    pen.sy = pen.y;
  }
}

/** Every command of the path with absolute coordinates, to compare the shape of two paths. */
function absolute(segs: readonly Seg[]): { cmd: string; args: number[]; ax: number[] }[] {
  const pen: Pen = { x: 0, y: 0, sx: 0, sy: 0 };
  const r = (v: number) => Math.round(v * 100) / 100;
  return segs.map((s, i) => {
    const U = s.cmd.toUpperCase();
    const rel = s.cmd !== U && !(i === 0 && s.cmd === 'm');
    const ax = axes(U);
    const a = s.args.map((v, k) =>
      r(ax[k] === 1 ? v + (rel ? pen.x : 0) : ax[k] === 2 ? v + (rel ? pen.y : 0) : v),
    );
    advance(pen, U, a);
    return { cmd: U, args: a, ax };
  });
}

function pathText(segs: readonly Seg[]): string {
  let s = '';
  let prevCmd = '';
  let prevTok = '';
  for (const seg of segs) {
    const toks = seg.args.map(num);
    if (seg.cmd !== prevCmd || /[Mm]/.test(seg.cmd) || !toks.length) {
      s += seg.cmd + joinNums(toks);
    } else {
      s += joinNums([prevTok, ...toks]).slice(prevTok.length);
    }
    prevCmd = seg.cmd;
    prevTok = toks[toks.length - 1] ?? '';
  }
  return s;
}

// ---------------------------------------------------------------- moving elements

const TRANSFORM = /^(matrix|translate|rotate)\(([^()]*)\)$/;

/** A point that moves with the element, or null when the element cannot be moved by this pass. */
function anchor(node: Node): [number, number] | null {
  const tf = get(node, 'transform');
  if (tf !== undefined) {
    const m = TRANSFORM.exec(tf);
    const v = m ? numbers(m[2] ?? '') : null;
    if (!m || !v) return null;
    if (m[1] === 'matrix') return v.length === 6 ? [v[4] ?? 0, v[5] ?? 0] : null;
    if (m[1] === 'translate') return v.length >= 1 ? [v[0] ?? 0, v[1] ?? 0] : null;
    if (v.length !== 3) return null;
  }
  switch (node.tag) {
    case 'rect':
    case 'use':
      return [Number(get(node, 'x') ?? 0), Number(get(node, 'y') ?? 0)];
    case 'circle':
    case 'ellipse':
      return [Number(get(node, 'cx') ?? 0), Number(get(node, 'cy') ?? 0)];
    case 'path': {
      const segs = parsePath(get(node, 'd') ?? '');
      return segs ? [segs[0]?.args[0] ?? 0, segs[0]?.args[1] ?? 0] : null;
    }
    case 'g': {
      if (get(node, 'id') !== undefined || !node.children.length) return null;
      for (const c of node.children) if (!anchor(c)) return null;
      return anchor(node.children[0] as Node);
    }
    default:
      return null;
  }
}

/**
 * The attributes of the element moved by (dx, dy) on screen (all but d), and the move its contents
 * (path data, children) take: none under a matrix or translate, which moves instead.
 */
function shiftAttrs(node: Node, dx: number, dy: number): { attrs: [string, string][]; inner: boolean } {
  const tf = get(node, 'transform');
  const m = tf === undefined ? null : TRANSFORM.exec(tf);
  const v = m ? (numbers(m[2] ?? '') ?? []) : [];
  const attrs = node.attrs.map(([k, val]): [string, string] => [k, val]);
  if (!dx && !dy) return { attrs, inner: true };
  const set = (k: string, val: number) => {
    const i = attrs.findIndex((a) => a[0] === k);
    const old = i >= 0 ? Number(attrs[i]?.[1]) : 0;
    if (i >= 0) attrs[i] = [k, num(old + val)];
    else if (val) attrs.push([k, num(old + val)]);
  };
  const setTf = (vals: number[]) => {
    const i = attrs.findIndex((a) => a[0] === 'transform');
    attrs[i] = ['transform', `${m?.[1]}(${vals.map(num).join(' ')})`];
  };
  if (m && m[1] === 'matrix') {
    setTf(v.map((x, k) => (k === 4 ? x + dx : k === 5 ? x + dy : x)));
    return { attrs, inner: false };
  }
  if (m && m[1] === 'translate') {
    setTf([(v[0] ?? 0) + dx, (v[1] ?? 0) + dy]);
    return { attrs, inner: false };
  }
  if (m) setTf([v[0] ?? 0, (v[1] ?? 0) + dx, (v[2] ?? 0) + dy]);
  if (node.tag === 'rect' || node.tag === 'use') {
    set('x', dx);
    set('y', dy);
  } else if (node.tag === 'circle' || node.tag === 'ellipse') {
    set('cx', dx);
    set('cy', dy);
  }
  return { attrs, inner: true };
}

const segCache = new WeakMap<Node, Seg[] | null>();
function segsOf(node: Node): Seg[] | null {
  if (!segCache.has(node)) segCache.set(node, parsePath(get(node, 'd') ?? ''));
  return segCache.get(node) ?? null;
}

/** The element moved by (dx, dy) on screen; only call when anchor(node) is not null. */
function shift(node: Node, dx: number, dy: number): Node {
  const { attrs, inner } = shiftAttrs(node, dx, dy);
  if (!inner || (!dx && !dy)) return { ...node, attrs };
  if (node.tag === 'path') {
    const segs = segsOf(node);
    if (!segs) throw new Error(`compact: cannot move path ${get(node, 'd')}`);
    const i = attrs.findIndex((a) => a[0] === 'd');
    attrs[i] = ['d', pathText(shiftPath(segs, dx, dy))];
  }
  return { ...node, attrs, children: node.children.map((c) => shift(c, dx, dy)) };
}

const absCache = new WeakMap<Node, { cmd: string; args: number[]; ax: number[] }[]>();
/** Path data as absolute points moved by (dx, dy): equal for two paths exactly when they draw the same. */
function pathKey(node: Node, dx: number, dy: number): string {
  let abs = absCache.get(node);
  if (!abs) {
    abs = absolute(segsOf(node) ?? []);
    absCache.set(node, abs);
  }
  if (!abs.length) return `raw:${get(node, 'd') ?? ''}`;
  return abs
    .map(
      (s) => s.cmd + s.args.map((v, k) => num(s.ax[k] === 1 ? v + dx : s.ax[k] === 2 ? v + dy : v)).join(','),
    )
    .join('');
}

/**
 * Text that is equal for two elements exactly when they draw the same once moved by (dx, dy).
 * mask(attribute) may leave an attribute out ('drop') or keep only its presence ('any').
 */
function keyOf(node: Node, dx: number, dy: number, mask?: (attr: string) => 'drop' | 'any' | 'keep'): string {
  const { attrs, inner } = shiftAttrs(node, dx, dy);
  let s = `<${node.tag}`;
  for (const [k, v] of attrs) {
    const how = mask ? mask(k) : 'keep';
    if (how === 'drop' || k === 'd') continue;
    s += ` ${k}="${how === 'any' ? '?' : v}"`;
  }
  const ix = inner ? dx : 0;
  const iy = inner ? dy : 0;
  if (node.tag === 'path') s += ` d=${pathKey(node, ix, iy)}`;
  return `${s}>${node.children.map((c) => keyOf(c, ix, iy)).join('')}</>`;
}

// ---------------------------------------------------------------- pass 1: repeats

/** Presentation attributes that children inherit. */
const INHERITED = new Set([
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-opacity',
  'fill-opacity',
  'color',
]);
/** What a lone repeated element may keep on its <use> instead of in the stored drawing. */
const ON_USE = new Set([...INHERITED, 'opacity']);
const PAINT = ['fill', 'stroke'];

interface Occurrence {
  parent: Node;
  start: number;
  at: [number, number];
  /** The elements, moved so the anchor of the first is at (0, 0). */
  moved: Node[];
}

interface Run {
  parent: Node;
  start: number;
  k: number;
  at: [number, number];
}

/** Does the subtree depend on an inherited colour (so it cannot take a colour parameter)? */
function usesColour(node: Node): boolean {
  if (node.attrs.some(([k, v]) => v === 'currentColor' || k === 'color')) return true;
  if (node.tag === 'use') return true;
  return node.children.some(usesColour);
}

const dropOnUse = (k: string) => (ON_USE.has(k) ? 'drop' : 'keep');
const anyPaint = (k: string) => (PAINT.includes(k) ? 'any' : 'keep');

interface Plan {
  saving: number;
  apply: () => void;
}

function idMaker(used: Set<string>): () => string {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let i = 0;
  return () => {
    for (;;) {
      let k = i++;
      let id = '';
      do {
        id += letters[k % letters.length];
        k = Math.floor(k / letters.length) - 1;
      } while (k >= 0);
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
}

/** Build the stored drawing and the <use> of each copy for one group of matching runs. */
function plan(occ: readonly Occurrence[], masked: boolean, defs: Node, newId: () => string): Plan | null {
  const first = occ[0];
  if (!first || occ.length < 2) return null;
  const k = first.moved.length;
  const before = occ.reduce(
    (a, o) => a + o.moved.reduce((b, _n, j) => b + text(o.parent.children[o.start + j] as Node).length, 0),
    0,
  );
  let stored: Node;
  let uses: Node[];
  const useOf = (o: Occurrence, extra: [string, string][]): Node => ({
    tag: 'use',
    attrs: [
      ['href', '#?'],
      ...(o.at[0] ? ([['x', num(o.at[0])]] as [string, string][]) : []),
      ...(o.at[1] ? ([['y', num(o.at[1])]] as [string, string][]) : []),
      ...extra,
    ],
    children: [],
  });
  if (!masked) {
    stored = k === 1 ? (first.moved[0] as Node) : { tag: 'g', attrs: [], children: first.moved };
    uses = occ.map((o) => useOf(o, []));
  } else if (k === 1) {
    // keep in the stored element what every copy shares, put the rest on each <use>
    const shared = new Set<string>();
    const base = first.moved[0] as Node;
    for (const [key, v] of base.attrs)
      if (ON_USE.has(key) && occ.every((o) => get(o.moved[0] as Node, key) === v)) shared.add(key);
    const varying = new Set([...ON_USE].filter((key) => !shared.has(key)));
    stored = without(base, varying);
    uses = occ.map((o) => {
      const el = o.moved[0] as Node;
      return useOf(
        o,
        el.attrs.filter(([key]) => varying.has(key)),
      );
    });
  } else {
    // one colour per copy: every paint attribute that differs between copies must agree within a copy
    const colours: string[] = [];
    const vary: boolean[][] = first.moved.map((n, j) =>
      PAINT.map((p) => occ.some((o) => get(o.moved[j] as Node, p) !== get(n, p))),
    );
    for (const o of occ) {
      let c: string | undefined;
      for (let j = 0; j < k; j++)
        for (let q = 0; q < PAINT.length; q++) {
          if (!vary[j]?.[q]) continue;
          const v = get(o.moved[j] as Node, PAINT[q] as string);
          if (v === undefined || (c !== undefined && v !== c)) return null;
          c = v;
        }
      if (c === undefined) return null;
      colours.push(c);
    }
    stored = {
      tag: 'g',
      attrs: [],
      children: first.moved.map((n, j) => ({
        ...n,
        attrs: n.attrs.map(([key, v]) => [key, vary[j]?.[PAINT.indexOf(key)] ? 'currentColor' : v]),
      })),
    };
    uses = occ.map((o, i) => useOf(o, [['color', colours[i] ?? '']]));
  }
  // the stored drawing gains an id (` id="b"`, 7 characters)
  const after =
    text(dropZeros(stored)).length +
    7 +
    uses.reduce((a, u) => a + text(u).length, 0) +
    (defs.children.length ? 0 : 13);
  const saving = before - after;
  return {
    saving,
    apply: () => {
      const id = newId();
      stored = dropZeros({ ...stored, attrs: [['id', id], ...stored.attrs] });
      defs.children.push(stored);
      // replace from the last run backwards so earlier indices stay valid
      const order = occ.map((o, i) => ({ o, u: uses[i] as Node })).reverse();
      for (const { o, u } of order) {
        u.attrs[0] = ['href', `#${id}`];
        o.parent.children.splice(o.start, k, u);
      }
    },
  };
}

/** x, y, cx and cy default to 0. */
function dropZeros(node: Node): Node {
  return {
    ...node,
    attrs: node.attrs.filter(([k, v]) => !(['x', 'y', 'cx', 'cy'].includes(k) && Number(v) === 0)),
    children: node.children.map(dropZeros),
  };
}

function siblingsLists(node: Node, out: Node[] = []): Node[] {
  if (node.tag === 'defs') return out;
  if (node.children.length) out.push(node);
  for (const c of node.children) siblingsLists(c, out);
  return out;
}

const MAX_RUN = 16;

function findRepeats(svg: Node, defs: Node, newId: () => string): boolean {
  const groups = new Map<string, { masked: boolean; runs: Run[] }>();
  const add = (key: string, masked: boolean, run: Run) => {
    const gr = groups.get(key);
    if (gr) gr.runs.push(run);
    else groups.set(key, { masked, runs: [run] });
  };
  for (const parent of siblingsLists(svg)) {
    const kids = parent.children;
    const anchors = kids.map(anchor);
    for (let i = 0; i < kids.length; i++) {
      const at = anchors[i];
      if (!at) continue;
      let exact = '';
      let masked = '';
      let colourFree = true;
      for (let k = 1; k <= MAX_RUN && i + k <= kids.length; k++) {
        const el = kids[i + k - 1] as Node;
        if (!anchors[i + k - 1]) break;
        const run: Run = { parent, start: i, k, at };
        const key = keyOf(el, -at[0], -at[1]);
        exact += `|${key}`;
        add(`e${exact}`, false, run);
        if (k === 1 && el.tag !== 'g') add(`1|${keyOf(el, -at[0], -at[1], dropOnUse)}`, true, run);
        colourFree &&= !usesColour(el);
        masked += `|${el.attrs.some(([a]) => PAINT.includes(a)) ? keyOf(el, -at[0], -at[1], anyPaint) : key}`;
        if (k > 1 && colourFree && masked !== exact) add(`n${masked}`, true, run);
      }
    }
  }
  let best: Plan | null = null;
  for (const { masked, runs } of groups.values()) {
    if (runs.length < 2) continue;
    // runs of one group must not overlap one another
    const picked: Run[] = [];
    for (const r of runs) {
      const prev = picked[picked.length - 1];
      if (prev && prev.parent === r.parent && r.start < prev.start + prev.k) continue;
      picked.push(r);
    }
    if (picked.length < 2) continue;
    const occ = picked.map((r) => ({
      ...r,
      moved: r.parent.children.slice(r.start, r.start + r.k).map((c) => shift(c, -r.at[0], -r.at[1])),
    }));
    const p = plan(occ, masked, defs, newId);
    if (p && p.saving > 0 && (!best || p.saving > best.saving)) best = p;
  }
  if (!best) return false;
  best.apply();
  return true;
}

// ---------------------------------------------------------------- pass 2: shared style

const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);
const STROKE_ONLY = new Set([
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-opacity',
]);

/**
 * Does the drawing look the same whatever value of the inheritable attribute it inherits? True when
 * every painted part sets the attribute itself, or does not use it (a stroke property without a stroke).
 */
function indifferent(node: Node, attr: string, byId: ReadonlyMap<string, Node>, depth = 0): boolean {
  if (get(node, attr) !== undefined) return true;
  if (depth > 8) return false;
  if (attr === 'color' && node.attrs.some(([, v]) => v === 'currentColor')) return false;
  if (SHAPES.has(node.tag))
    return attr === 'color' || (STROKE_ONLY.has(attr) && get(node, 'stroke') === 'none');
  if (node.tag === 'use') {
    const target = byId.get((get(node, 'href') ?? '').replace(/^#/, ''));
    return target !== undefined && indifferent(target, attr, byId, depth + 1);
  }
  if (node.tag === 'g') return node.children.every((c) => indifferent(c, attr, byId, depth + 1));
  return false;
}

/**
 * Wrap runs of siblings in <g> with the inheritable attributes most of them repeat. A child that sets
 * another value keeps it (it overrides the group); a child without the attribute may join only when
 * it is indifferent to it.
 */
function groupStyles(parent: Node, byId: ReadonlyMap<string, Node>): void {
  for (const c of parent.children) if (c.tag !== 'defs') groupStyles(c, byId);
  if (parent.tag === '#root') return;
  for (;;) {
    const kids = parent.children;
    let best: { from: number; to: number; attrs: [string, string][]; saving: number } | null = null;
    const runEnd = (from: number, a: string): number => {
      let j = from + 1;
      while (j < kids.length && indifferent(kids[j] as Node, a, byId)) j++;
      return j;
    };
    for (let i = 0; i < kids.length; i++) {
      for (const [k, v] of (kids[i] as Node).attrs) {
        if (!INHERITED.has(k) || v === 'currentColor') continue;
        let to = runEnd(i, k);
        while (to > i && get(kids[to - 1] as Node, k) !== v) to--;
        const run = kids.slice(i, to);
        // every attribute this run can share, with what it saves
        const attrs: [string, string][] = [];
        let saving = -7;
        for (const [a, b] of (kids[i] as Node).attrs) {
          if (!INHERITED.has(a) || b === 'currentColor') continue;
          if (a !== k && !run.every((r) => indifferent(r, a, byId))) continue;
          const m = run.filter((r) => get(r, a) === b).length;
          if (m < 2) continue;
          attrs.push([a, b]);
          saving += (m - 1) * (a.length + b.length + 4);
        }
        if (attrs.length && saving > 0 && (!best || saving > best.saving))
          best = { from: i, to, attrs, saving };
      }
    }
    if (!best) return;
    const shared = best.attrs;
    const run = kids.slice(best.from, best.to).map((r) => ({
      ...r,
      attrs: r.attrs.filter(([a, b]) => !shared.some(([x, y]) => x === a && y === b)),
    }));
    const g: Node = { tag: 'g', attrs: shared, children: run };
    groupStyles(g, byId);
    kids.splice(best.from, best.to - best.from, g);
  }
}

// ---------------------------------------------------------------- pass 0: merging shapes

type Box = [number, number, number, number];
type Affine = [number, number, number, number, number, number];

function affine(tf: string | undefined): Affine | null {
  let m: Affine = [1, 0, 0, 1, 0, 0];
  if (tf === undefined) return m;
  const mul = (a: Affine, b: Affine): Affine => [
    a[0] * b[0] + a[2] * b[1],
    a[1] * b[0] + a[3] * b[1],
    a[0] * b[2] + a[2] * b[3],
    a[1] * b[2] + a[3] * b[3],
    a[0] * b[4] + a[2] * b[5] + a[4],
    a[1] * b[4] + a[3] * b[5] + a[5],
  ];
  const re = /\s*(matrix|translate|rotate|scale)\(([^()]*)\)\s*/y;
  let i = 0;
  while (i < tf.length) {
    re.lastIndex = i;
    const t = re.exec(tf);
    const v = t ? numbers(t[2] ?? '') : null;
    if (!t || !v) return null;
    i = re.lastIndex;
    const [p = 0, q = 0, r = 0] = v;
    if (t[1] === 'matrix' && v.length === 6) m = mul(m, v as Affine);
    else if (t[1] === 'translate') m = mul(m, [1, 0, 0, 1, p, q]);
    else if (t[1] === 'scale') m = mul(m, [p, 0, 0, v.length > 1 ? q : p, 0, 0]);
    else if (t[1] === 'rotate') {
      const c = Math.cos((p * Math.PI) / 180);
      const s = Math.sin((p * Math.PI) / 180);
      m = mul(m, [1, 0, 0, 1, q, r]);
      m = mul(m, [c, s, -s, c, 0, 0]);
      m = mul(m, [1, 0, 0, 1, -q, -r]);
    } else return null;
  }
  return m;
}

function mapBox(m: Affine, b: Box): Box {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [b[0], b[1]],
    [b[2], b[1]],
    [b[0], b[3]],
    [b[2], b[3]],
  ] as const) {
    xs.push(m[0] * x + m[2] * y + m[4]);
    ys.push(m[1] * x + m[3] * y + m[5]);
  }
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

const union = (a: Box | null, b: Box | null): Box | null =>
  a && b ? [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])] : null;

/** A box holding every point of the path (control points included, arcs generously). */
function pathBox(segs: readonly Seg[]): Box | null {
  const abs = absolute(segs);
  let box: Box | null = null;
  const add = (x: number, y: number, r = 0) => {
    const b: Box = [x - r, y - r, x + r, y + r];
    box = box ? union(box, b) : b;
  };
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let last: [number, number] | null = null;
  for (const { cmd, args: a } of abs) {
    let ctrl: [number, number] | null = null;
    if (cmd === 'M') {
      cx = sx = a[0] ?? 0;
      cy = sy = a[1] ?? 0;
    } else if (cmd === 'Z') {
      cx = sx;
      cy = sy;
    } else if (cmd === 'H') cx = a[0] ?? 0;
    else if (cmd === 'V') cy = a[0] ?? 0;
    else if (cmd === 'A') {
      const nx = a[5] ?? 0;
      const ny = a[6] ?? 0;
      const R = Math.max(Math.abs(a[0] ?? 0), Math.abs(a[1] ?? 0), Math.hypot(nx - cx, ny - cy) / 2);
      add(cx, cy, 2 * R);
      add(nx, ny, 2 * R);
      cx = nx;
      cy = ny;
    } else {
      const pts: [number, number][] = [];
      if (cmd === 'S' || cmd === 'T') pts.push(last ? [2 * cx - last[0], 2 * cy - last[1]] : [cx, cy]);
      for (let k = 0; k + 1 < a.length; k += 2) pts.push([a[k] ?? 0, a[k + 1] ?? 0]);
      for (const [x, y] of pts) add(x, y);
      const end = pts[pts.length - 1] ?? [cx, cy];
      ctrl = pts.length > 1 ? (pts[pts.length - 2] ?? null) : null;
      if (cmd === 'T') ctrl = pts[0] ?? null;
      [cx, cy] = end;
    }
    add(cx, cy);
    last = ctrl;
  }
  return box;
}

/** Where a path ends (after its last command). */
function endPoint(segs: readonly Seg[]): [number, number] {
  const pen: Pen = { x: 0, y: 0, sx: 0, sy: 0 };
  for (const { cmd, args } of absolute(segs)) advance(pen, cmd, args);
  return [pen.x, pen.y];
}

/** The unstroked extent of an element in its parent's coordinates, or null when unknown. */
function boxOf(node: Node, byId: ReadonlyMap<string, Node>, depth = 0): Box | null {
  const m = affine(get(node, 'transform'));
  if (!m || depth > 8) return null;
  const num0 = (k: string) => Number(get(node, k) ?? 0);
  let b: Box | null = null;
  switch (node.tag) {
    case 'path': {
      const segs = segsOf(node);
      b = segs ? pathBox(segs) : null;
      break;
    }
    case 'rect':
      b = [num0('x'), num0('y'), num0('x') + num0('width'), num0('y') + num0('height')];
      break;
    case 'circle':
      b = [num0('cx') - num0('r'), num0('cy') - num0('r'), num0('cx') + num0('r'), num0('cy') + num0('r')];
      break;
    case 'ellipse':
      b = [
        num0('cx') - num0('rx'),
        num0('cy') - num0('ry'),
        num0('cx') + num0('rx'),
        num0('cy') + num0('ry'),
      ];
      break;
    case 'use': {
      const target = byId.get((get(node, 'href') ?? '').replace(/^#/, ''));
      const t = target ? boxOf(target, byId, depth + 1) : null;
      b = t ? [t[0] + num0('x'), t[1] + num0('y'), t[2] + num0('x'), t[3] + num0('y')] : null;
      break;
    }
    case 'g': {
      if (!node.children.length) return null;
      b = node.children
        .map((c) => boxOf(c, byId, depth + 1))
        .reduce<Box | null>((x, y) => union(x, y), [Infinity, Infinity, -Infinity, -Infinity]);
      break;
    }
    default:
      return null;
  }
  return b ? mapBox(m, b) : null;
}

/** The stroke properties an element inherits. */
interface Ink {
  stroke: string;
  width: number;
  join: string;
  cap: string;
}

const inkOf = (node: Node, up: Ink): Ink => ({
  stroke: get(node, 'stroke') ?? up.stroke,
  width: Number(get(node, 'stroke-width') ?? up.width),
  join: get(node, 'stroke-linejoin') ?? up.join,
  cap: get(node, 'stroke-linecap') ?? up.cap,
});

/** How far the element's paint may reach beyond its box: half its widest stroke, more for sharp joins. */
function reach(node: Node, up: Ink, byId: ReadonlyMap<string, Node>, depth = 0): number {
  const ink = inkOf(node, up);
  if (depth > 8) return Infinity;
  if (node.tag === 'use') {
    const target = byId.get((get(node, 'href') ?? '').replace(/^#/, ''));
    return target ? reach(target, ink, byId, depth + 1) : Infinity;
  }
  if (node.tag === 'g') return Math.max(0, ...node.children.map((c) => reach(c, ink, byId, depth + 1)));
  if (ink.stroke === 'none') return 0;
  const k = (ink.join === 'round' ? 1 : 4) * (ink.cap === 'square' ? 1.5 : 1);
  return (ink.width / 2) * k;
}

const GEOMETRY = new Set(['d', 'cx', 'cy', 'r', 'rx', 'ry']);

/** The element as path data (for path, circle and ellipse), exact. */
function asPathData(node: Node): string | null {
  if (node.tag === 'path') return get(node, 'd') ?? null;
  const r = node.tag === 'circle' ? get(node, 'r') : undefined;
  const rx = Number(r ?? get(node, 'rx'));
  const ry = Number(r ?? get(node, 'ry'));
  if ((node.tag !== 'circle' && node.tag !== 'ellipse') || !(rx > 0) || !(ry > 0)) return null;
  const cx = Number(get(node, 'cx') ?? 0);
  const cy = Number(get(node, 'cy') ?? 0);
  const arc = joinNums([num(rx), num(ry), '0', '1', '0', num(2 * rx), '0', num(rx), num(ry), '0', '1', '0']);
  return `M${joinNums([num(cx - rx), num(cy)])}a${arc}${joinNums(['0', num(-2 * rx), '0']).slice(1)}`;
}

/**
 * Same-looking shapes (path, circle, ellipse with the same attributes) become one path when nothing
 * drawn between them, nor either of them, comes near the other: then painting them together, in one
 * go, gives the same picture.
 */
function mergeShapes(
  parent: Node,
  byId: ReadonlyMap<string, Node>,
  up: Ink,
  reorder: boolean,
  dashed = false,
): void {
  const here = dashed || get(parent, 'stroke-dasharray') !== undefined;
  const ink = inkOf(parent, up);
  for (const c of parent.children) if (c.tag !== 'defs') mergeShapes(c, byId, ink, reorder, here);
  if (here) return;
  // boxes grown by the reach of their strokes; painted areas closer than a pixel count as touching
  const inked = (k: Node): Box | null => {
    const b = boxOf(k, byId);
    const r = reach(k, ink, byId);
    return b && Number.isFinite(r) ? [b[0] - r, b[1] - r, b[2] + r, b[3] + r] : null;
  };
  const near = (a: Box | null, b: Box | null) =>
    !a || !b || (a[0] < b[2] + 1 && b[0] < a[2] + 1 && a[1] < b[3] + 1 && b[1] < a[3] + 1);
  const key = (k: Node) =>
    ['path', 'circle', 'ellipse'].includes(k.tag) &&
    get(k, 'stroke-dasharray') === undefined &&
    get(k, 'id') === undefined
      ? k.attrs
          .filter(([a]) => !GEOMETRY.has(a))
          .map(([a, v]) => `${a}=${v}`)
          .sort()
          .join(' ')
      : null;
  if (reorder) {
    // Elements that do not come near each other may be painted in either order. Keep the order of
    // every pair that does, and otherwise bring shapes of the same look together.
    const kids0 = parent.children;
    const bx = kids0.map(inked);
    const keys = kids0.map(key);
    const preds = kids0.map((_, i) =>
      kids0.map((__, j) => j).filter((j) => j < i && near(bx[j] ?? null, bx[i] ?? null)),
    );
    const done = new Set<number>();
    const order: number[] = [];
    let lastKey: string | null = null;
    while (order.length < kids0.length) {
      const ready = kids0
        .map((_, i) => i)
        .filter((i) => !done.has(i) && (preds[i] ?? []).every((j) => done.has(j)));
      const same: number | undefined = lastKey === null ? undefined : ready.find((i) => keys[i] === lastKey);
      const pick: number = same ?? (ready[0] as number);
      done.add(pick);
      order.push(pick);
      lastKey = keys[pick] ?? null;
    }
    parent.children = order.map((i) => kids0[i] as Node);
  }
  const kids = parent.children;
  const boxes = kids.map(inked);
  for (let i = 1; i < kids.length; i++) {
    const e = kids[i] as Node;
    const ke = key(e);
    if (ke === null) continue;
    let j = i - 1;
    for (; j >= 0; j--) {
      if (key(kids[j] as Node) === ke && !near(boxes[j] ?? null, boxes[i] ?? null)) break;
      if (near(boxes[j] ?? null, boxes[i] ?? null)) {
        j = -1;
        break;
      }
    }
    if (j < 0) continue;
    const target = kids[j] as Node;
    const dt = asPathData(target);
    const de = asPathData(e);
    const st = dt === null ? null : parsePath(dt);
    const se = de === null ? null : parsePath(de);
    if (!st || !se) continue;
    const [ex, ey] = endPoint(st);
    const first = absolute(se)[0];
    const moved = [
      { cmd: 'm', args: [(first?.args[0] ?? 0) - ex, (first?.args[1] ?? 0) - ey] },
      ...se.slice(1),
    ];
    const merged: Node = {
      tag: 'path',
      attrs: [...target.attrs.filter(([a]) => !GEOMETRY.has(a)), ['d', dt + pathText(moved)]],
      children: [],
    };
    const before = text(target).length + text(e).length;
    if (text(merged).length >= before) continue;
    kids[j] = merged;
    boxes[j] = union(boxes[j] ?? null, boxes[i] ?? null);
    kids.splice(i, 1);
    boxes.splice(i, 1);
    i--;
  }
}

// ---------------------------------------------------------------- entry

/**
 * Shrinks one scene SVG (svgo's output) without changing what it draws. Two orders of the passes
 * are tried, keeping the shorter result: merging shapes before finding repeats suits pictures of
 * many separate small shapes, finding repeats first suits pictures of repeated parts.
 */
export function compact(svg: string): string {
  const a = compactWith(svg, true);
  const b = compactWith(svg, false);
  return a.length <= b.length ? a : b;
}

function compactWith(svg: string, mergeFirst: boolean): string {
  const root = parse(svg);
  const doc = root.children[0];
  if (!doc || doc.tag !== 'svg' || root.children.length !== 1) throw new Error('compact: not an SVG');
  const used = new Set<string>();
  const collect = (n: Node) => {
    const id = get(n, 'id');
    if (id) used.add(id);
    n.children.forEach(collect);
  };
  collect(doc);
  let defs = doc.children.find((c) => c.tag === 'defs');
  const hadDefs = Boolean(defs);
  if (!defs) defs = { tag: 'defs', attrs: [], children: [] };
  const newId = idMaker(used);
  const byId = new Map<string, Node>();
  const index = () => {
    for (const d of defs.children) {
      const id = get(d, 'id');
      if (id) byId.set(id, d);
    }
  };
  index();
  // what the root inherits: no stroke, width 1, miter joins, butt caps
  const ink: Ink = { stroke: 'none', width: 1, join: 'miter', cap: 'butt' };
  if (mergeFirst) mergeShapes(doc, byId, ink, true);
  let changed = false;
  while (findRepeats(doc, defs, newId)) changed = true;
  if (changed && !hadDefs) doc.children.unshift(defs);
  index();
  mergeShapes(doc, byId, ink, false);
  for (const d of defs.children) groupStyles(d, byId);
  groupStyles(doc, byId);
  return text(root);
}
