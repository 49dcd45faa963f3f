import { defineConfig } from 'tsup'

// The package's importable part (registry, types) and the renderer's types; runs last in `build`,
// so it must not clean what the Vite builds wrote.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { entry: ['src/index.ts', 'src/server/render.tsx'] },
  clean: false,
  sourcemap: true,
  outDir: 'dist',
})
