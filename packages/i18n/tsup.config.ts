import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/translate.ts', 'src/compile.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  external: [
    'react',
    '@formatjs/icu-messageformat-parser',
    'react-intl',
    'intl-messageformat',
    '@sufra/core',
  ],
})
