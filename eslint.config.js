// ESLint holds the architecture's boundaries (README, "Conventions") so they no longer rest on discipline alone.
// Syntactic rules only: type-aware linting would cost a full TypeScript program on every run; `tsc` checks types.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The folders that sit below features: they serve every feature, so they may not know any of them. */
const sharedClientFolders = ['src/ui', 'src/api', 'src/i18n', 'src/session'];

const boundaries = [
  {
    target: './machines',
    from: ['./src', './server', './tests', './scripts'],
    message: 'Machines are pure statecharts: they import only xstate and contract/.',
  },
  {
    target: './contract',
    from: ['./src', './server', './machines', './tests', './scripts'],
    message: 'contract/ is shared by the SPA and the server, so it imports neither (nor the machines).',
  },
  {
    target: './server',
    from: ['./src'],
    message: 'The server never imports the SPA: share the rule through contract/.',
  },
  ...sharedClientFolders.map((folder) => ({
    target: `./${folder}`,
    from: ['./src/features', './src/routes'],
    message: 'ui, api, i18n and session serve every feature, so they import no feature and no route.',
  })),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to src/ui, src/api, src/flows or contract/.',
  })),
];

/**
 * The server's modules as a hierarchy, ground floor first: a module imports only modules on floors below its own,
 * so no two modules can ever import each other, however indirectly. A new import upwards means moving a module
 * up (or what both need down into server/shared/), on purpose, here.
 */
