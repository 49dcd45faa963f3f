import { defineConfig } from 'tsup'

export default defineConfig({
  // The fake API is its own entry (`@sufra/api-client/testing`), never part of the main bundle.
  entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // The app's own React (hooks and the provider); never a second copy in the bundle.
  external: ['react', 'msw', 'openapi-msw'],
})
