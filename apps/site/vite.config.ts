import type * as I18nCompile from '@sufra/i18n/compile'
import react from '@vitejs/plugin-react'
import { type Plugin, defineConfig, runnerImport } from 'vite'
import { compression } from 'vite-plugin-compression2'

// PostCSS (Panda) is configured once at the repo root: postcss.config.js.
export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [
    react(),
    precompiledMessages(import.meta.dirname),
    // Text files ship beside their Brotli and gzip forms, compressed once at the highest levels; the
    // server sends the one the browser accepts (@fastify/static preCompressed).
    ...(isSsrBuild
      ? []
      : [
          compression({
            include: /\.(html|js|mjs|css|svg|json|webmanifest|txt)$/,
            threshold: 1024,
            algorithms: ['brotliCompress', 'gzip'],
          }),
        ]),
  ],
  // Every message reaches the browser precompiled (precompiledMessages below), so the client build
  // leaves out react-intl's ICU parser (formatjs' "Bundling with formatjs": its no-parser build).
  // The server renderer keeps it (its size costs nothing there).
  resolve:
    command === 'build' && !isSsrBuild
      ? {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        }
      : {},
  // `pnpm dev`: the API runs on :8080 (apps/api) and Vite forwards its paths there.
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:8080', '/uploads': 'http://127.0.0.1:8080' },
  },
  // The server renderer (`vite build --ssr src/entry-server.tsx`) is one self-contained file the API
  // server imports: React and everything else bundled in (pnpm keeps the packages' dependencies out
  // of this package's node_modules), built for production whatever NODE_ENV the server runs with.
  ssr: { noExternal: true },
  ...(isSsrBuild
    ? {
        define: {
          'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production'),
        },
      }
    : {}),
  // The manifest (dist/.vite/manifest.json) says which chunks each page loads; the bundle budget and
  // the server (to preload a page's code) read it.
  build: isSsrBuild
    ? { outDir: 'dist-server', sourcemap: true, emptyOutDir: true }
    : { outDir: 'dist', sourcemap: true, manifest: true },
}))

type Compile = typeof I18nCompile

// src/language/catalogues/en.ts and ar.ts: each language's messages, a chunk of their own.
const catalogueModule = /\/src\/language\/catalogues\/(en|ar)\.ts$/

/**
 * Replaces each catalogue module with its language's messages precompiled to ICU AST (formatjs'
 * "precompile" with `ast: true`), so react-intl formats them without its ICU parser, which the client
 * build then leaves out (the `no-parser` alias above). The messages are read from their
 * sources (`@sufra/i18n/compile`, run through Vite's module runner since they are TypeScript); in
 * `pnpm dev` an edit to a message file compiles them again and reloads the page.
 */
function precompiledMessages(root: string): Plugin {
  let compiled: Promise<{ module: Compile; dependencies: string[] }> | undefined
  let sources = new Set<string>()
  return {
    name: 'sufra:precompiled-messages',
    transform: {
      filter: { id: catalogueModule },
      async handler(_code, id) {
        const locale = catalogueModule.exec(id)![1] as 'en' | 'ar'
        compiled ??= runnerImport<Compile>('@sufra/i18n/compile', { root, logLevel: 'error' })
        const { module, dependencies } = await compiled
        sources = new Set(dependencies)
        for (const file of dependencies) this.addWatchFile(file)
        // JSON.parse of a string literal is faster for the browser than the same object literal.
        const json = JSON.stringify(module.compileMessages(locale))
        return { code: `export default JSON.parse(${JSON.stringify(json)})`, map: null }
      },
    },
    watchChange(id) {
      if (sources.has(id)) compiled = undefined
    },
  }
}