const serverModuleFloors = [
  ['risk', 'system', 'content', 'flights', 'ticketing', 'mail-quotas'],
  ['accounts', 'coupons', 'flight-ops'],
  ['member-centre', 'points'],
  ['flight-search', 'insurance', 'wallet'],
  ['orders'],
  ['payments'],
  ['refunds'],
  ['ancillaries'],
  ['ticket-changes'],
  [
    'check-in',
    'customer-service',
    'delay-certificates',
    'feedback',
    'passengers',
    'point-mall',
    'ticket-verification',
    'disruption',
  ],
  ['ticket-guide'],
];
const serverModules = readdirSync('server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplacedModules = serverModules.filter((module) => !serverModuleFloors.flat().includes(module));
if (unplacedModules.length > 0) throw new Error(`Place server/modules/${unplacedModules.join(', ')} on a floor`);

/** Where the server puts its parts together: no module, provider or kernel file may import them. */
const serverCompositionRoot = [
  './server/app.ts',
  './server/main.ts',
  './server/start-server.ts',
  './server/background-jobs.ts',
  './server/static-site.ts',
  './server/modules/index.ts',
  './server/site',
  './server/openapi',
  './server/db/seed/index.ts',
];

const serverBoundaries = [
  {
    target: './server/shared',
    from: './server',
    except: ['./shared', './db', './config.ts', './clock.ts', './i18n.ts'],
    message: 'server/shared/ is the kernel every part uses: it imports none of them (only db/, config, clock, i18n).',
  },
  {
    target: './server/providers',
    from: ['./server/modules', ...serverCompositionRoot],
    message: 'Providers (payment sandbox, SMS, mail, PDF) serve the modules: they import none.',
  },
  {
    target: './server/modules',
    from: serverCompositionRoot,
    message: 'Modules are put together by the composition root (app.ts, modules/index.ts): they never import it.',
  },
  ...serverModuleFloors
    .flatMap((floor, level) =>
      floor.map((module) => ({
        target: `./server/modules/${module}`,
        from: serverModuleFloors
          .slice(level)
          .flat()
          .filter((other) => other !== module)
          .map((other) => `./server/modules/${other}`),
        message: `server/modules/${module} imports only modules on lower floors (serverModuleFloors in eslint.config.js).`,
      })),
    )
    .filter((zone) => zone.from.length > 0), // a module alone on the top floor has nothing above it to refuse
];

/** Production code of the server never reaches into test helpers, nor into the development levers (app.ts loads those). */
const serverProductionImports = {
  patterns: [
    { regex: '(^|/)testing(/|$)', message: 'Production code never imports testing/: move what it needs beside it.' },
    {
      regex: '^(\\.\\./)*\\.?\\.?/?dev/',
      message: 'Production code never imports server/dev/: app.ts loads the levers only with DEV_TOOLS=on.',
    },
  ],
};

/** The product's code (its tests aside, which may use the viewer's sample) never imports the viewer. */
const viewerApart = {
  target: ['./src', './machines', './server', './contract'],
  from: './flows-viewer',
  message: 'The flows viewer is built beside the product (flows-viewer/): nothing of the product imports it.',
};

/** Packages a statechart may use: machines/ reads like the flow's story, with no React, router, i18n or fetch. */
const machinePackages = {
  patterns: [
    {
      regex: '^(?!xstate(/|$)|vitest$|\\.{1,2}/)',
      message: 'Machines import only xstate and contract/ (vitest in their tests).',
    },
  ],
};

/** The route tree is in every page's first load; zod, dayjs and XState belong in the views' own chunks. */
const routeTreePackages = {
  paths: [
    { name: 'dayjs', message: 'Route files are in the first load: format dates in the view.' },
    { name: 'xstate', message: 'Route files are in the first load: machines belong to the views.' },
    { name: '@xstate/react', message: 'Route files are in the first load: machines belong to the views.' },
  ],
  patterns: [
    {
      regex: '^(zod|zod/.*|dayjs/.*)$',
      message: 'Route files are in the first load: validateSearch is a plain function, forms bring zod in their chunk.',
    },
  ],
};

const CHAKRA_ELEMENTS = [
  'a',
  'button',
  'img',
  'input',
  'select',
  'textarea',
  'label',
  'form',
  'fieldset',
  'legend',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'table',
  'th',
  'td',
  'tr',
  'dl',
  'dt',
  'dd',
  'iframe',
  'svg',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'build/',
      'coverage/',
      'data/',
      'test-results/',
      'playwright-report/',
      'src/routeTree.gen.ts',
      'server/db/migrations/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // Which files import-x reads for their imports and exports (no-cycle follows them): TypeScript too, with its parser.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/ignore': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // tsc reports unused names already (noUnusedLocals/Parameters); a second report adds nothing.
      '@typescript-eslint/no-unused-vars': 'off',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-extraneous-dependencies': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-cycle': 'off',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,flows-viewer,machines,contract,server,tests,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['{src,machines,server,contract}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, viewerApart] }] },
  },
  {
    // No file of the server takes part in an import cycle.
    files: ['server/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The server's production code: its parts form a hierarchy and it imports neither test helpers nor the levers.
    // Tests and their helpers (and the levers, which app.ts alone loads) may reach any part.
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**', 'server/dev/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, viewerApart, ...serverBoundaries] }],
      'no-restricted-imports': ['error', serverProductionImports],
    },
  },
  {
    // Tests and their helpers read replies of any shape; the code they test stays typed.
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // TanStack Router's file names are the spec's routes (`defray`, `checkIn`, `{-$locale}`): they stay as the spec spells them.
    files: ['src/routes/**'],
    rules: {
      'check-file/filename-naming-convention': 'off',
      'check-file/folder-naming-convention': 'off',
      'no-restricted-imports': ['error', routeTreePackages],
    },
  },
  {
    // Named by the locale they hold (`zhCn`, `zhTw`, `en`), as the catalogue folders contract/catalogues/<locale>/ are.
    files: ['src/i18n/catalogues/*.ts'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    files: ['machines/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', machinePackages] },
  },
  {
    // Small files with one purpose (DESIGN: under 250 lines): a longer one tells two stories. A chart reads like its
    // flow's story, so build its setup or a part of it (choosing, paying) in a file of its own, as
    // ancillary-purchase-setup.ts and -paying.ts do; a test file splits by behaviour, its shared setup beside it.
    // Every line counts, blank and comment lines too, as `wc -l` counts them. The generated route tree and the
    // migrations are ignored at the top.
    files: ['**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'flows-viewer/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'flows-viewer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Written for the React Compiler, which this site does not use; what it finds here are effects that follow the
      // browser (an object URL, an animation frame) or reset a menu on navigation, each correct as written.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['src/**/*.tsx', 'flows-viewer/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    settings: {
      // Chakra's `chakra.button`, `chakra.img` … render those very elements, so they are checked as such, and so is
      // any element given another one with `as`.
      'jsx-a11y': {
        polymorphicPropName: 'as',
        components: Object.fromEntries(CHAKRA_ELEMENTS.map((tag) => [`chakra.${tag}`, tag])),
      },
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Safari drops a list's role once its bullets are styled away, so role="list" on such a list is meant.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
);
