import fs from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { embedLoaderMessages } from '../i18n/src/messages/embed-loader'
import { embedElements } from './src/elements/registry'

const root = import.meta.dirname

/** Each interactive entry's hashed file (under dist/assets/), from the entries' build manifest. */
function hashedEntries(): Record<string, string> {
  const manifestFile = path.join(root, 'dist/.vite/manifest.json')
  if (!fs.existsSync(manifestFile)) {
    throw new Error('Build the interactive entries first (vite build): dist/.vite/manifest.json is missing.')
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >
  return Object.fromEntries(
    embedElements.map(({ entry }) => {
      const chunk = manifest[`src/interactive/${entry}.tsx`]
      if (!chunk?.isEntry) throw new Error(`The manifest has no entry for src/interactive/${entry}.tsx.`)
      return [entry, path.posix.relative('assets', chunk.file)]
    }),
  )
}

/**
 * The registry as the loader needs it: each entry with its interactive module's hashed file in place of
 * the entry's name, and without what only the build and the interactive code read (needsSession), so
 * every partner page downloads each element's description once and nothing more.
 */
function loaderElements() {
  const files = hashedEntries()
  return embedElements.map(({ needsSession: _needsSession, entry, ...rest }) => ({
    ...rest,
    file: files[entry]!,
  }))
}

/** The loader's sentences in both languages, from @sufra/i18n (plain strings, no ICU arguments). */
function loaderText() {
  const pick = (lang: 'en' | 'ar') => {
    const m = embedLoaderMessages[lang]
    return [m['embedLoader.failed'], m['embedLoader.open']]
  }
  return { en: pick('en'), ar: pick('ar') }
}

/**
 * dist/embed.js: the loader, one classic script (IIFE) for partner pages: no framework, no chunks,
 * ≤ 2 KB gzipped (src/loader/size.test.ts… see README). Runs after `vite build`, whose manifest names
 * the hashed interactive entries it imports.
 */
export default defineConfig({
  plugins: [compression({ include: /embed\.js$/, threshold: 0, algorithms: ['brotliCompress', 'gzip'] })],
  define: {
    __SUFRA_ELEMENTS__: JSON.stringify(loaderElements()),
    __SUFRA_TEXT__: JSON.stringify(loaderText()),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    // The map beside it, without the comment naming it (bytes in every partner page).
    sourcemap: 'hidden',
    target: 'es2020',
    lib: {
      entry: path.join(root, 'src/loader/index.ts'),
      formats: ['iife'],
      name: 'sufraEmbed',
      fileName: () => 'embed.js',
    },
  },
})
