import { copyFile } from 'node:fs/promises'
import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['@pandacss/dev', '@ark-ui/react'],
  // fonts.css imports the @fontsource packages; consumers' bundlers resolve them.
  onSuccess: async () => copyFile('src/fonts.css', 'dist/fonts.css'),
})
