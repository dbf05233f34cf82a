import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { normalizePath, type Plugin } from 'vite';

/**
 * `?picture` imports: an image file as a `Picture` of src/content/types.ts (`{ src, width, height,
 * sources? }`). A content module names each picture with one import line and spreads it into the
 * entry beside its alt text, so a photograph replaces an illustration by changing that line only:
 *
 *   import cat1Img from '../assets/art/categories/cat1.svg?picture';   // an illustration
 *   import cat1Img from '../assets/photos/cytology.jpg?picture';       // a photograph
 *   { ...cat1Img, alt: 'A liquid-based cytology processor ...' }
 *
 * - SVG: the file as it is (Vite's own asset handling), sized by its viewBox.
 * - JPEG, PNG, WebP, AVIF, TIFF: turned upright (EXIF orientation), then AVIF and WebP at 320, 640,
 *   960 and 1280 px wide, never wider than the original (a narrower original adds its own width), as
 *   `sources` with `w` descriptors; a JPEG (PNG when the image has transparency) at up to 960 px as
 *   the `src` for browsers without either; `width`/`height` are those of the widest version.
 *
 * The versions are made once with sharp into node_modules/.cache/picture/<key>/ (key: hash of the
 * file, the settings and the libvips version) and imported from there as ordinary assets. Vite then
 * treats them like any image: content-hashed names in dist/assets, served by the dev server, and the
 * SSR build gets the same URLs without writing the files a second time.
 */

/** Widths of the AVIF and WebP versions (capped at the original's width). */
export const PICTURE_WIDTHS: readonly number[] = [320, 640, 960, 1280];
/** The widest fallback `src` (JPEG or PNG), for browsers with neither AVIF nor WebP. */
export const FALLBACK_MAX_WIDTH = 960;

const ENCODE = {
  avif: { quality: 50, effort: 4, chromaSubsampling: '4:2:0' },
  webp: { quality: 78, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9 },
} as const;
/** Bump when the output of makePictureSet changes for the same input and settings. */
const PIPELINE_VERSION = 1;
const RASTER = /\.(?:jpe?g|png|webp|avif|tiff?)$/i;
const EXTENSION: Record<PictureFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

export type PictureFormat = keyof typeof ENCODE;

export interface PictureFile {
  /** Absolute path of the file in the cache. */
  file: string;
  format: PictureFormat;
  width: number;
  height: number;
  bytes: number;
}

export interface PictureSet {
  /** Size of the widest version: the original's aspect ratio. */
  width: number;
  height: number;
  /** AVIF, then WebP; each with every width, narrowest first. */
  sources: { type: 'image/avif' | 'image/webp'; files: PictureFile[] }[];
  fallback: PictureFile;
}

/** The widths made of an image `originalWidth` px wide: PICTURE_WIDTHS up to the original's own. */
export function pictureWidths(originalWidth: number, widths: readonly number[] = PICTURE_WIDTHS): number[] {
  const widest = Math.min(originalWidth, Math.max(...widths));
  return [...new Set([...widths.filter((width) => width <= widest), widest])].sort((a, b) => a - b);
}

const inFlight = new Map<string, Promise<PictureSet>>();

/** Makes (or finds in `cacheDir`) the AVIF, WebP and fallback versions of the raster image `file`. */
export async function makePictureSet(file: string, cacheDir: string): Promise<PictureSet> {
  const input = await readFile(file);
  // The versions are named after the file (dist/assets/<name>-<width>-<hash>.avif), so the name is
  // part of the key too.
  const name = path.basename(file, path.extname(file)).replace(/[^\w-]+/g, '-') || 'picture';
  const key = createHash('sha256')
    .update(
      JSON.stringify([PIPELINE_VERSION, ENCODE, PICTURE_WIDTHS, FALLBACK_MAX_WIDTH, sharp.versions, name]),
    )
    .update(input)
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(cacheDir, key);
  let pending = inFlight.get(dir);
  if (!pending) {
    pending = cached(dir).then((found) => found ?? encodeAll(input, name, dir));
    inFlight.set(dir, pending);
    void pending.finally(() => inFlight.delete(dir)).catch(() => undefined);
  }
  return pending;
}

/** The cache stores file names only, so it survives the project folder moving. */
type StoredSet = Omit<PictureSet, 'sources' | 'fallback'> & {
  sources: { type: 'image/avif' | 'image/webp'; files: Omit<PictureFile, 'file'>[] }[];
  fallback: Omit<PictureFile, 'file'>;
};

function fileName(name: string, file: Pick<PictureFile, 'format' | 'width'>): string {
  return `${name}-${file.width}.${EXTENSION[file.format]}`;
}

async function cached(dir: string): Promise<PictureSet | undefined> {
  let stored: StoredSet & { name: string };
  try {
    stored = JSON.parse(await readFile(path.join(dir, 'picture.json'), 'utf8')) as StoredSet & {
      name: string;
    };
  } catch {
    return undefined;
  }
  const withPath = (file: Omit<PictureFile, 'file'>): PictureFile => ({
    ...file,
    file: path.join(dir, fileName(stored.name, file)),
  });
  return {
    width: stored.width,
    height: stored.height,
    sources: stored.sources.map((source) => ({ type: source.type, files: source.files.map(withPath) })),
    fallback: withPath(stored.fallback),
  };
}

