/**
 * Procedural frame source for the home-page hero video (see tools/hero-video/make-hero-video.sh).
 *
 * Renders a seamless loop of soft cells drifting under a microscope on a deep-blue field and
 * writes raw rgb24 frames to stdout, ready for `ffmpeg -f rawvideo -pix_fmt rgb24 -i -`.
 *
 * Every time-dependent quantity is a function of the loop phase `2π·frame/frames` (with integer
 * harmonics only), so frame `frames` would equal frame 0: the last frame flows into the first.
 * A fixed-seed PRNG makes the output byte-identical from run to run.
 *
 *   npx tsx tools/hero-video/hero-frames.ts --width 1280 --height 720 --fps 24 --seconds 10 > frames.rgb
 */

type Rgb = readonly [number, number, number];

interface Options {
  width: number;
  height: number;
  fps: number;
  seconds: number;
  seed: number;
}

function parseArgs(argv: readonly string[]): Options {
  const opts: Options = { width: 1280, height: 720, fps: 24, seconds: 10, seed: 20240611 };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i];
    const value = Number(argv[i + 1]);
    if (!Number.isFinite(value)) throw new Error(`Bad value for ${key ?? '?'}`);
    if (key === '--width') opts.width = value;
    else if (key === '--height') opts.height = value;
    else if (key === '--fps') opts.fps = value;
    else if (key === '--seconds') opts.seconds = value;
    else if (key === '--seed') opts.seed = value;
    else throw new Error(`Unknown option ${key ?? '?'}`);
  }
  return opts;
}

// --- palette (site colours, 0..1) -------------------------------------------------------------
const hex = (h: string): Rgb => {
  const n = parseInt(h.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
};
const NAVY = hex('#0A2540');
const DEEP = hex('#0D3B66');
const PRIMARY = hex('#124E8C');
const LIGHT = hex('#5B9BD5');
const TEAL = hex('#2BB3A3');
const PALE = hex('#CDEFEA');
const PINK = hex('#E58FA8');
const PURPLE = hex('#7B5EA7');

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

// --- deterministic randomness ----------------------------------------------------------------
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TAU = Math.PI * 2;
const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v);
/** Soft coverage of a shape edge: 1 inside, 0 outside, smooth across ±w around s = 0. */
const coverage = (s: number, w: number): number => {
  const t = clamp01(0.5 - s / (2 * w));
  return t * t * (3 - 2 * t);
};

/** Tileable smoothed value noise, used as chromatin texture inside nuclei. */
function makeNoise(rand: () => number, size: number): Float32Array {
  const raw = new Float32Array(size * size);
  for (let i = 0; i < raw.length; i++) raw[i] = rand();
  const out = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          sum += raw[((y + dy + size) % size) * size + ((x + dx + size) % size)] ?? 0;
        }
      }
      out[y * size + x] = sum / 9;
    }
  }
  return out;
}

