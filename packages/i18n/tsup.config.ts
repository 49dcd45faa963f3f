import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/translate.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['react', 'react-intl', 'intl-messageformat', '@sufra/core'],
})
