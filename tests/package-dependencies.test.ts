import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Each workspace package declares exactly what its source imports: every bare import of its runtime
 * source is in its dependencies or peerDependencies, and every dependency is used. Tests, stories and
 * their helpers may also use the package's or the repo's devDependencies.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

type PackageJson = {
  name: string
  scripts?: Record<string, string>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson

/** Dependencies that no import names, with the reason they are still needed. */
const usedWithoutImport: Record<string, Record<string, string>> = {
  '@sufra/api': {
    '@fontsource/noto-sans': 'pdf/fonts.ts resolves its font files by name',
    '@fontsource/noto-sans-arabic': 'pdf/fonts.ts resolves its font files by name',
  },
}

// Tests, stories and the fakes, data and frames only they use (story-data, story-host, story-shadow…),
// and the contract fuzz (a test harness run by its test and `pnpm fuzz`).
const isTestSupport = (file: string) =>
  /\.(test|stories|e2e)\.tsx?$/.test(file) ||
  /\/testing\/|\/fuzz\/|[-/](testing|story-[a-z]+)[^/]*\.tsx?$/.test(file)

const workspaceFolders = ['packages', 'apps']
  .flatMap((group) => fs.readdirSync(path.join(root, group)).map((name) => path.join(group, name)))
  .filter((folder) => fs.existsSync(path.join(root, folder, 'src')))

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full)
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

function bareImportsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  const specifiers = file.endsWith('.css')
    ? [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map((match) => match[1]!)
    : ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName)
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/'))
    .filter(
      (specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier.split('/')[0]!),
    )
    .map(packageOf)
}

const repoDevDependencies = Object.keys(readJson(path.join(root, 'package.json')).devDependencies ?? {})

describe.each(workspaceFolders)('%s/package.json', (folder) => {
  const pkg = readJson(path.join(root, folder, 'package.json'))
  const runtime = new Set<string>()
  const testOnly = new Set<string>()
  for (const file of filesUnder(path.join(root, folder, 'src'))) {
    for (const name of bareImportsOf(file)) {
      if (name !== pkg.name) (isTestSupport(file) ? testOnly : runtime).add(name)
    }
  }
  const declared = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]

  it('declares every package its source imports', () => {
    expect([...runtime].filter((name) => !declared.includes(name)).sort()).toEqual([])
  })

  it('imports (or runs from its scripts) every dependency it declares', () => {
    const scripts = Object.values(pkg.scripts ?? {}).join(' ')
    const unused = Object.keys(pkg.dependencies ?? {}).filter(
      (name) =>
        !runtime.has(name) &&
        !new RegExp(`(^|\\s)${name}\\s`).test(scripts) &&
        !usedWithoutImport[pkg.name]?.[name],
    )
    expect(unused.sort()).toEqual([])
  })

  it('tests and stories import only declared or repo development packages', () => {
    const available = new Set([
      ...declared,
      ...Object.keys(pkg.devDependencies ?? {}),
      ...repoDevDependencies,
    ])
    expect([...testOnly].filter((name) => !available.has(name)).sort()).toEqual([])
  })
})
