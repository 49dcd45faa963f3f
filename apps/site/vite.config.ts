import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// PostCSS (Panda) is configured once at the repo root: postcss.config.js.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 8080, host: '127.0.0.1' },
  build: { outDir: 'dist', sourcemap: true },
})
