/**
 * The built site as a crawler, a visitor without JavaScript or a link preview reads it: the files
 * of dist/ (DIST_DIR), parsed as HTML without running anything. What a page says before any script
 * runs is checked here, in milliseconds per page; the browser (tests/e2e) checks what needs one.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';

export const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(path.join(dist, 'index.html')))
  throw new Error(`${dist} holds no built site: run \`npm run build\` first`);

/** The file a path is served from: '/' -> index.html, '/ru/hist4' -> ru/hist4/index.html. */
export function fileOf(route: string): string {
  if (route === '/404.html') return path.join(dist, '404.html');
  return path.join(dist, route.replace(/^\//, ''), 'index.html');
}

const sources = new Map<string, string>();
const documents = new Map<string, Document>();
// Parsing only: no script runs, no file is fetched, no page is navigated to.
const window = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
    navigation: { disableMainFrameNavigation: true },
  },
});

/** The prerendered HTML of a route, as served. */
export function htmlOf(route: string): string {
  let html = sources.get(route);
  if (html === undefined) {
    html = readFileSync(fileOf(route), 'utf8');
    sources.set(route, html);
  }
  return html;
}

/** The prerendered page of a route as a document (parsed once per run). */
export function pageOf(route: string): Document {
  let document = documents.get(route);
  if (!document) {
    document = new window.DOMParser().parseFromString(htmlOf(route), 'text/html') as unknown as Document;
    documents.set(route, document);
  }
  return document;
}

const BLOCKS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'DD', 'DIALOG', 'DIV', 'DL', 'DT', 'FIELDSET',
  'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'LI',
  'MAIN', 'NAV', 'OL', 'P', 'SECTION', 'TABLE', 'TD', 'TH', 'TR', 'UL',
]);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

/**
 * An element's text as a reader meets it: blocks and table cells on lines of their own (like
 * `innerText`, without computing styles), hidden elements left out.
 */
export function textOf(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as Element;
    if (SKIPPED.has(el.tagName) || el.hasAttribute('hidden')) return;
    if (el.tagName === 'BR') parts.push('\n');
    const block = BLOCKS.has(el.tagName);
    if (block) parts.push('\n');
    el.childNodes.forEach(walk);
    if (block) parts.push('\n');
  };
  walk(element);
  return parts
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

