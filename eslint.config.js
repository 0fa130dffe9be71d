// ESLint flat config. Enforces STYLE.md 7.5 (import boundaries between areas and inside the client),
// the 7.5 import bans, kebab-case file names (7.2), size limits (7.3) and type-aware async rules.
// The per-area tsconfigs are the first boundary layer; this is the second.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import boundaries from 'eslint-plugin-boundaries'
import checkFile from 'eslint-plugin-check-file'
import { builtinRules } from 'eslint/use-at-your-own-risk'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import { typeCycles } from './scripts/lint/type-cycles.js'
import { noHardcodedText } from './scripts/lint/no-hardcoded-text.js'

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

// ===================================================================================================
// Server structure (issue 17, docs/decisions/0011-composition-root.md). Kept in one block: the
// elements and policies below are spliced into the boundaries config, the rules object comes last.
// ===================================================================================================
// Boundary elements of the server, most specific first (the first matching element names a file).
const SERVER_ELEMENTS = [
  // Infrastructure only (errors, request rules, idempotency, static files, security headers, meta).
  { type: 'server-plugins', pattern: 'src/server/plugins' },
  { type: 'server-module', pattern: 'src/server/modules/*', capture: ['module'] },
  { type: 'server-schema', pattern: 'src/server/db/schema' },
  // app.ts (the composition root), deps.ts, config, db, lib, demo, seed.ts, main.ts.
  { type: 'server', pattern: 'src/server' },
]
const SERVER_POLICIES = [
  allow('server', ['server', 'server-plugins', 'server-module', 'server-schema', 'shared']),
  // Plugins sit below modules: domain data reaches them as plain functions in their options.
  allow('server-plugins', ['server', 'server-plugins', 'server-schema', 'shared']),
  allow('server-module', ['server', 'server-plugins', 'server-module', 'server-schema', 'shared']),
  {
    from: { element: { type: ['server-module', 'server-plugins'] } },
    disallow: { to: { element: { type: 'server-module', fileInternalPath: '!index.ts' } } },
    message: 'Reach another module through its index.ts, never its repo or service files (STYLE.md 7.5)',
  },
]
// Layering inside a module (STYLE.md 7.5): routes -> service -> repo -> db/schema.
const SERVER_BAN = {
  fastify: { group: ['fastify', 'fastify-*', '@fastify/*'], message: 'Services and repos know nothing of Fastify: routes translate HTTP (STYLE.md 7.5).' },
  schema: { group: ['**/db/schema', '**/db/schema/*'], message: 'Tables are for repos: services receive repos, routes call services (STYLE.md 7.5).' },
  repo: { group: ['**/*.repo'], message: 'Routes call their service; only services hold repos (STYLE.md 7.5).' },
  // One way of passing response schemas: each route declares `schema.response` in a
  // FastifyPluginAsyncZod, so the zod serializer app.ts sets checks every answer against its contract.
  routePlugin: {
    name: 'fastify',
    importNames: ['FastifyPluginAsync', 'FastifyPluginCallback'],
    message: 'Route plugins are FastifyPluginAsyncZod: response schemas go in each route\'s schema.response.',
  },
}
const serverStructure = [
  {
    // Any import cycle in src/ or sw/ fails the lint. Type-only imports are erased and not counted;
    // an edge through a dynamic import() (a lazy chunk loading on first use) may point back, since
    // it runs after both modules have evaluated.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    // import-x skips type-only imports; the server, shared code, the client (docs/decisions/0025) and the
    // worker get no cycle of any kind.
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts', 'src/client/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { structure: { rules: { 'type-cycles': typeCycles } } },
    rules: { 'structure/type-cycles': ['error', { root: import.meta.dirname }] },
  },
  {
    files: ['src/server/**/*.routes.ts'],
    // These two answer with raw streams: storage.routes keeps withTypeProvider for its byte answers, and
    // the tus server hijacks the reply and streams the upload body itself, so neither has a JSON response schema.
    ignores: ['src/server/modules/media/storage.routes.ts', 'src/server/modules/uploads/tus.routes.ts'],
    rules: { 'no-restricted-imports': restrictImports(BAN.headless, BAN.drizzle, BAN.valtioProxy, SERVER_BAN.schema, SERVER_BAN.repo, SERVER_BAN.routePlugin) },
  },
  {
    files: ['src/server/**/*.service.ts'],
    rules: { 'no-restricted-imports': restrictImports(BAN.headless, BAN.drizzle, BAN.valtioProxy, SERVER_BAN.fastify, SERVER_BAN.schema) },
  },
  {
    files: ['src/server/**/*.repo.ts'],
    rules: { 'no-restricted-imports': restrictImports(BAN.headless, BAN.valtioProxy, SERVER_BAN.fastify) },
  },
  {
    // The type provider and compilers are set once, in the composition root.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/app.ts', 'src/server/modules/media/storage.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(withTypeProvider|setSerializerCompiler|setValidatorCompiler)$/]",
          message: 'The zod type provider and compilers are set once in app.ts; routes use FastifyPluginAsyncZod.',
        },
      ],
    },
  },
]
// =================================================================================================== end server structure

