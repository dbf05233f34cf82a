import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Imports run one way: app -> pages -> features -> shared -> shell -> early -> content and i18n -> lib
// -> styles and assets. A layer never imports one above it (content and i18n are one layer: texts are
// data about data); the folder map in the README says what each holds.
const LAYERS = [
  ['app'],
  ['pages'],
  ['features'],
  ['shared'],
  ['shell'],
  ['early'],
  ['content', 'i18n'],
  ['lib'],
  ['styles', 'assets'],
];
const layerZones = LAYERS.flatMap((layer, i) => {
  const above = LAYERS.slice(0, i).flat();
  return above.length === 0
    ? []
    : layer.map((folder) => ({
        target: `./src/${folder}`,
        from: above.map((folderAbove) => `./src/${folderAbove}`),
        message: `${folder}/ is below ${above.join(', ')}: pass what it needs in, or move the code down.`,
      }));
});
// Features meet only in pages and app: what several of them need lives in src/shared/.
const FEATURES = readdirSync('src/features');
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: `features/${feature} may not import another feature: move what both need to src/shared/.`,
}));
// The early machinery has one door (src/early/index.ts, listed in src/early/README.md).
const earlyDoor = {
  target: LAYERS.flat()
    .filter((folder) => folder !== 'early')
    .map((folder) => `./src/${folder}`),
  from: './src/early',
  except: ['./index.ts'],
  message: 'Import the early machinery through its door, src/early/index.ts.',
};
// The build (vite.config.ts, vite-plugins/, scripts/) runs in Node and reads only these modules of the
// site; anything else it needs comes through Vite (the server entry, the search index's builder).
const BUILD_READS = [
  'src/early/chunks.ts',
  'src/early/earlyTaps.js',
  'src/shared/outbox/mode.ts',
  'src/features/offline/caches.ts',
  'src/features/search/build.ts',
  'src/i18n/en/offlinePage.ts',
  'src/i18n/ru/offlinePage.ts',
  'src/i18n/en/webApp.ts',
  'src/i18n/ru/webApp.ts',
  'src/lib/storageKeys.ts',
];
const buildZone = {
  target: ['./vite.config.ts', './vite-plugins', './scripts'],
  from: './src',
  except: BUILD_READS.map((file) => `./${file.slice('src/'.length)}`),
  message: `The build reads only ${BUILD_READS.join(', ')} (BUILD_READS in eslint.config.js).`,
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'screenshots',
      'bench-results',
      'outbox',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // A <dialog> closes on a backdrop click; keyboard users close it with Escape or the Close buttons.
      'jsx-a11y/click-events-have-key-events': 'off',
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'], tags: [] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // How the plugin reads an imported file to follow its imports (for no-cycle).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones, earlyDoor] }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['vite.config.ts', 'vite-plugins/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.node.json' })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [buildZone] }] },
  },
  {
    // A page composes named sections; a component or function that grows past this is split.
    files: ['src/**/*.{ts,tsx,js}', 'scripts/**/*.ts', 'vite-plugins/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    // Playwright fixtures call their own `use`, which is not React's.
    files: ['tests/e2e/**/*.ts', 'tests/engines/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
