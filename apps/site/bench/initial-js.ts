/**
 * The JavaScript a page needs before it can show: the entry, the page's own chunk, its language's
 * messages and every chunk they import statically, read from the build's manifest
 * (`dist/.vite/manifest.json`), raw, gzip and Brotli. Used by `pnpm bench:bundle` (a report) and by
 * the bundle budget test (a ceiling).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }

const MESSAGES_FOLDER = 'src/language/catalogues/'
const ARABIC_MESSAGES = `${MESSAGES_FOLDER}ar.ts`

export type InitialJs = { page: string; chunks: number; raw: number; gzip: number; brotli: number }

/** Per page (`shell (entry)`, then each lazy chunk by its source, e.g. `pages/recipe/recipe-page.tsx`). */
export function initialJsPerPage(distDir: string): InitialJs[] {
  const manifestPath = path.join(distDir, '.vite/manifest.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>

  const staticClosure = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen)
  }
  const measure = (page: string, keys: string[]): InitialJs => {
    const chunks = new Set<string>()
    for (const key of keys) staticClosure(key, chunks)
    let raw = 0
    let gzip = 0
    let brotli = 0
    for (const key of chunks) {
      const bytes = readFileSync(path.join(distDir, manifest[key]!.file))
      raw += bytes.length
      gzip += gzipSync(bytes, { level: 9 }).length
      brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    }
    return { page, chunks: chunks.size, raw, gzip, brotli }
  }

  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  if (!entry) throw new Error(`${manifestPath} names no entry: build the site first.`)
  // Each page loads one language's messages (src/language/catalogue.ts); counted with the Arabic
  // ones, the larger, so the figure holds for both languages.
  const messages = Object.keys(manifest).find((key) => key.endsWith(ARABIC_MESSAGES))
  if (!messages) throw new Error(`${manifestPath} has no ${ARABIC_MESSAGES} chunk.`)
  return [
    measure('shell (entry)', [entry, messages]),
    ...Object.keys(manifest)
      .filter((key) => manifest[key]!.isDynamicEntry && !key.includes(MESSAGES_FOLDER))
      .map((key) => measure(key.replace(/^.*src\//, ''), [entry, messages, key])),
  ]
}
