import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { type Lockfile, type Manifest, type Tarball, scratchLockfile } from './scratch-lockfile'

/**
 * The packages are publishable (issue 13): `pnpm pack` of the kit's packages and the workspace
 * packages they depend on gives tarballs that an app outside the workspace installs, type-checks
 * against and builds with Vite. The install is offline, from the store the workspace install filled,
 * with the registry pointed at a closed port: no test reaches the internet.
 *
 * Needs `pnpm build:packages` first (the tarballs hold dist/ and styles.css).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const run = promisify(execFile)

/** The kit's packages first, then what they depend on; each must be packed for the app to install. */
const published = [
  '@sufra/ui',
  '@sufra/widgets',
  '@sufra/api-client',
  '@sufra/embed',
  '@sufra/core',
  '@sufra/i18n',
  '@sufra/theme',
  '@sufra/styled-system',
] as const

/** The registry packages of the scratch app, at the versions the workspace root uses. */
const appRegistryDependencies = [
  'react',
  'react-dom',
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
]

/** A registry nobody answers on: any attempt to reach the network fails the install. */
const closedRegistry = 'http://127.0.0.1:9/'

const workspaceFolders = fs
  .readdirSync(path.join(root, 'packages'))
  .map((name) => `packages/${name}`)
  .filter((folder) => fs.existsSync(path.join(root, folder, 'package.json')))
const folderOf = new Map(
  workspaceFolders.map((folder) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as Manifest
    return [manifest.name, folder]
  }),
)

/** The environment of a child pnpm: none of the workspace's `pnpm test` settings leak into the app. */
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_)/i.test(key) && key !== 'NODE_OPTIONS'),
)

