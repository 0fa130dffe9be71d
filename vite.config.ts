import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'

const manifest = JSON.parse(fs.readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'))
const buildId = process.env.BUILD_ID ?? new Date().toISOString()
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|valtio|proxy-compare|use-sync-external-store)[\\/]/

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

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders split too: the route tree imports every route file up front, and a loader pulls its feature's
      // queries (and their contracts) into the first screen. The home route keeps its loader (routes/index.tsx).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/storage': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // Every browser we target supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs, in one chunk: one request, and gzip compresses them together
          // (a dozen small shared chunks cost ~7 KB more). Only the listed packages, not their importers.
          groups: [{ name: 'framework', test: FRAMEWORK, includeDependenciesRecursively: false }],
        },
      },
    },
  },
})
