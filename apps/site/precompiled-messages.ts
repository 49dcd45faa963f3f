import type * as I18nCompile from '@sufra/i18n/compile'
import { type Plugin, runnerImport } from 'vite'

type Compile = typeof I18nCompile

// src/language/catalogues/en.ts and ar.ts: each language's messages, a chunk of their own.
const catalogueModule = /\/src\/language\/catalogues\/(en|ar)\.ts$/

/**
 * Replaces each catalogue module with its language's messages precompiled to ICU AST (formatjs'
 * "precompile" with `ast: true`), so react-intl formats them without its ICU parser, which the client
 * build then leaves out (the `no-parser` alias in vite.config.ts). The messages are read from their
 * sources (`@sufra/i18n/compile`, run through Vite's module runner since they are TypeScript); in
 * `pnpm dev` an edit to a message file compiles them again and reloads the page.
 */
export function precompiledMessages(root: string): Plugin {
  let compiled: Promise<{ module: Compile; dependencies: string[] }> | undefined
  let sources = new Set<string>()
  return {
    name: 'sufra:precompiled-messages',
    transform: {
      filter: { id: catalogueModule },
      async handler(_code, id) {
        const locale = catalogueModule.exec(id)![1] as 'en' | 'ar'
        compiled ??= runnerImport<Compile>('@sufra/i18n/compile', { root, logLevel: 'error' })
        const { module, dependencies } = await compiled
        sources = new Set(dependencies)
        for (const file of dependencies) this.addWatchFile(file)
        // JSON.parse of a string literal is faster for the browser than the same object literal.
        const json = JSON.stringify(module.compileMessages(locale))
        return { code: `export default JSON.parse(${JSON.stringify(json)})`, map: null }
      },
    },
    watchChange(id) {
      if (sources.has(id)) compiled = undefined
    },
  }
}
