// @vitest-environment node
/**
 * The photograph pipeline (vite-plugins/picture.ts) over a sample photo: tests/fixtures/photos/sample.jpg,
 * 1600x1000, a noisy gradient drawn with sharp (it is on no page of the site). It checks the versions
 * themselves, then a client build and an SSR build as scripts/build.ts runs them, then the dev server.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { build, createServer, type InlineConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FALLBACK_MAX_WIDTH,
  makePictureSet,
  PICTURE_WIDTHS,
  picture,
  pictureWidths,
  type PictureSet,
} from '../../vite-plugins/picture';

const sample = fileURLToPath(new URL('../fixtures/photos/sample.jpg', import.meta.url));
const SAMPLE = { width: 1600, height: 1000 };
const TYPES = ['image/avif', 'image/webp'];
/** What sharp reports for each type: AVIF is HEIF with AV1 compression. */
const FORMAT: Record<string, { format: string; compression?: string }> = {
  'image/avif': { format: 'heif', compression: 'av1' },
  'image/webp': { format: 'webp' },
  'image/jpeg': { format: 'jpeg' },
};

interface BuiltPicture {
  src: string;
  width: number;
  height: number;
  sources: { type: string; srcSet: string }[];
}

/** The candidates of a srcset: URL and `w` width. */
function candidates(srcSet: string): { url: string; width: number }[] {
  return srcSet.split(', ').map((candidate) => {
    const match = /^(\S+) (\d+)w$/.exec(candidate);
    if (!match) throw new Error(`not a "url <n>w" candidate: ${candidate}`);
    return { url: match[1] ?? '', width: Number(match[2]) };
  });
}

async function expectImage(data: Buffer | string, type: string, width: number): Promise<void> {
  const metadata = await sharp(data).metadata();
  const expected = FORMAT[type];
  expect(expected, type).toBeDefined();
  expect(metadata.format, `format of a ${type} file`).toBe(expected?.format);
  if (expected?.compression)
    expect(metadata.compression, `compression of a ${type} file`).toBe(expected.compression);
  expect(metadata.width, `width of a ${type} file`).toBe(width);
  // Same aspect ratio as the original, to the pixel.
  expect(Math.abs((metadata.height ?? 0) - (width * SAMPLE.height) / SAMPLE.width)).toBeLessThanOrEqual(0.5);
}

