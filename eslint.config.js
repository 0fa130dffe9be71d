// ESLint flat config. Enforces STYLE.md 7.5 (import boundaries between areas and inside the client),
// the 7.5 import bans, kebab-case file names (7.2), size limits (7.3) and type-aware async rules.
// The per-area tsconfigs are the first boundary layer; this is the second.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import boundaries from 'eslint-plugin-boundaries'
import checkFile from 'eslint-plugin-check-file'
import { builtinRules } from 'eslint/use-at-your-own-risk'

const TS = ['**/*.ts', '**/*.tsx']
const BROWSER_GLOBALS = Object.fromEntries(
  ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'console', 'setTimeout', 'clearTimeout',
    'URL', 'URLSearchParams', 'BroadcastChannel', 'fetch'].map((name) => [name, 'readonly']),
)
const TESTS = ['tests/**', 'e2e/**']

// `max-lines` can carry one severity only; the same core rule under a second name gives the 250 warning.
const size = { rules: { 'max-lines': builtinRules.get('max-lines') } }
const lineLimit = (max) => ({ max, skipBlankLines: true, skipComments: true })

// no-restricted-imports options do not merge between config objects, so each zone lists every ban
// that applies to it (built here), and the most specific zone comes last. Area-to-area imports are
// checked by boundaries below, on resolved paths (a pattern like **/client/** would hit db/client).
const BAN = {
  headless: { group: ['@headlessui/*'], message: 'Headless UI is wrapped by src/client/ui only (STYLE 7.5).' },
  drizzle: { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Drizzle queries live in src/server/db and *.repo.ts only.' },
  valtioProxy: { name: 'valtio', importNames: ['proxy'], message: 'Create valtio proxies in the stores only.' },
}
const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { type: to } } },
  message: `${from} may not import this (STYLE.md 7.5)`,
})
function restrictImports(...bans) {
  const paths = bans.filter((b) => b.name)
  const patterns = bans.filter((b) => b.group)
  return ['error', { paths, patterns }]
}

