import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Imports run one way: app -> pages -> features -> shell -> early -> content and i18n -> lib. A
// layer never imports one above it (content and i18n are one layer: texts are data about data); the
// folder map in the README says what each holds.
const LAYERS = [['app'], ['pages'], ['features'], ['shell'], ['early'], ['content', 'i18n'], ['lib']];
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
// A feature uses another only where listed here; nothing else of src/features/ is in its reach.
const FEATURE_USES = {
  catalogue: ['quoteList', 'share'],
  enquiry: ['quoteList', 'share', 'sharedList'],
  home: [],
  offline: [],
  quoteList: [],
  search: [],
  share: ['quoteList'],
  sharedList: ['quoteList', 'share'],
};
const featureZones = Object.entries(FEATURE_USES).map(([feature, uses]) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...uses.map((used) => `./${used}`)],
  message: `features/${feature} may use only ${uses.join(', ') || 'no other feature'} (FEATURE_USES in eslint.config.js).`,
}));

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
    // The boot script is the page's entry: it starts the app (src/app/client.tsx) once it may.
    ignores: ['src/early/boot.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // How the plugin reads an imported file to follow its imports (for no-cycle).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Playwright fixtures call their own `use`, which is not React's.
    files: ['tests/e2e/**/*.ts', 'tests/engines/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
