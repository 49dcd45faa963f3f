import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // The app's own React (hooks and the provider); never a second copy in the bundle.
  external: ['react'],
})