// ==== Client structure (issue 17, docs/decisions/0008): which feature may import which ====
// Features compose in routes (slots), so a feature imports another only for a domain reason, listed
// here with it. A feature import outside this list fails the lint: add the pair with its reason, or
// pass the piece in from the route.
const FEATURE_IMPORTS = {
  account: ['auth'], // social-login services and the social login flow
  admin: ['admin-channels', 'admin-kit', 'admin-settings', 'appearance', 'backstage', 'insights', 'localization'], // the requests review page; the site-wide reports reuse the insights charts; channel, appearance, settings and language pages (lazily, from pages.ts); the admin kit its pages are built from
  'admin-settings': ['admin-kit'], // its pages use the admin table, header and links
  'artist-tools': ['backstage'], // an owner's Delete opens the backstage's confirmation, loaded only then
  appearance: ['admin-channels'], // the menu editor reorders items with the channel editor's sortable list; the homepage channel list
  localization: ['admin-kit'], // its pages use the admin table, header and links
  auth: ['recaptcha', 'shell'], // captcha on the forms; the logo and menus of the auth card
  billing: ['auth'], // a paid plan refreshes the session (useApplyBootstrap)
  catalogue: ['track-select'], // the shared track rows choose rows for multi-select (issue 24)
  backstage: ['catalogue'], // the edit forms load and link the catalogue pages they edit, and refresh their queries
  comments: ['offline-queue'], // posting and deleting work offline
  contact: ['recaptcha'], // the human check before sending
  library: ['catalogue', 'offline', 'offline-queue'], // liked items drawn as catalogue cards; save likes offline; offline likes
  notifications: ['workspaces'], // a workspace invite's Join and Decline buttons
  offline: ['offline-queue'], // the offline pill counts queued changes
  playlists: ['catalogue', 'library', 'offline', 'offline-queue'], // track tables, likes, saving, offline edits
  profiles: ['catalogue', 'library', 'offline-queue'], // reposts drawn as catalogue cards with likes; offline reposts/follows
  radio: ['catalogue'], // the radio page is a track table
  search: ['catalogue', 'offline'], // result links; searching saved music offline
  'track-menu': ['catalogue', 'library', 'offline', 'playlists', 'radio', 'track-select'], // the one track menu (issue 24) gathers each feature's action on a track: links and share, like, save offline, add to playlist, radio; its selection bar acts on the selected rows
  shell: ['notifications', 'offline', 'pwa', 'search', 'workspaces'], // the navbar's bell, search box, install button and workspace switcher, the offline error page
}
const FEATURE_POLICIES = [
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
  },
  ...Object.entries(FEATURE_IMPORTS).map(([from, to]) => ({
    from: { element: { type: 'feature', captured: { feature: from } } },
    allow: { to: { element: { type: 'feature', captured: { feature: to } } } },
    message: `feature ${from} may import only ${to.join(', ')} among the features (eslint.config.js FEATURE_IMPORTS)`,
  })),
]
// ==== End of the client structure block ====

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
        ...SERVER_ELEMENTS,
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
            ...SERVER_POLICIES,
            allow('sw', ['sw', 'shared']),
            allow('app', ['app', 'routes', 'feature', 'player', 'ui', 'lib', 'stores', 'shared']),
            // Routes read the router context type from router.ts.
            allow('routes', ['routes', 'app', 'feature', 'player', 'ui', 'lib', 'stores', 'shared']),
            allow('feature', ['player', 'ui', 'lib', 'stores', 'shared']),
            ...FEATURE_POLICIES,
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
  { files: ['src/server/db/**', 'src/server/**/*.repo.ts', 'src/server/lib/pagination/after-key.ts', 'src/server/demo/**'], rules: { 'no-restricted-imports': restrictImports(BAN.headless, BAN.valtioProxy) } },
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
    // Upload progress needs XMLHttpRequest (fetch reports none); lib/xhr-upload.ts is its one wrapper.
    files: ['src/client/**'],
    ignores: ['src/client/lib/http.ts', 'src/client/lib/xhr-upload.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use lib/http.ts for requests.' },
        { name: 'XMLHttpRequest', message: 'Use lib/xhr-upload.ts for uploads with progress.' },
      ],
    },
  },
  {
    // Issue 13: every user-facing string of the client goes through translations. Names and marks
    // that are the same in every language may be listed in `allow`.
    files: ['src/client/**/*.tsx'],
    plugins: { i18n: { rules: { 'no-hardcoded-text': noHardcodedText } } },
    rules: { 'i18n/no-hardcoded-text': ['error', { allow: ['Encore'] }] },
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
  ...serverStructure,
)
