/**
 * Unit tests only (a Vitest setup file): Vite's aliases do not reach a library that require()s React
 * (react-countup, react-slick, Testing Library's CommonJS build), and Node's own require() of
 * Preact would be a second Preact, with hooks of its own. So require() of a React or Preact name
 * returns the very module the tests' imports get (through the aliases). See preact.ts.
 */
import Module from 'node:module';
import * as compat from 'preact/compat';
import * as client from 'preact/compat/client';
import * as hooks from 'preact/hooks';
import * as jsxRuntime from 'preact/jsx-runtime';
import * as preact from 'preact';
import * as testUtils from 'preact/test-utils';

const MODULES: Readonly<Record<string, unknown>> = {
  react: compat,
  'react-dom': compat,
  'react-dom/client': client,
  'react-dom/test-utils': testUtils,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxRuntime,
  preact,
  'preact/compat': compat,
  'preact/hooks': hooks,
  'preact/jsx-runtime': jsxRuntime,
  'preact/test-utils': testUtils,
};

type Load = (request: string, ...rest: unknown[]) => unknown;
const loader = Module as unknown as { _load: Load };
const load = loader._load;
loader._load = function (this: unknown, request: string, ...rest: unknown[]) {
  return Object.hasOwn(MODULES, request) ? MODULES[request] : load.call(this, request, ...rest);
};
