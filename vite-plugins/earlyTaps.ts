import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import * as STORAGE_KEYS from '../src/lib/storageKeys.ts';

/**
 * The one inline script of a page (src/early/earlyTaps.js): its text, as the prerenderer puts it in every
 * page's head, and the Content-Security-Policy source that allows exactly that text. Both come from
 * the same file, so they cannot drift; a host's own copy of the policy (the nginx block) is compared
 * with this one by the tests. Minified: it is in the head of every page, before the first paint, and
 * its comments are for the reader of the file.
 */
const source = readFileSync(
  // A path, not a URL: under happy-dom (the unit tests' environment) the global URL reads file: as http:.
  resolve(dirname(fileURLToPath(import.meta.url)), '../src/early/earlyTaps.js'),
  'utf8',
)
  .trim()
  // The storage keys it reads are named in the file and written in here, from the one table.
  .replace(/\b[A-Z_]+_KEY\b/g, (name) => {
    const key = (STORAGE_KEYS as Readonly<Record<string, string>>)[name];
    if (key === undefined)
      throw new Error(`src/early/earlyTaps.js names ${name}, not in src/lib/storageKeys.ts`);
    return `'${key}'`;
  });

// es2020: the file's own syntax (`??`, `?.`), so the minifier writes nothing a browser that runs
// the file as written could not run.
export const EARLY_TAPS_SCRIPT = transformSync(source, { minify: true, target: 'es2020' }).code.trim();

export const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT, 'utf8').digest('base64')}'`;