export default tseslint.config(
  {
    ignores: [
      'dist/**', 'dist-server/**', 'node_modules/**', '.tsbuild/**', '.tanstack/**', 'data/**', 'coverage/**',
      'test-results/**', 'playwright-report/**', 'bench-results/**',
      // Generated: the router plugin writes it, drizzle-kit writes the migrations.
      'src/client/routeTree.gen.ts', 'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // An empty catch is how "best effort" code says so (storage quota, closed windows).
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: TS,
    languageOptions: {
      parserOptions: {
        // Each file is checked with its nearest tsconfig (src/shared, src/client, src/server, sw, tests).
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { size },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      // immich's type-aware async rules: every promise is awaited, returned or explicitly voided.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      // Style-level findings from the recommended sets warn; the rules STYLE.md enforces stay errors.
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-useless-assignment': 'warn',
      'max-lines': ['error', lineLimit(400)],
      'size/max-lines': ['warn', lineLimit(250)],
    },
  },
  {
    // Root config files, scripts and e2e have no tsconfig of their own; tests/tsconfig.json covers them
    // (bench/ has its own, found by the project service).
    files: ['*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: false, project: ['./tests/tsconfig.json'], tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: [...TESTS, '**/*.gen.ts'],
    rules: { 'max-lines': 'off', 'size/max-lines': 'off' },
  },

  // --- File names (STYLE 7.2): kebab-case; route files may use route-grammar tokens ($id, _layout, -components).
  {
    files: TS,
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '{src,sw,tests,e2e,scripts,bench}/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src/server,src/shared,sw,tests,e2e,scripts,bench}/**/': 'KEBAB_CASE', 'src/client/!(routes)/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['src/client/routes/**/*.{ts,tsx}', 'src/client/*.gen.ts'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'src/client/routes/**/*.{ts,tsx}': '?(_|__|-|$)+([a-zA-Z0-9_$-])' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },

  // --- Area boundaries (STYLE 7.5).
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['src/**/*', 'sw/**/*'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'src/shared' },
        { type: 'server', pattern: 'src/server' },
        { type: 'sw', pattern: 'sw' },
        { type: 'routes', pattern: 'src/client/routes' },
        { type: 'feature', pattern: 'src/client/features/*', capture: ['feature'] },
        { type: 'player', pattern: 'src/client/player' },
        { type: 'ui', pattern: 'src/client/ui' },
        { type: 'lib', pattern: 'src/client/lib' },
        { type: 'stores', pattern: 'src/client/stores' },
        // main.tsx, router.ts, routeTree.gen.ts, styles: the client's composition root.
        { type: 'app', pattern: 'src/client' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // The last matching policy decides: the allow lists first, the entry-point restriction last.
          policies: [
            allow('shared', ['shared']),
            allow('server', ['server', 'shared']),
            allow('sw', ['sw', 'shared']),
            allow('app', ['app', 'routes', 'feature', 'player', 'ui', 'lib', 'stores', 'shared']),
            // Routes read the router context type from router.ts.
            allow('routes', ['routes', 'app', 'feature', 'player', 'ui', 'lib', 'stores', 'shared']),
            allow('feature', ['feature', 'player', 'ui', 'lib', 'stores', 'shared']),
            allow('player', ['player', 'ui', 'lib', 'stores', 'shared']),
            // ui imports only React, Headless UI and lib/cn.
            allow('ui', ['ui']),
            { from: { element: { type: 'ui' } }, allow: { to: { element: { type: 'lib', fileInternalPath: 'cn.ts' } } } },
            allow('stores', ['stores', 'lib', 'shared']),
            allow('lib', ['lib', 'shared']),
            {
              // Another feature and the player are reached only through their index.ts.
              disallow: { to: { element: { type: ['feature', 'player'], fileInternalPath: '!index.ts' } } },
              message: 'Import another feature or the player through its index.ts (STYLE.md 7.5)',
            },
          ],
        },
      ],
    },
  },

  // --- Import bans (STYLE 7.5). Zones from general to specific; each lists all its bans.
  { files: ['src/shared/**'], rules: { 'no-restricted-imports': restrictImports(BAN.headless, BAN.drizzle, BAN.valtioProxy) } },
  { files: ['src/server/**'], rules: { 'no-restricted-imports': restrictImports(BAN.headless, BAN.drizzle, BAN.valtioProxy) } },
  { files: ['src/server/db/**', 'src/server/**/*.repo.ts'], rules: { 'no-restricted-imports': restrictImports(BAN.headless, BAN.valtioProxy) } },
  { files: ['sw/**'], rules: { 'no-restricted-imports': restrictImports(BAN.headless, BAN.drizzle, BAN.valtioProxy) } },
  { files: ['src/client/**'], rules: { 'no-restricted-imports': restrictImports(BAN.headless, BAN.drizzle, BAN.valtioProxy) } },
  { files: ['src/client/ui/**'], rules: { 'no-restricted-imports': restrictImports(BAN.drizzle, BAN.valtioProxy) } },
  { files: ['src/client/stores/**', 'src/client/**/store.ts'], rules: { 'no-restricted-imports': restrictImports(BAN.headless, BAN.drizzle) } },
  {
    // Client requests go through lib/http.ts (prefix, XSRF, method override, retries); the SW fetches on its own.
    files: ['src/client/**'],
    ignores: ['src/client/lib/http.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use lib/http.ts for requests.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Use lib/http.ts for requests.' },
        { object: 'globalThis', property: 'fetch', message: 'Use lib/http.ts for requests.' },
      ],
    },
  },
  {
    // Plain JS (this file, public/ scripts): no type information.
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  {
    // Classic scripts served as they are (e.g. the OAuth popup callback): browser globals.
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: BROWSER_GLOBALS },
  },
)
