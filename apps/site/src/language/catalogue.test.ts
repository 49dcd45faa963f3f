import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { messages } from '@sufra/i18n'
import { catalogueChunks, loadCatalogue } from './catalogue'

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

describe('catalogue', () => {
  it('names, for each language, the module the server preloads', () => {
    for (const file of Object.values(catalogueChunks))
      expect(existsSync(path.join(siteDir, file)), file).toBe(true)
  })

  it("loads each language's messages (ICU strings here; the build precompiles them)", async () => {
    expect(await loadCatalogue('ar')).toBe(messages.ar)
    expect(await loadCatalogue('en')).toBe(messages.en)
  })
})
