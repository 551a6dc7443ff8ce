// The lint of every workspace: typescript-eslint's recommended rules, the rules of hooks
// and the accessibility rules of JSX. Types are tsc's job (`npm run typecheck`); import cycles,
// type-only imports included, scripts/cycles.mjs's (dpdm: one pass over every workspace, where
// import-x/no-cycle parsed every imported module again and took a quarter of the lint's time).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const [, noninteractiveInteractions] = jsxA11y.flatConfigs.recommended.rules['jsx-a11y/no-noninteractive-element-interactions'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      // Local copies beside the workspaces (a known-good build, a scratch CMS).
      '.*/**',
      '**/dist/**',
      '**/.cache/**',
      '**/.tmp/**',
      '**/.strapi/**',
      'web/build/**',
      'web/build-*/**',
      'cms/types/generated/**',
      'cms/public/**',
      '**/screenshots/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // `catch {}` is how the scripts say "not up yet, try again".
      'no-empty': ['error', { allowEmptyCatch: true }],
      // `_`-prefixed names are deliberately unused (a skipped tuple slot, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['web/app/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          ...noninteractiveInteractions,
          // A click on a modal <dialog>'s backdrop lands on the dialog and closes it (Escape from the keyboard).
          dialog: [...noninteractiveInteractions.dialog, 'onClick', 'onMouseDown'],
        },
      ],
    },
  },
  {
    files: ['web/app/**/*.{ts,tsx}', 'cms/src/admin/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Strapi's start, config, bootstrap and plugin files are CommonJS run by node.
    files: ['**/*.cjs', 'cms/server.js', 'cms/config/**/*.js', 'cms/database/**/*.js', 'cms/src/plugins/*/strapi-server.js'],
    languageOptions: { sourceType: 'commonjs' },
    // require() is how CommonJS imports (a plugin's strapi-server.js loads its compiled code).
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The CMS's domain knows no HTTP: the plugin (the HTTP face) imports the domain, never the other way.
    files: ['cms/src/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/plugins/**'], message: 'cms/src/content/ is the domain: it imports nothing from the HTTP plugin (docs/architecture.md).' }] },
      ],
    },
  },
  {
    // The web app's shared components know no content type, route or public script: those import
    // them, one way (docs/architecture.md).
    files: ['web/app/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/content', '~/content/*', '~/routes/*', '~/public-script/*', '**/content/*', '**/routes/*', '**/public-script/*'],
              message: 'web/app/components/ is type-blind: it imports nothing from content/, routes/ or public-script/ (pass it in as props).',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app's helpers sit below its UI: lib/ imports nothing from components/ (the shapes
    // both share live in lib/: public-face.ts, admin-face.ts, review-views.ts), one way (issue 53).
    files: ['web/app/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/components', '~/components/*', '**/components/*'],
              message: 'web/app/lib/ sits below the UI: it imports nothing from components/ (move the shared shape into lib/).',
            },
          ],
        },
      ],
    },
  },
  {
    // Code run inside the browser by the tests (page.evaluate) sees the DOM.
    files: ['web/tests/**/*.ts', 'web/scripts/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
