/**
 * A copy of a build with every script file taken out of its pages: the boot script's tag (the only
 * script file a page asks for) is removed, the inline tap-holding script and the JSON-LD data stay.
 * What the pages cost without any of the app's code: the other half of a side-by-side bench
 * (`npm run bench -- --no-build --compare dist-noscripts`).
 *
 *   npx tsx bench/stripScripts.ts [from: dist] [to: dist-noscripts]
 */
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const from = path.resolve(process.argv[2] ?? process.env.DIST_DIR ?? 'dist');
const to = path.resolve(process.argv[3] ?? 'dist-noscripts');
const SCRIPT_FILE = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g;

rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
let pages = 0;
let removed = 0;
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (name.endsWith('.html')) {
      const html = readFileSync(file, 'utf8');
      const tags = html.match(SCRIPT_FILE) ?? [];
      writeFileSync(file, html.replace(SCRIPT_FILE, ''));
      pages++;
      removed += tags.length;
    }
  }
};
walk(to);
if (removed < pages)
  throw new Error(`Only ${removed} script tags in ${pages} pages: has the boot script's tag changed?`);
console.log(`${to}: ${pages} pages, ${removed} script tags removed.`);
