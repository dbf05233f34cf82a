/**
 * The site's components are written against React's API and run on Preact (preact/compat): the same
 * hooks, Suspense, lazy and portals in a fifth of React DOM's script, which a slow phone must
 * download, parse and run before a page is interactive (issue 16).
 *
 * Every import of React, in our code and in the libraries we use (react-slick, react-countup,
 * Testing Library), goes to Preact's compatibility layer: in the browser build, the prerendering
 * build and the dev server through Vite's aliases (`preactAliases`), and in the unit tests, whose
 * libraries load with Node's require(), through Node's resolver (`preactRequire.ts`). What the tests
 * run is what the site ships.
 *
 * Each name goes to Preact's ES module file itself, never its CommonJS build: a library that
 * require()s React would otherwise get a second Preact with hooks of its own.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PREACT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/preact');

const FILES: Readonly<Record<string, string>> = {
  react: 'compat/dist/compat.mjs',
  'react-dom': 'compat/dist/compat.mjs',
  'react-dom/client': 'compat/client.mjs',
  'react-dom/server': 'compat/server.mjs',
  'react-dom/test-utils': 'test-utils/dist/testUtils.mjs',
  'react/jsx-runtime': 'jsx-runtime/dist/jsxRuntime.mjs',
  'react/jsx-dev-runtime': 'jsx-runtime/dist/jsxRuntime.mjs',
  preact: 'dist/preact.mjs',
  'preact/compat': 'compat/dist/compat.mjs',
  'preact/compat/client': 'compat/client.mjs',
  'preact/compat/server': 'compat/server.mjs',
  'preact/hooks': 'hooks/dist/hooks.mjs',
  'preact/jsx-runtime': 'jsx-runtime/dist/jsxRuntime.mjs',
  'preact/test-utils': 'test-utils/dist/testUtils.mjs',
};

/** The file a React or Preact module name stands for, or undefined for any other name. */
export function preactFile(name: string): string | undefined {
  const file = FILES[name];
  return file && path.join(PREACT, file);
}

/** Vite's aliases: each exact module name to its Preact file. */
export const preactAliases = Object.keys(FILES).map((name) => ({
  find: new RegExp(`^${name.replace(/[/-]/g, '\\$&')}$`),
  replacement: preactFile(name) as string,
}));