async function encodeAll(input: Buffer, name: string, dir: string): Promise<PictureSet> {
  const metadata = await sharp(input).metadata();
  const { width: originalWidth } = metadata.autoOrient;
  const widths = pictureWidths(originalWidth);
  const fallbackWidth = Math.max(...widths.filter((width) => width <= FALLBACK_MAX_WIDTH), widths[0] ?? 1);
  const fallbackFormat: PictureFormat = metadata.hasAlpha ? 'png' : 'jpeg';

  const tmp = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  await mkdir(tmp, { recursive: true });
  const encode = async (format: PictureFormat, width: number): Promise<Omit<PictureFile, 'file'>> => {
    const resized = sharp(input).autoOrient().resize({ width });
    const output =
      format === 'avif'
        ? resized.avif(ENCODE.avif)
        : format === 'webp'
          ? resized.webp(ENCODE.webp)
          : format === 'jpeg'
            ? resized.jpeg(ENCODE.jpeg)
            : resized.png(ENCODE.png);
    const { data, info } = await output.toBuffer({ resolveWithObject: true });
    const made = { format, width: info.width, height: info.height, bytes: data.length };
    await writeFile(path.join(tmp, fileName(name, made)), data);
    return made;
  };
  try {
    const [avif, webp, fallback] = await Promise.all([
      Promise.all(widths.map((width) => encode('avif', width))),
      Promise.all(widths.map((width) => encode('webp', width))),
      encode(fallbackFormat, fallbackWidth),
    ]);
    const widest = avif[avif.length - 1] ?? fallback;
    const stored: StoredSet & { name: string } = {
      name,
      width: widest.width,
      height: widest.height,
      sources: [
        { type: 'image/avif', files: avif },
        { type: 'image/webp', files: webp },
      ],
      fallback,
    };
    // Written last and moved into place whole: a cache folder is complete or absent, even when two
    // builds make the same picture at once.
    await writeFile(path.join(tmp, 'picture.json'), JSON.stringify(stored, null, 2));
    await mkdir(path.dirname(dir), { recursive: true });
    await rename(tmp, dir).catch(async (error: unknown) => {
      if (!(await cached(dir))) throw error;
    });
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  const made = await cached(dir);
  if (!made) throw new Error(`?picture: could not cache the versions of ${name} in ${dir}`);
  return made;
}

/** The module of a raster `?picture` import: every version imported as an asset, as a Picture. */
export function pictureModule(set: PictureSet): string {
  const imports: string[] = [];
  const url = (file: PictureFile): string => {
    const name = `__picture${imports.length}`;
    // ?no-inline: always a file of its own, whatever build.assetsInlineLimit says.
    imports.push(`import ${name} from ${JSON.stringify(`${normalizePath(file.file)}?no-inline`)};`);
    return name;
  };
  const srcSet = (files: readonly PictureFile[]) =>
    files.map((file) => `${url(file)} + ${JSON.stringify(` ${file.width}w`)}`).join(' + ", " + ');
  const sources = set.sources.map(
    (source) => `{ type: ${JSON.stringify(source.type)}, srcSet: ${srcSet(source.files)} }`,
  );
  const body = `export default { src: ${url(set.fallback)}, width: ${set.width}, height: ${set.height}, sources: [${sources.join(', ')}] };`;
  return [...imports, body, ''].join('\n');
}

/** The module of an SVG `?picture` import: the file itself, with the size of its viewBox. */
async function svgModule(file: string): Promise<string> {
  const { width, height } = await sharp(await readFile(file)).metadata();
  return [
    `import src from ${JSON.stringify(normalizePath(file))};`,
    `export default { src, width: ${width}, height: ${height} };`,
    '',
  ].join('\n');
}

export interface PictureOptions {
  /** Where the versions are made; node_modules/.cache/picture under the project root by default. */
  cacheDir?: string;
}

/** The Vite plugin: `import photo from './photo.jpg?picture'` (see the top of this file). */
export function picture(options: PictureOptions = {}): Plugin {
  let cacheDir = options.cacheDir;
  return {
    name: 'ivm-picture',
    // Before Vite's asset plugin, which would otherwise answer `photo.jpg?picture` with a URL.
    enforce: 'pre',
    configResolved(config) {
      cacheDir ??= path.join(config.root, 'node_modules', '.cache', 'picture');
    },
    async load(id) {
      const [file = '', query = ''] = id.split('?', 2);
      if (!new URLSearchParams(query).has('picture')) return null;
      this.addWatchFile(file);
      if (/\.svg$/i.test(file)) return { code: await svgModule(file), moduleType: 'js' };
      if (!RASTER.test(file)) {
        this.error(`?picture takes an SVG, JPEG, PNG, WebP, AVIF or TIFF file, not ${file}`);
      }
      const set = await makePictureSet(file, cacheDir ?? path.resolve('node_modules/.cache/picture'));
      return { code: pictureModule(set), moduleType: 'js' };
    },
  };
}
