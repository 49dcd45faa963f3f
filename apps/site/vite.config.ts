import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { precompiledMessages } from './precompiled-messages'

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
  // Every message reaches the browser precompiled (precompiled-messages.ts), so the client build leaves
  // out react-intl's ICU parser (formatjs' "Bundling with formatjs": the parser's no-parser build).
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