/** Checks a `?picture` value made from the sample; `fetchFile` gives the bytes behind a URL. */
async function expectSamplePicture(
  value: BuiltPicture,
  fetchFile: (url: string) => Promise<Buffer>,
): Promise<void> {
  expect(value.sources.map((source) => source.type)).toEqual(TYPES);
  expect(value.width).toBe(Math.max(...PICTURE_WIDTHS));
  expect(value.height * SAMPLE.width).toBe(value.width * SAMPLE.height);
  for (const source of value.sources) {
    const list = candidates(source.srcSet);
    expect(list.map((candidate) => candidate.width)).toEqual(pictureWidths(SAMPLE.width));
    for (const candidate of list)
      await expectImage(await fetchFile(candidate.url), source.type, candidate.width);
  }
  await expectImage(await fetchFile(value.src), 'image/jpeg', FALLBACK_MAX_WIDTH);
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'picture-test-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('pictureWidths', () => {
  it('takes the standard widths up to the original, and a narrower original as the widest', () => {
    expect(pictureWidths(1600)).toEqual([320, 640, 960, 1280]);
    expect(pictureWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(pictureWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(pictureWidths(500)).toEqual([320, 500]);
    expect(pictureWidths(200)).toEqual([200]);
  });
});

describe('makePictureSet on the sample photo', () => {
  let set: PictureSet;
  let cacheDir: string;
  beforeAll(async () => {
    cacheDir = path.join(work, 'cache');
    set = await makePictureSet(sample, cacheDir);
  }, 60_000);

  it('makes AVIF and WebP at several widths, none wider than the original', () => {
    expect(set.sources.map((source) => source.type)).toEqual(TYPES);
    for (const source of set.sources) {
      const widths = source.files.map((file) => file.width);
      expect(widths.length).toBeGreaterThanOrEqual(3);
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
      expect(new Set(widths).size).toBe(widths.length);
      for (const width of widths) expect(width).toBeLessThanOrEqual(SAMPLE.width);
    }
  });

  it("keeps the original's aspect ratio in width and height", () => {
    expect(set.width).toBe(1280);
    expect(set.height).toBe(800);
  });

  it('writes real AVIF and WebP files of the stated sizes, and a JPEG fallback', async () => {
    for (const source of set.sources) {
      for (const file of source.files) {
        expect(file.bytes).toBe((await stat(file.file)).size);
        await expectImage(file.file, source.type, file.width);
      }
    }
    expect(set.fallback.format).toBe('jpeg');
    await expectImage(set.fallback.file, 'image/jpeg', FALLBACK_MAX_WIDTH);
  });

  it('names the versions after the file, also when another file has the same bytes', async () => {
    const copy = path.join(work, 'bench-photo.jpg');
    await writeFile(copy, await readFile(sample));
    const other = await makePictureSet(copy, cacheDir);
    const names = [other.fallback, ...other.sources.flatMap((source) => source.files)].map((f) => f.file);
    for (const name of names) expect(path.basename(name)).toMatch(/^bench-photo-\d+\.(?:avif|webp|jpg)$/);
    expect(path.basename(set.fallback.file)).toBe('sample-960.jpg');
  }, 60_000);

  it('finds the versions in the cache the second time instead of encoding again', async () => {
    const first = set.sources[0]?.files[0]?.file ?? '';
    const before = (await stat(first)).mtimeMs;
    const again = await makePictureSet(sample, cacheDir);
    expect(again).toEqual(set);
    expect((await stat(first)).mtimeMs).toBe(before);
  });
});

describe('?picture in a Vite project', () => {
  let root: string;
  const base = (): InlineConfig => ({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [picture()],
  });
  beforeAll(async () => {
    root = path.join(work, 'project');
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, 'package.json'), '{ "type": "module" }\n');
    await writeFile(
      path.join(root, 'entry.js'),
      `import photo from ${JSON.stringify(`${sample}?picture`)};\nexport default photo;\n`,
    );
  });

  /** The default export of a built ES module, read by a separate Node process. */
  async function defaultExport(file: string): Promise<BuiltPicture> {
    const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(JSON.stringify(m.default));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
    return JSON.parse(stdout) as BuiltPicture;
  }

  it('client and SSR builds: hashed files in assets/, emitted once, the same URLs in both', async () => {
    const client = path.join(root, 'client');
    const server = path.join(root, 'server');
    await build({
      ...base(),
      build: {
        outDir: client,
        rolldownOptions: {
          input: path.join(root, 'entry.js'),
          preserveEntrySignatures: 'strict',
          output: { entryFileNames: '[name].js' },
        },
      },
    });
    // As scripts/build.ts: the server build of the prerenderer, into its own folder.
    await build({ ...base(), build: { ssr: path.join(root, 'entry.js'), outDir: server } });

    const fromClient = await defaultExport(path.join(client, 'entry.js'));
    const fromServer = await defaultExport(path.join(server, 'entry.js'));
    expect(fromServer).toEqual(fromClient);

    const urls = [
      fromClient.src,
      ...fromClient.sources.flatMap((s) => candidates(s.srcSet).map((c) => c.url)),
    ];
    for (const url of urls) {
      expect(url).toMatch(/^\/assets\/sample-\d+-[\w-]{8}\.(?:avif|webp|jpg)$/);
      expect(existsSync(path.join(client, url)), `${url} in the client build`).toBe(true);
    }
    const images = (await readdir(path.join(client, 'assets'))).filter((f) => /\.(?:avif|webp|jpg)$/.test(f));
    expect(images.sort()).toEqual([...new Set(urls.map((url) => path.basename(url)))].sort());
    const serverFiles = await readdir(server, { recursive: true });
    expect(serverFiles.filter((f) => /\.(?:avif|webp|jpg)$/.test(f))).toEqual([]);

    await expectSamplePicture(fromClient, (url) => readFile(path.join(client, url)));
  }, 120_000);

  it('dev server: the module gives the versions and the server serves them', async () => {
    const vite = await createServer({ ...base(), appType: 'custom', server: { middlewareMode: true } });
    const http: Server = createHttpServer(vite.middlewares);
    try {
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      const value = (await vite.ssrLoadModule('/entry.js')).default as BuiltPicture;
      await expectSamplePicture(value, async (url) => {
        const response = await fetch(new URL(url, origin));
        expect(response.status, url).toBe(200);
        return Buffer.from(await response.arrayBuffer());
      });
    } finally {
      await new Promise((resolve) => http.close(resolve));
      await vite.close();
    }
  }, 120_000);
});