function sampleNoise(tex: Float32Array, size: number, u: number, v: number): number {
  const x = u - Math.floor(u / size) * size;
  const y = v - Math.floor(v / size) * size;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const x1 = (x0 + 1) % size;
  const y1 = (y0 + 1) % size;
  const a = tex[y0 * size + x0] ?? 0;
  const b = tex[y0 * size + x1] ?? 0;
  const c = tex[y1 * size + x0] ?? 0;
  const d = tex[y1 * size + x1] ?? 0;
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

// --- scene description ------------------------------------------------------------------------
interface Granule {
  x: number;
  y: number;
  r: number;
}

/** One Fourier term of the membrane outline: amp·cos(n·θ + ph + speed·phase). */
interface Harmonic {
  n: number;
  amp: number;
  ph: number;
  speed: number; // integer, so the undulation is periodic with the loop
}

interface Cell {
  kind: 'cell' | 'rod';
  x: number; // rest position (px)
  y: number;
  r: number; // radius (px); for rods the capsule radius
  len: number; // rods: half length of the segment
  z: number; // depth, compared against the focal plane (0..1 is the in-focus range)
  elong: number; // ellipse stretch
  rot: number; // base rotation
  rotAmp: number; // rotation wobble amplitude
  shape: Harmonic[];
  orbitA: number; // individual periodic drift
  orbitB: number;
  orbitPh: number;
  orbitDir: number; // +1 / -1
  jitter: number; // second-harmonic wobble amplitude
  jitterPh: number;
  nucX: number; // nucleus offset (fraction of r, local frame)
  nucY: number;
  nucR: number; // nucleus radius (fraction of r); 0 = no nucleus
  nucA2: number;
  nucP2: number;
  nucleolus: number; // nucleolus strength
  cyto: Rgb;
  cytoAlpha: number;
  edgeLift: number; // cytoplasm brighter towards the membrane (phase-contrast look)
  rim: Rgb;
  rimGain: number;
  nuc: Rgb;
  nucAlpha: number;
  granules: Granule[];
  tex: number; // texture offset
}

interface Particle {
  x: number;
  y: number;
  r: number;
  z: number;
  a: number;
  ph: [number, number, number, number];
  amp: number;
}

interface Scene {
  cells: Cell[];
  particles: Particle[];
}

/** Elliptical "quiet zone" behind the heading and subtitle (centre-left). 1 inside, 0 outside. */
function textZone(x: number, y: number, W: number, H: number): number {
  const dx = (x / W - 0.3) / 0.36;
  const dy = (y / H - 0.52) / 0.4;
  const d = Math.sqrt(dx * dx + dy * dy);
  return 1 - clamp01((d - 0.55) / 0.6);
}

function buildScene(opts: Options): Scene {
  const { width: W, height: H } = opts;
  const s = W / 1280;
  const rand = mulberry32(opts.seed);
  const range = (lo: number, hi: number): number => lo + rand() * (hi - lo);
  const sign = (): number => (rand() < 0.5 ? 1 : -1);
  const cells: Cell[] = [];

  const base = (x: number, y: number, r: number, z: number): Cell => ({
    kind: 'cell',
    x,
    y,
    r,
    len: 0,
    z,
    elong: range(0, 0.22),
    rot: range(0, TAU),
    rotAmp: range(0.05, 0.17),
    shape: [
      { n: 2, amp: range(0.02, 0.07), ph: range(0, TAU), speed: sign() },
      { n: 3, amp: range(0, 0.035), ph: range(0, TAU), speed: 2 * sign() },
    ],
    orbitA: range(7, 21) * s,
    orbitB: range(4, 13) * s,
    orbitPh: range(0, TAU),
    orbitDir: sign(),
    jitter: range(1.5, 4.5) * s,
    jitterPh: range(0, TAU),
    nucX: range(-0.15, 0.15),
    nucY: range(-0.15, 0.15),
    nucR: range(0.36, 0.5),
    nucA2: range(0.03, 0.09),
    nucP2: range(0, TAU),
    nucleolus: rand() < 0.6 ? 0.22 : 0,
    cyto: mix(TEAL, LIGHT, range(0, 0.8)),
    cytoAlpha: range(0.1, 0.18),
    edgeLift: 0.5,
    rim: mix(PALE, TEAL, range(0, 0.5)),
    rimGain: range(0.3, 0.46),
    nuc: mix(PRIMARY, LIGHT, range(0.35, 0.65)),
    nucAlpha: range(0.34, 0.5),
    granules: [],
    tex: range(0, 64),
  });
  const addGranules = (c: Cell, count: number): void => {
    for (let g = 0; g < count; g++) {
      const ang = range(0, TAU);
      const rr = range(0.5, 0.85);
      c.granules.push({ x: Math.cos(ang) * rr, y: Math.sin(ang) * rr, r: range(0.9, 2.1) * s });
    }
  };

  const placed: { x: number; y: number; r: number }[] = [];
  const fits = (x: number, y: number, r: number, slack: number): boolean =>
    placed.every((p) => Math.hypot(p.x - x, p.y - y) > (p.r + r) * slack);

  // Large flat squamous cells (cytology smear), faint and underneath everything else.
  // Pap-stain tints: cyanophilic blue-green, one eosinophilic pink.
  const squames: [number, number][] = [
    [0.8, 0.3],
    [0.62, 0.78],
    [0.97, 0.72],
    [0.9, 0.02],
  ];
  squames.forEach(([fx, fy], idx) => {
    const c = base(
      fx * W + range(-20, 20) * s,
      fy * H + range(-20, 20) * s,
      range(85, 115) * s,
      range(0.25, 0.75),
    );
    c.elong = range(0.05, 0.25);
    c.rotAmp = range(0.03, 0.06);
    c.shape = [
      { n: 2, amp: range(0.04, 0.08), ph: range(0, TAU), speed: sign() },
      { n: 3, amp: range(0.04, 0.07), ph: range(0, TAU), speed: 0 },
      { n: 4, amp: range(0.02, 0.05), ph: range(0, TAU), speed: sign() },
      { n: 5, amp: range(0.015, 0.03), ph: range(0, TAU), speed: 0 },
    ];
    c.orbitA = range(5, 10) * s;
    c.orbitB = range(3, 7) * s;
    c.nucR = range(0.09, 0.12);
    c.nucAlpha = 0.55;
    c.nucleolus = 0;
    c.nuc = mix(PURPLE, PRIMARY, 0.45);
    c.cyto = idx === 1 ? mix(PINK, LIGHT, 0.35) : mix(TEAL, PALE, range(0, 0.3));
    c.cytoAlpha = idx === 1 ? 0.075 : range(0.055, 0.08);
    c.edgeLift = 0.2;
    c.rim = mix(PALE, LIGHT, 0.3);
    c.rimGain = range(0.1, 0.15);
    addGranules(c, 10);
    cells.push(c);
  });

  // Round cells with nuclei: denser and sharper on the right, sparse and defocused behind the text.
  let attempts = 0;
  let round = 0;
  while (round < 36 && attempts < 8000) {
    attempts++;
    const x = range(-0.05, 1.05) * W;
    const y = range(-0.08, 1.08) * H;
    const zone = textZone(x, y, W, H);
    const keep = (1 - 0.88 * zone) * (0.3 + 0.7 * clamp01(x / W + 0.2));
    if (rand() > keep) continue;
    const small = round % 6 === 5; // lymphocyte-like: small, nearly all nucleus
    const r = (small ? range(11, 15) : range(22, 50)) * s * (zone > 0.5 ? 1.2 : 1);
    if (!fits(x, y, r, 1.12)) continue;
    placed.push({ x, y, r });
    round++;

    // Cells in the quiet zone sit well outside the focal range so they stay soft blurs.
    // The left side (logo, heading) only ever gets soft, slightly defocused cells.
    const z =
      zone > 0.35
        ? rand() < 0.5
          ? range(-0.6, -0.35)
          : range(1.3, 1.6)
        : x < 0.42 * W
          ? rand() < 0.5
            ? range(-0.4, -0.2)
            : range(1.2, 1.4)
          : range(0, 1);
    const c = base(x, y, r, z);
    const tint = rand();
    if (tint < 0.1) {
      // Eosin-pink cytoplasm, sparingly.
      c.cyto = mix(TEAL, PINK, 0.55);
      c.nuc = mix(PURPLE, PINK, 0.2);
    } else if (tint < 0.42) {
      c.nuc = mix(PURPLE, PRIMARY, range(0.15, 0.45));
    }
    if (small) {
      c.nucR = range(0.68, 0.76);
      c.nucX = 0;
      c.nucY = 0;
      c.nuc = mix(PURPLE, LIGHT, 0.35);
      c.nucAlpha = 0.5;
      c.nucleolus = 0;
      c.elong = range(0, 0.08);
    } else {
      addGranules(c, 3 + Math.floor(rand() * 6));
    }
    cells.push(c);
  }

  // A few rod-shaped bacteria (bacteriology), small, on the right only.
  let rods = 0;
  attempts = 0;
  while (rods < 7 && attempts < 3000) {
    attempts++;
    const x = range(0.58, 1.0) * W;
    const y = range(0.05, 0.95) * H;
    const r = range(2.6, 3.6) * s;
    const len = range(6, 12) * s;
    if (textZone(x, y, W, H) > 0.05 || !fits(x, y, len + r, 1.35)) continue;
    placed.push({ x, y, r: len + r });
    rods++;
    const c = base(x, y, r, range(0.15, 0.85));
    c.kind = 'rod';
    c.len = len;
    c.elong = 0;
    c.rotAmp = range(0.25, 0.55);
    c.shape = [];
    c.orbitA = range(10, 24) * s;
    c.orbitB = range(6, 16) * s;
    c.nucR = 0;
    c.cyto = mix(TEAL, PALE, 0.25);
    c.cytoAlpha = 0.2;
    c.edgeLift = 0;
    c.rim = mix(PALE, TEAL, 0.3);
    c.rimGain = 0.22;
    cells.push(c);
  }

  // Far-out-of-focus cells to give depth (big, faint bokeh discs).
  for (let i = 0; i < 7; i++) {
    const c = base(range(0.1, 1.05) * W, range(0, 1) * H, range(45, 85) * s, 0);
    c.z = rand() < 0.5 ? range(-1.2, -0.9) : range(1.9, 2.2);
    c.cyto = mix(LIGHT, TEAL, rand());
    c.cytoAlpha = 0.07;
    c.rim = mix(LIGHT, PALE, 0.5);
    c.rimGain = 0.25;
    c.nuc = mix(PRIMARY, PURPLE, 0.3);
    c.nucAlpha = 0.12;
    c.nucleolus = 0;
    cells.push(c);
  }

  // Back to front: squames first, then the farther from the focal range, the earlier.
  const order = (c: Cell): number => (c.r > 80 * s && c.nucR < 0.2 ? 10 : Math.abs(c.z - 0.5));
  cells.sort((a, b) => order(b) - order(a));

  const particles: Particle[] = [];
  while (particles.length < 46) {
    const x = range(0, W);
    const y = range(0, H);
    if (rand() < textZone(x, y, W, H) * 0.8) continue;
    particles.push({
      x,
      y,
      r: range(0.8, 2.4) * s,
      z: range(-0.2, 1.2),
      a: range(0.25, 0.6),
      ph: [range(0, TAU), range(0, TAU), range(0, TAU), range(0, TAU)],
      amp: range(3, 10) * s,
    });
  }

  return { cells, particles };
}

// --- rendering --------------------------------------------------------------------------------
function main(): void {
  const opts = parseArgs(process.argv.slice(2));
  const { width: W, height: H } = opts;
  const frames = Math.round(opts.fps * opts.seconds);
  const s = W / 1280;
  const scene = buildScene(opts);
  const noiseSize = 64;
  const noise = makeNoise(mulberry32(opts.seed ^ 0x9e3779b9), noiseSize);

  // Static layers: background field, vignette, quiet-zone mask and a fixed dither pattern.
  const bg = new Float32Array(W * H * 3);
  const calm = new Float32Array(W * H);
  const dither = new Float32Array(W * H);
  const fieldX = 0.74 * W;
  const fieldY = 0.42 * H;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const fd = Math.hypot((x - fieldX) / (0.62 * W), (y - fieldY) / (0.75 * H));
      const field = Math.exp(-fd * fd * 1.6); // soft illuminated field of view
      let c = mix(NAVY, DEEP, 0.35 + 0.65 * field);
      c = mix(c, PRIMARY, 0.45 * field * field);
      const vx = x / W - 0.5;
      const vy = y / H - 0.5;
      const vig = 1 - 0.42 * clamp01((vx * vx * 1.1 + vy * vy * 1.6) * 2.2);
      const zone = textZone(x, y, W, H);
      const quiet = 1 - 0.22 * zone;
      bg[i * 3] = c[0] * vig * quiet;
      bg[i * 3 + 1] = c[1] * vig * quiet;
      bg[i * 3 + 2] = c[2] * vig * quiet;
      calm[i] = (1 - 0.66 * zone) * (0.55 + 0.45 * vig);
      // Interleaved gradient noise: a stable, high-frequency pattern that breaks up banding.
      const ign = (52.9829189 * ((0.06711056 * x + 0.00583715 * y) % 1)) % 1;
      dither[i] = (ign - 0.5) / 255;
    }
  }

  const acc = new Float32Array(W * H * 3);
  const out = Buffer.alloc(W * H * 3);

  // Per-frame harmonic coefficients: index n holds amp·cos(φ) and amp·sin(φ) for cos(nθ + φ).
  const hc = new Float64Array(8);
  const hs = new Float64Array(8);

  const drawCell = (c: Cell, phase: number, focus: number, zoom: number, zx: number, zy: number): void => {
    // Periodic drift: an individual elliptical orbit + a shared slow current + a 2nd harmonic.
    const op = c.orbitDir * phase + c.orbitPh;
    const current = 9 * s * Math.sin(phase + (c.x * 0.0035) / s);
    const currentY = 5 * s * Math.sin(phase + 1.3 + (c.y * 0.004) / s);
    let cx = c.x + c.orbitA * Math.cos(op) + current + c.jitter * Math.cos(2 * phase + c.jitterPh);
    let cy = c.y + c.orbitB * Math.sin(op) + currentY + c.jitter * Math.sin(2 * phase + c.jitterPh * 1.7);
    cx = zx + (cx - zx) * zoom;
    cy = zy + (cy - zy) * zoom;
    const R = c.r * zoom;
    const blur = 17 * s * Math.abs(c.z - focus) ** 1.15 + 0.6 * s;
    const w = 0.9 * s + blur;
    const rot = c.rot + c.rotAmp * Math.sin(phase + c.orbitPh);
    const cr = Math.cos(rot);
    const sr = Math.sin(rot);
    const ex = 1 + c.elong;
    hc.fill(0);
    hs.fill(0);
    let maxN = 0;
    let ampSum = 0;
    for (const h of c.shape) {
      const ph = h.ph + h.speed * phase;
      hc[h.n] = (hc[h.n] ?? 0) + h.amp * Math.cos(ph);
      hs[h.n] = (hs[h.n] ?? 0) + h.amp * Math.sin(ph);
      maxN = Math.max(maxN, h.n);
      ampSum += h.amp;
    }
    const nucPh = c.nucP2 - (c.shape[0]?.speed ?? 0) * phase;
    const nA = c.nucA2 * Math.cos(nucPh);
    const nB = c.nucA2 * Math.sin(nucPh);
    const sharp = Math.exp(-blur / (3.5 * s)); // 1 in focus, → 0 when defocused
    const rimW = 1.3 * s + blur * 0.9;
    const rimE = (1.6 * s) / (1.6 * s + blur * 0.55); // energy spreads when defocused
    const haloW = 5 * s + blur;
    const ext = c.kind === 'rod' ? c.len + c.r : R * (1 + ampSum) * ex;
    const pad = ext + 3 * w + haloW * 2;
    const x0 = Math.max(0, Math.floor(cx - pad));
    const x1 = Math.min(W - 1, Math.ceil(cx + pad));
    const y0 = Math.max(0, Math.floor(cy - pad));
    const y1 = Math.min(H - 1, Math.ceil(cy + pad));
    if (x0 > x1 || y0 > y1) return;

    const [cyR, cyG, cyB] = c.cyto;
    const [rmR, rmG, rmB] = c.rim;
    const [nuR, nuG, nuB] = c.nuc;
    const nucR = R * c.nucR;
    const nx = c.nucX * R;
    const ny = c.nucY * R;
    const texScale = 5 / Math.max(R * c.nucR * 2.2, 8 * s);
    const nucleolusW2 = (nucR * 0.22 + blur) ** 2;
    const gran = c.granules.map((g) => ({ x: g.x * R, y: g.y * R, r2: (g.r + blur * 0.6) ** 2 }));
    const granGain = 0.16 * sharp;

    for (let py = y0; py <= y1; py++) {
      for (let px = x0; px <= x1; px++) {
        const dx = px + 0.5 - cx;
        const dy = py + 0.5 - cy;
        const lx = (dx * cr + dy * sr) / ex;
        const ly = (-dx * sr + dy * cr) * ex;
        let sd: number;
        if (c.kind === 'rod') {
          const qx = Math.max(Math.abs(lx) - c.len, 0);
          sd = Math.hypot(qx, ly) - c.r;
        } else {
          const r = Math.hypot(lx, ly) + 1e-6;
          const c1 = lx / r;
          const s1 = ly / r;
          // cos(nθ), sin(nθ) by repeated complex multiplication: no atan2 needed.
          let cn = c1;
          let sn = s1;
          let f = 1;
          for (let n = 2; n <= maxN; n++) {
            const t = cn * c1 - sn * s1;
            sn = sn * c1 + cn * s1;
            cn = t;
            f += cn * (hc[n] ?? 0) - sn * (hs[n] ?? 0);
          }
          sd = r - R * f;
        }
        if (sd > pad) continue;
        const k = (py * W + px) * 3;
        let r0 = acc[k] ?? 0;
        let g0 = acc[k + 1] ?? 0;
        let b0 = acc[k + 2] ?? 0;

        // Cytoplasm (alpha-over), slightly brighter towards the membrane like a phase halo.
        const fill = coverage(sd, w);
        if (fill > 0.001) {
          const lift = 1 - c.edgeLift * 0.5 + c.edgeLift * clamp01(1 + sd / (R * 0.55));
          const a = fill * c.cytoAlpha * lift;
          r0 += (cyR - r0) * a;
          g0 += (cyG - g0) * a;
          b0 += (cyB - b0) * a;

          if (c.nucR > 0) {
            // Nucleus with a chromatin texture that dissolves as it defocuses.
            const nlx = lx - nx;
            const nly = ly - ny;
            const rn2 = nlx * nlx + nly * nly + 1e-6;
            const rn = Math.sqrt(rn2);
            const cos2 = (nlx * nlx - nly * nly) / rn2;
            const sin2 = (2 * nlx * nly) / rn2;
            const snuc = rn - nucR * (1 + cos2 * nA - sin2 * nB);
            const nf = coverage(snuc, w * 0.9 + 0.4 * s);
            if (nf > 0.001) {
              const t = sampleNoise(noise, noiseSize, nlx * texScale + c.tex, nly * texScale + c.tex * 0.7);
              const chroma = 1 + (t - 0.5) * 1.6 * sharp;
              let na = nf * c.nucAlpha * chroma * fill;
              if (c.nucleolus > 0) {
                const d2 = (nlx - nucR * 0.25) ** 2 + (nly + nucR * 0.15) ** 2;
                na += nf * c.nucleolus * Math.exp(-d2 / nucleolusW2);
              }
              na = clamp01(na);
              r0 += (nuR - r0) * na;
              g0 += (nuG - g0) * na;
              b0 += (nuB - b0) * na;
              // Nuclear envelope: a faint light ring.
              const ring = Math.exp(-((snuc / (1.2 * s + blur * 0.8)) ** 2)) * 0.05 * rimE;
              r0 += rmR * ring;
              g0 += rmG * ring;
              b0 += rmB * ring;
            }
          }
          if (granGain > 0.004) {
            for (const g of gran) {
              const d2 = (lx - g.x) ** 2 + (ly - g.y) ** 2;
              if (d2 < g.r2 * 9) {
                const gl = Math.exp(-d2 / g.r2) * granGain * fill;
                r0 += rmR * gl;
                g0 += rmG * gl;
                b0 += rmB * gl;
              }
            }
          }
        }

        // Membrane glow (additive) and a soft outer halo.
        const rim = Math.exp(-((sd / rimW) ** 2)) * c.rimGain * rimE;
        const halo = sd > 0 ? Math.exp(-sd / haloW) * 0.035 : 0.035 * fill;
        const light = rim + halo;
        r0 += rmR * light;
        g0 += rmG * light;
        b0 += rmB * light;

        acc[k] = r0;
        acc[k + 1] = g0;
        acc[k + 2] = b0;
      }
    }
  };

  const drawParticle = (
    p: Particle,
    phase: number,
    focus: number,
    zoom: number,
    zx: number,
    zy: number,
  ): void => {
    const [a, b, c, d] = p.ph;
    let x = p.x + p.amp * (Math.cos(phase + a) + 0.45 * Math.cos(3 * phase + b));
    let y = p.y + p.amp * (Math.sin(phase + c) + 0.45 * Math.sin(2 * phase + d));
    x = zx + (x - zx) * zoom;
    y = zy + (y - zy) * zoom;
    const blur = 9 * s * Math.abs(p.z - focus) + 0.5 * s;
    const rr = p.r + blur;
    const e = (p.a * (p.r * p.r)) / (rr * rr);
    const pad = rr * 3;
    const x0 = Math.max(0, Math.floor(x - pad));
    const x1 = Math.min(W - 1, Math.ceil(x + pad));
    const y0 = Math.max(0, Math.floor(y - pad));
    const y1 = Math.min(H - 1, Math.ceil(y + pad));
    for (let py = y0; py <= y1; py++) {
      for (let px = x0; px <= x1; px++) {
        const d2 = (px + 0.5 - x) ** 2 + (py + 0.5 - y) ** 2;
        const v = Math.exp(-d2 / (rr * rr)) * e;
        const k = (py * W + px) * 3;
        acc[k] = (acc[k] ?? 0) + PALE[0] * v;
        acc[k + 1] = (acc[k + 1] ?? 0) + PALE[1] * v;
        acc[k + 2] = (acc[k + 2] ?? 0) + PALE[2] * v;
      }
    }
  };

  const zx = 0.66 * W;
  const zy = 0.5 * H;

  let frame = 0;
  const renderNext = (): boolean => {
    if (frame >= frames) return false;
    const phase = (TAU * frame) / frames;
    // Slow focus breathing: the focal plane sweeps through the cell layer once per loop,
    // with the slight magnification change a real fine-focus knob gives.
    const focus = 0.5 + 0.42 * Math.sin(phase);
    const zoom = 1 + 0.012 * Math.sin(phase + 0.6);
    const illum = 1 + 0.03 * Math.sin(phase + 2.2);

    for (let i = 0; i < acc.length; i++) acc[i] = (bg[i] ?? 0) * illum;
    for (const c of scene.cells) drawCell(c, phase, focus, zoom, zx, zy);
    for (const p of scene.particles) drawParticle(p, phase, focus, zoom, zx, zy);

    for (let i = 0; i < W * H; i++) {
      const k = i * 3;
      const m = calm[i] ?? 1;
      const dn = dither[i] ?? 0;
      for (let ch = 0; ch < 3; ch++) {
        const base = (bg[k + ch] ?? 0) * illum;
        let v = base + ((acc[k + ch] ?? 0) - base) * m;
        // Soft shoulder so glows never clip harshly.
        if (v > 0.55) v = 0.55 + 0.4 * (1 - Math.exp(-(v - 0.55) / 0.4));
        out[k + ch] = Math.round(clamp01(v + dn) * 255);
      }
    }
    frame++;
    return true;
  };

  const pump = (): void => {
    while (renderNext()) {
      if (!process.stdout.write(Buffer.from(out))) {
        process.stdout.once('drain', pump);
        return;
      }
    }
  };
  pump();
}

main();