async function step(what: string, command: string, args: string[], cwd: string) {
  const started = performance.now()
  try {
    const { stdout } = await run(command, args, { cwd, env: cleanEnv, maxBuffer: 64 * 1024 * 1024 })
    console.log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return stdout
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${what} failed (${command} ${args.join(' ')} in ${cwd}):\n${stdout}\n${stderr}`.trim())
  }
}

/** Every path an `exports` map points at, with the condition it sits under. */
function exportTargets(exports: unknown, condition = 'default'): { condition: string; target: string }[] {
  if (typeof exports === 'string') return [{ condition, target: exports }]
  if (exports && typeof exports === 'object') {
    return Object.entries(exports).flatMap(([key, value]) =>
      exportTargets(value, key.startsWith('.') ? 'default' : key),
    )
  }
  return []
}

/** Whether an export target (`./dist/*\/index.js`) names at least one file of the tarball. */
function matches(target: string, files: ReadonlySet<string>): boolean {
  const relative = target.replace(/^\.\//, '')
  if (!relative.includes('*')) return files.has(relative)
  const [before, after] = relative.split('*') as [string, string]
  return [...files].some((file) => file.startsWith(before) && file.endsWith(after))
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sufra-pack-'))
const tarballFolder = path.join(scratch, 'tarballs')
const tarballs = new Map<string, Tarball & { files: Set<string> }>()
let failed = false

describe('the published packages', () => {
  beforeAll(async () => {
    // Outside the workspace, so nothing resolves through the repo's node_modules.
    expect(path.relative(root, scratch).startsWith('..')).toBe(true)
    const unbuilt = published.filter((name) => {
      const folder = folderOf.get(name)
      return (
        !folder ||
        !fs.existsSync(path.join(root, folder, name === '@sufra/styled-system' ? 'styles.css' : 'dist'))
      )
    })
    if (unbuilt.length) {
      throw new Error(`Not built (or missing): ${unbuilt.join(', ')}. Run \`pnpm build:packages\` first.`)
    }
    fs.mkdirSync(tarballFolder)
    const started = performance.now()
    await Promise.all(
      published.map(async (name) => {
        const folder = path.join(root, folderOf.get(name)!)
        const before = new Set(fs.readdirSync(tarballFolder))
        await step(`pnpm pack ${name}`, 'pnpm', ['pack', '--pack-destination', tarballFolder], folder)
        const file = path.join(tarballFolder, `${name.slice(1).replace('/', '-')}-`)
        const packed = fs
          .readdirSync(tarballFolder)
          .find((entry) => !before.has(entry) && path.join(tarballFolder, entry).startsWith(file))
        if (!packed) throw new Error(`pnpm pack wrote no tarball for ${name}.`)
        const absolutePath = path.join(tarballFolder, packed)
        const listing = await run('tar', ['-tzf', absolutePath])
        const manifest = await run('tar', ['-xzOf', absolutePath, 'package/package.json'])
        tarballs.set(name, {
          manifest: JSON.parse(manifest.stdout) as Manifest,
          // From the app's folder (scratch/app), beside the tarballs' folder.
          relativePath: `../tarballs/${packed}`,
          absolutePath,
          workspaceImporter: folderOf.get(name)!,
          files: new Set(
            listing.stdout
              .split('\n')
              .filter(Boolean)
              .map((entry) => entry.replace(/^package\//, '')),
          ),
        })
      }),
    )
    console.log(`packed ${published.length} packages: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  })

  afterAll(() => {
    // A failed run keeps the app to look at.
    if (failed) console.log(`The scratch app is kept in ${scratch}`)
    else fs.rmSync(scratch, { recursive: true, force: true })
  })

  describe.each(published)('%s tarball', (name) => {
    it('has a manifest ready for npm: versions instead of workspace:*, exports into its own files', () => {
      const { manifest, files } = tarballs.get(name)!
      for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'] as const) {
        const ranges = (manifest as Record<string, unknown>)[field] as Record<string, string> | undefined
        for (const [dependency, range] of Object.entries(ranges ?? {})) {
          expect(range, `${name} ${field}.${dependency}`).not.toMatch(/^(workspace|link|file):/)
        }
      }
      const targets = exportTargets(manifest.exports)
      expect(targets.length, `${name} has exports`).toBeGreaterThan(0)
      for (const { condition, target } of targets) {
        // Inside the workspace exports point at the TypeScript sources; a consumer needs built files.
        expect(target, `${name} exports ${target}: publishConfig.exports should point at dist`).not.toMatch(
          /(?<!\.d)\.tsx?$/,
        )
        expect(matches(target, files), `${name} exports ${target}, which is not in the tarball`).toBe(true)
        if (condition === 'types')
          expect(target, `${name}: a types export is a declaration`).toMatch(/\.d\.ts$/)
      }
      // Every JavaScript entry has its declarations next to it.
      const scripts = targets.filter(({ target }) => /\.m?js$/.test(target)).map(({ target }) => target)
      const types = new Set(
        targets.filter(({ condition }) => condition === 'types').map(({ target }) => target),
      )
      for (const script of scripts) {
        if (script.endsWith('/embed.js')) continue // the loader is a script tag's file, not an import
        const declaration = script.replace(/\.m?js$/, '.d.ts')
        expect(types.has(declaration), `${name}: ${script} has no types export ${declaration}`).toBe(true)
      }
    })
  })

  describe('a Vite + React app outside the workspace', () => {
    const app = path.join(scratch, 'app')

    it('installs the tarballs offline from the workspace store', async () => {
      try {
        const workspace = parse(fs.readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8')) as Lockfile
        const packed = published.map((name) => tarballs.get(name)!)
        const { lockfile, dependencies } = scratchLockfile(workspace, appRegistryDependencies, packed)
        writeApp(app, dependencies)
        fs.writeFileSync(path.join(app, 'pnpm-lock.yaml'), stringify(lockfile))
        const store = (await run('pnpm', ['store', 'path'], { cwd: root, env: cleanEnv })).stdout.trim()
        // A package missing from the store means the workspace's own install is behind its lockfile:
        // run `pnpm install` in the workspace (the only step that may use the network).
        await step(
          'pnpm install --offline',
          'pnpm',
          [
            'install',
            '--offline',
            '--frozen-lockfile',
            '--ignore-scripts',
            `--store-dir=${store}`,
            `--config.registry=${closedRegistry}`,
            `--config.cache-dir=${path.join(scratch, 'cache')}`,
            '--config.confirmModulesPurge=false',
          ],
          app,
        )
        for (const name of published) {
          const installed = JSON.parse(
            fs.readFileSync(path.join(app, 'node_modules', name, 'package.json'), 'utf8'),
          ) as Manifest
          expect(installed.version).toBe(tarballs.get(name)!.manifest.version)
        }
      } catch (error) {
        failed = true
        throw error
      }
    })

    it('type-checks against the packed declarations and builds with vite build', async () => {
      try {
        expect(fs.existsSync(path.join(app, 'node_modules')), 'the install above failed').toBe(true)
        await step('tsc --noEmit', path.join(app, 'node_modules/.bin/tsc'), ['-p', '.'], app)
        await step(
          'vite build',
          path.join(app, 'node_modules/.bin/vite'),
          ['build', '--logLevel', 'warn'],
          app,
        )
        const assets = fs.readdirSync(path.join(app, 'dist/assets'))
        const read = (extension: string) =>
          assets
            .filter((file) => file.endsWith(extension))
            .map((file) => fs.readFileSync(path.join(app, 'dist/assets', file), 'utf8'))
            .join('\n')
        const css = read('.css')
        const js = read('.js')
        // The styles a consumer imports: recipes, tokens and the self-hosted fonts.
        expect(css, 'the recipe card styles from @sufra/styled-system/styles.css').toContain(
          '.recipe-card__root',
        )
        expect(css, 'the button recipe').toContain('.button')
        expect(css, 'the fonts from @sufra/theme/fonts.css').toContain('@font-face')
        expect(
          assets.some((file) => file.endsWith('.woff2')),
          'font files bundled',
        ).toBe(true)
        // Each package's code is in the bundle.
        expect(js, 'the recipe card markup').toContain('recipe-card')
        expect(js, "the API client's base path").toContain('/api/v1')
        expect(js, "the embed kit's element registry").toContain('sufra-recipe-card')
        expect(
          assets.some((file) => /^embed-.*\.js$/.test(file)),
          'the embed loader, @sufra/embed/embed.js, copied as a file',
        ).toBe(true)
      } catch (error) {
        failed = true
        throw error
      }
    })

    it("renders an embed element in Node with @sufra/embed/server, as Sufra's API does", async () => {
      try {
        expect(fs.existsSync(path.join(app, 'node_modules')), 'the install above failed').toBe(true)
        fs.writeFileSync(path.join(app, 'render.mjs'), RENDER_SOURCE)
        const printed = await step('render with @sufra/embed/server', process.execPath, ['render.mjs'], app)
        const { html, css } = JSON.parse(printed) as { html: string; css: string }
        expect(html, 'the Arabic card in its container').toMatch(/^<div data-sufra-root[^>]* dir="rtl"/)
        expect(html).toContain('فتوش')
        expect(css, 'the CSS the card uses').toContain('.recipe-card__root')
      } catch (error) {
        failed = true
        throw error
      }
    })
  })
})

/** A small app using one thing from each kit package, as a partner's developer would. */
function writeApp(app: string, dependencies: Record<string, string>) {
  const files: Record<string, string> = {
    'package.json': JSON.stringify(
      { name: 'sufra-scratch-app', private: true, type: 'module', dependencies },
      null,
      2,
    ),
    'index.html':
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sufra kit</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    'vite.config.ts': [
      "import react from '@vitejs/plugin-react'",
      "import { defineConfig } from 'vite'",
      // Files stay files (Vite would inline the small loader as a data: URL).
      'export default defineConfig({ plugins: [react()], build: { assetsInlineLimit: 0 } })',
    ].join('\n'),
    'tsconfig.json': JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: ['vite/client'],
        },
        include: ['src'],
      },
      null,
      2,
    ),
    'src/main.tsx': APP_SOURCE,
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true })
    fs.writeFileSync(path.join(app, file), text)
  }
}

const APP_SOURCE = `import '@sufra/styled-system/styles.css'
import '@sufra/theme/fonts.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { SufraApiProvider, SufraQueryProvider, createSufraClient, type Schema } from '@sufra/api-client'
import { embedElements, type EmbedElementEntry } from '@sufra/embed'
import embedScript from '@sufra/embed/embed.js?url'
import { I18nProvider, messages } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { RecipeCard } from '@sufra/widgets/recipe-card'

const client = createSufraClient({ baseUrl: 'https://sufra.example/api/v1', credentials: 'omit' })

const recipe: Schema<'RecipeSummary'> = {
  _id: '0f8e9a3c-55c1-4f0b-8d6f-7a2b1c3d4e50',
  title: { en: 'Fattoush', ar: 'فتوش' },
  description: { en: 'A bright Levantine salad.', ar: 'سلطة شامية منعشة.' },
  thumbnail: null,
  videoUrl: null,
  time: 25,
  servings: 4,
  ingredientsCount: 12,
  likesCount: 7,
  likedByMe: false,
  savedByMe: false,
  createdBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  metadata: { imported: false, site: null, originalUrl: null },
  category: [],
  cuisine: [],
}

// A partner page self-hosting the loader would add it as a script; the registry names its elements.
const elements: readonly EmbedElementEntry[] = embedElements
const loader = Object.assign(document.createElement('script'), { src: embedScript, async: true })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider locale="en" messages={messages.en}>
      <SufraApiProvider client={client}>
        <SufraQueryProvider>
          <RecipeCard recipe={recipe} />
          <Button onClick={() => document.head.append(loader)}>
            {elements.map((element) => element.tag).join(', ')}
          </Button>
        </SufraQueryProvider>
      </SufraApiProvider>
    </I18nProvider>
  </StrictMode>,
)
`

const RENDER_SOURCE = `import { renderEmbed } from '@sufra/embed/server'

const recipe = ${JSON.stringify({
  _id: '0f8e9a3c-55c1-4f0b-8d6f-7a2b1c3d4e50',
  title: { en: 'Fattoush', ar: 'فتوش' },
  description: { en: 'A bright Levantine salad.', ar: 'سلطة شامية منعشة.' },
  thumbnail: null,
  videoUrl: null,
  time: 25,
  servings: 4,
  ingredientsCount: 12,
  likesCount: 7,
  likedByMe: false,
  savedByMe: false,
  createdBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  metadata: { imported: false, site: null, originalUrl: null },
  category: [],
  cuisine: [],
})}
const rendered = await renderEmbed({ kind: 'recipe-card', recipe, lang: 'ar', sufraOrigin: 'https://sufra.example' })
console.log(JSON.stringify(rendered))
`
