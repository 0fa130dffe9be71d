import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { build, defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { routeChunks } from './scripts/vite-route-chunks'

const manifest = JSON.parse(fs.readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'))
const buildId = process.env.BUILD_ID ?? new Date().toISOString()
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|valtio|proxy-compare|use-sync-external-store)[\\/]/

// Statically imported by the entry, yet only its lazy chunks use them (tree-shaking leaves nothing
// of them on the first screen): kept out of the shell group, or zod (25 KB gzip) would load with it.
const NOT_IN_SHELL = /node_modules[\\/]zod[\\/]|[\\/]src[\\/]shared[\\/]contracts[\\/]/
// The persisted query cache (idb, the persister, hydration): main.tsx asks for it at once, since an offline
// start needs the saved bootstrap data before the first frame.
const PERSIST = /[\\/]src[\\/]client[\\/]lib[\\/](persist|env)\.ts$|node_modules[\\/](idb|@tanstack[\\/]query-persist-client-core)[\\/]|query-core[\\/]build[\\/]modern[\\/]hydration\.js/
// What every page imports once its first page has rendered (routes/__root.tsx, main.tsx): the offline
// indicator and manager, the offline change queue and the service worker's registration. One request
// instead of six (each small chunk also repeats its import/export lists). Pages of these features
// (the offline library, the save button) stay in their own chunks, and so does `runOrQueue`, which the
// pages' like and follow buttons import: it loads the queue's parts on first use.
const STARTUP =
  /[\\/]src[\\/]client[\\/](features[\\/]pwa[\\/]|features[\\/]offline-queue[\\/](?!run-or-queue\.ts)|features[\\/]offline[\\/]((cache-names|deps|messages|manager)\.ts|components[\\/](offline-indicator|offline-state)\.tsx))/
// The actions of every catalogue detail page (album, track, artist, playlist): like, share, save
// offline, the row menu's trigger and the ad slot. Loaded together instead of as eight tiny chunks. The
// menus and dialogs they open still load on first use.
const PAGE_ACTIONS =
  /[\\/]src[\\/]client[\\/]features[\\/](library[\\/](keys|likes-state|toggle-like|use-likes)\.ts|library[\\/]components[\\/]like-toggle\.tsx|playlists[\\/]components[\\/]track-menu-trigger\.tsx|offline[\\/](load-queue\.ts|components[\\/]save-offline-button\.tsx)|catalogue[\\/]components[\\/](share-button|ad-slot)\.tsx)/
// The mutation hook on its own: the forms (login, register, account settings, the backstage) use it
// without any of the page actions above (2 KB gzip they loaded with it).
const MUTATION = /react-query[\\/]build[\\/]modern[\\/]useMutation\.js|query-core[\\/]build[\\/]modern[\\/]mutationObserver\.js/
// Saving and removing offline music, loaded on first use (or when a download waits): one chunk.
const OFFLINE_ACTIONS = /[\\/]src[\\/]client[\\/]features[\\/]offline[\\/](download-queue|remove|media-cache)\.ts$/
/**
 * Writes .br and .gz next to every built script and stylesheet (and svg, manifest), so the server can send
 * them as they are (@fastify/static `preCompressed: true`) instead of the raw files: the first screen
 * moves about a third of the bytes. index.html is left out: the server renders its title per page.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'encore-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|svg|webmanifest)$/.test(file)) continue
        const data = fs.readFileSync(file)
        if (data.length < 1024) continue
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }))
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
      }
    },
  }
}

/**
 * After the browser build, the server entry (src/client/entry-server.tsx) is built into <outDir>/.ssr, so
 * every `vite build` (npm run build, e2e, bench) yields a build the server can render pages from
 * (docs/decisions/0034). The static plugin never serves that folder.
 */
function serverEntry(): Plugin {
  let outDir = 'dist'
  let configFile: string | undefined
  return {
    name: 'encore-server-entry',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir)
      configFile = config.configFile
    },
    async closeBundle() {
      await build({
        configFile,
        logLevel: 'warn',
        build: { ssr: 'src/client/entry-server.tsx', outDir: path.join(outDir, '.ssr'), emptyOutDir: true },
      })
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders split too: the route tree imports every route file up front, and a loader pulls its feature's
      // queries (and their contracts) into the first screen. The home route keeps its loader (routes/index.tsx).
      // Loader and component share a chunk: the page needs both at once, so one request instead of two
      // in a row, and one import() per route in the entry.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    // The server entry's bundle (dist-ssr, docs/decisions/0034) needs none of the browser build's outputs.
    !isSsrBuild && VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        // The manifest's screenshots are for the browser's install dialog only: not worth precaching.
        globIgnores: ['**/screenshots/**', '.ssr/**'],
      },
      devOptions: { enabled: false },
    }),
    !isSsrBuild && precompress(),
    // dist/route-chunks.json: what the server preloads for each route's first screen.
    !isSsrBuild && routeChunks(),
    !isSsrBuild && serverEntry(),
  ],
  resolve: {
    // React 19 has useSyncExternalStore built in: the router's store (and headlessui) asks for the
    // pre-18 shim's with-selector, which ships the whole shim as well. The same package's plain
    // with-selector builds on React's own hook (about 0.4 KB gzip less on every page).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      // workbox-window's "module" is its ES5 build (2.3 KB gzip); its ES2017 build is 1.4 KB (target es2022).
      { find: /^workbox-window$/, replacement: 'workbox-window/build/workbox-window.prod.mjs' },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/storage': 'http://localhost:3000' },
  },
  // The server entry is one file: it runs from dist-ssr/ beside the compiled server, without node_modules lookups.
  ssr: { noExternal: true },
  build: isSsrBuild ? { outDir: 'dist/.ssr', emptyOutDir: true, target: 'node22', sourcemap: false, copyPublicDir: false } : {
    outDir: 'dist',
    // Also when --outDir is outside the project (e2e, bench): otherwise files of the previous build stay,
    // the service worker precaches them too, and a stale sw.js.gz/.br (precompress runs beside the
    // plugin that writes sw.js) is what the server sends, precaching the previous build's chunks.
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // Every browser we target supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Only the hash in chunk names: every import statement and lazy import() repeats the names, and
        // route-file names are long (album._albumId._artistName._albumName): ~0.9 KB gzip on the first screen.
        entryFileNames: 'assets/[hash].js',
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // The libraries every page runs, in one chunk: one request, and gzip compresses them together
          // (a dozen small shared chunks cost ~7 KB more). Only the listed packages, not their importers,
          // and only what the entry imports statically ('$initial'): the parts only lazy pages use (infinite
          // queries, mutations, hydration) load with those pages. The app's own first-screen modules join
          // the entry ('app') instead of two dozen sub-kilobyte chunks; then the after-first-frame group
          // and the detail-page actions. Measured by `bench/listening/run.ts --first-screen`.
          groups: [
            { name: 'framework', test: FRAMEWORK, tags: ['$initial'], includeDependenciesRecursively: false },
            { name: 'app', test: (id) => !NOT_IN_SHELL.test(id), tags: ['$initial'], includeDependenciesRecursively: false },
            { name: 'persist', test: PERSIST, includeDependenciesRecursively: false },
            { name: 'startup', test: STARTUP, includeDependenciesRecursively: false },
            { name: 'page-actions', test: PAGE_ACTIONS, includeDependenciesRecursively: false },
            { name: 'mutation', test: MUTATION, includeDependenciesRecursively: false },
            { name: 'offline-actions', test: OFFLINE_ACTIONS, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}))
