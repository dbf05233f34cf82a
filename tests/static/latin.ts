/**
 * Latin-letter check of the built Russian pages (npm run test:static): the <main> of every page
 * under dist/ru/ shows no word in Latin letters except brand, product and model names, article
 * numbers, standards and abbreviations (tests/static/latinWords.ts). A word still in English
 * because a component writes it (PENDING_LATIN) is listed but does not fail the check.
 * Exits with 1 and lists each page's English words.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { distDir, prerenderedPages, routeOf } from './pages.ts';
import { mainText, PENDING_LATIN, unexpectedLatin } from './latinWords.ts';

const dist = distDir();
const pages = prerenderedPages(dist).filter((file) => routeOf(dist, file).startsWith('/ru'));
const broken: string[] = [];
const pending = new Map<string, Set<string>>();

for (const file of pages) {
  const html = readFileSync(file, 'utf8');
  if (!/<main[\s>]/.test(html)) {
    broken.push(`${routeOf(dist, file)}: no <main>`);
    continue;
  }
  const words = unexpectedLatin(mainText(html));
  const english = [...new Set(words.filter((w) => !w.pending).map((w) => w.word))];
  if (english.length) broken.push(`${routeOf(dist, file)}: ${english.join(', ')}`);
  for (const { word } of words.filter((w) => w.pending)) {
    pending.set(word, (pending.get(word) ?? new Set()).add(routeOf(dist, file)));
  }
}

for (const [word, routes] of pending) {
  console.warn(`Latin check: «${word}» on ${routes.size} Russian pages, pending: ${PENDING_LATIN.get(word)}`);
}
if (!pages.length) {
  console.error(`Latin check: no Russian pages under ${path.join(dist, 'ru')}`);
  process.exitCode = 1;
} else if (broken.length) {
  console.error(broken.join('\n'));
  console.error(`Latin check: English words on ${broken.length} of ${pages.length} Russian pages.`);
  process.exitCode = 1;
} else {
  console.log(
    `Latin check: ${pages.length} Russian pages show Latin letters only in names, models and codes.`,
  );
}
