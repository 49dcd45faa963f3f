import type * as I18nCompile from '@sufra/i18n/compile'
import react from '@vitejs/plugin-react'
import { type Plugin, defineConfig, runnerImport } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { embedElements } from './src/elements/registry'
import { embedMessages } from './src/interactive/catalogues/namespaces'

/**
 * Two builds (the loader has its own: vite.loader.config.ts):
 * - `vite build`: one ES module per registry entry, `dist/assets/<entry>-[hash].js` (what the loader
 *   imports on first use), their shared chunks and the full shadow stylesheet `assets/embed-[hash].css`;
 *   the manifest (dist/.vite/manifest.json) tells the loader build the hashed names. Files are
 *   addressed relative to the module (`base: './'`), so they work from `/v1/embed/assets/` on any host.
 * - `vite build --ssr src/server/render.tsx`: `dist/server/render.js`, one self-contained Node module
 *   (React and everything else bundled in, like the site's renderer) that the API imports.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  base: './',
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [
          precompiledMessages(import.meta.dirname),
          compression({
            include: /\.(js|mjs|css|json)$/,
            threshold: 1024,
            algorithms: ['brotliCompress', 'gzip'],
          }),
        ]),
  ],
  // The stylesheet is generated before (build:styles); the repo's PostCSS config (the site's Panda
  // output) must not touch it.
  css: { postcss: { plugins: [] } },
  // The interactive code gets the messages precompiled (precompiledMessages below), so it leaves out
  // react-intl's ICU parser, as the site does (formatjs' "Bundling with formatjs": its no-parser build);
  // the server renderer keeps it.
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
  ssr: { noExternal: true },
  define: {
    'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production'),
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        sourcemap: true,
        rollupOptions: { output: { entryFileNames: 'render.js' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        // Loaded by import() from a partner's page, never through an HTML page of ours.
        modulePreload: { polyfill: false },
        rollupOptions: {
          input: Object.fromEntries(
            embedElements.map(({ entry }) => [entry, `src/interactive/${entry}.tsx`]),
          ),
          output: {
            entryFileNames: 'assets/[name]-[hash].js',
            chunkFileNames: 'assets/[name]-[hash].js',
            assetFileNames: 'assets/[name]-[hash][extname]',
          },
          // An entry's exports (mount) are its interface to the loader.
          preserveEntrySignatures: 'exports-only',
        },
      },
}))

type Compile = typeof I18nCompile

// src/interactive/catalogues/en.ts and ar.ts: each language's messages, a chunk of their own.
const catalogueModule = /\/src\/interactive\/catalogues\/(en|ar)\.ts$/

/**
 * Replaces each catalogue module with its language's messages in the widgets' namespaces
 * (embedMessages) precompiled to ICU AST (formatjs' "precompile" with `ast: true`), so react-intl
 * formats them without the parser, and a reader downloads only the element's language
 * (src/interactive/catalogue.ts). Read from the sources (@sufra/i18n/compile) through Vite's module
 * runner (they are TypeScript).
 */
function precompiledMessages(root: string): Plugin {
  let compiled: Promise<Compile> | undefined
  return {
    name: 'sufra-embed:precompiled-messages',
    transform: {
      filter: { id: catalogueModule },
      async handler(_code, id) {
        const locale = catalogueModule.exec(id)![1] as 'en' | 'ar'
        compiled ??= runnerImport<Compile>('@sufra/i18n/compile', { root, logLevel: 'error' }).then(
          ({ module }) => module,
        )
        const json = JSON.stringify(embedMessages((await compiled).compileMessages(locale)))
        // JSON.parse of a string literal is faster for the browser than the same object literal.
        return { code: `export default JSON.parse(${JSON.stringify(json)})`, map: null }
      },
    },
  }
}
