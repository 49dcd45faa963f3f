import { defineConfig } from 'tsup'

// One entry per widget folder, so each is its own subpath export (@sufra/widgets/<name>).
export default defineConfig({
  entry: ['src/index.ts', 'src/*/index.ts', '!src/lib/**'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  external: [
    /^@sufra\//,
    /^@ark-ui\//,
    /^react-hook-form/,
    /^@hookform\//,
    /^zod/,
    'react',
    'react-dom',
    'lucide-react',
  ],
})
