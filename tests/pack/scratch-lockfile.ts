import { createHash } from 'node:crypto'
import fs from 'node:fs'

/**
 * A pnpm lockfile for an app outside the workspace that depends on packed @sufra tarballs, written
 * from the workspace's own lockfile. With it `pnpm install --offline --frozen-lockfile` needs only the
 * store the workspace install filled: resolving ranges offline would need the registry's metadata,
 * which a frozen workspace install never fetches.
 *
 * Each tarball's dependencies are the ones its packed package.json names (not the workspace's), so a
 * dependency the built code imports but the manifest forgets is missing in the app, as it would be
 * for a real consumer.
 */

type ImporterDependency = { specifier: string; version: string }
type Importer = Partial<
  Record<'dependencies' | 'devDependencies' | 'optionalDependencies', Record<string, ImporterDependency>>
>
type Snapshot = {
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  [field: string]: unknown
}
export type Lockfile = {
  lockfileVersion: string
  settings?: Record<string, unknown>
  importers: Record<string, Importer>
  packages: Record<string, unknown>
  snapshots: Record<string, Snapshot>
}

export type Manifest = {
  name: string
  version: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  exports?: unknown
}

export type Tarball = {
  manifest: Manifest
  /** The tarball's path relative to the app folder, e.g. `../tarballs/sufra-ui-0.1.0.tgz`. */
  relativePath: string
  absolutePath: string
  /** The package's importer in the workspace lockfile, e.g. `packages/ui`. */
  workspaceImporter: string
}

/** The lockfile key of `name` resolved to `version` (a version with peer suffix, or an alias). */
function keyOf(name: string, version: string): string {
  return /^(@[^/]+\/)?[^@(]+@/.test(version) && !/^\d/.test(version) ? version : `${name}@${version}`
}

/** `vite@8.3.8(yaml@2.9.1)` → `vite@8.3.8`: the packages section has one entry per name and version. */
function packageKeyOf(snapshotKey: string): string {
  const peers = snapshotKey.indexOf('(')
  return peers === -1 ? snapshotKey : snapshotKey.slice(0, peers)
}

const integrityOf = (file: string) =>
  `sha512-${createHash('sha512').update(fs.readFileSync(file)).digest('base64')}`

const tarballKey = (tarball: Tarball) => `${tarball.manifest.name}@file:${tarball.relativePath}`

function importerVersion(importer: Importer | undefined, name: string): string | undefined {
  return (
    importer?.dependencies?.[name]?.version ??
    importer?.devDependencies?.[name]?.version ??
    importer?.optionalDependencies?.[name]?.version
  )
}

/**
 * @param workspace the workspace's parsed pnpm-lock.yaml
 * @param appDependencies registry packages of the app (react, vite, …), each at the version the
 *   workspace root uses
 * @param tarballs every packed @sufra package; the app depends on all of them
 * @returns the app's lockfile and its package.json dependencies
 */
export function scratchLockfile(
  workspace: Lockfile,
  appDependencies: readonly string[],
  tarballs: readonly Tarball[],
): { lockfile: Lockfile; dependencies: Record<string, string> } {
  const rootImporter = workspace.importers['.']
  const byName = new Map(tarballs.map((tarball) => [tarball.manifest.name, tarball]))
  const importer: Record<string, ImporterDependency> = {}
  const dependencies: Record<string, string> = {}
  const appVersions = new Map<string, string>()

  for (const name of appDependencies) {
    const version = importerVersion(rootImporter, name)
    if (!version)
      throw new Error(`The workspace root does not depend on ${name}, so its store may not hold it.`)
    const exact = packageKeyOf(keyOf(name, version)).slice(name.length + 1)
    importer[name] = { specifier: exact, version }
    dependencies[name] = exact
    appVersions.set(name, version)
  }

  const packages: Record<string, unknown> = {}
  const snapshots: Record<string, Snapshot> = {}
  for (const tarball of tarballs) {
    const { manifest } = tarball
    const specifier = `file:${tarball.relativePath}`
    importer[manifest.name] = { specifier, version: specifier }
    dependencies[manifest.name] = specifier
    appVersions.set(manifest.name, specifier)

    packages[tarballKey(tarball)] = {
      resolution: { integrity: integrityOf(tarball.absolutePath), tarball: specifier },
      version: manifest.version,
      ...(manifest.peerDependencies ? { peerDependencies: manifest.peerDependencies } : {}),
      ...(manifest.peerDependenciesMeta ? { peerDependenciesMeta: manifest.peerDependenciesMeta } : {}),
    }

    const own = workspace.importers[tarball.workspaceImporter]
    const resolved: Record<string, string> = {}
    for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
      if (range.startsWith('workspace:')) {
        throw new Error(`${manifest.name}'s packed package.json still says ${name}: ${range}.`)
      }
      const sibling = byName.get(name)
      if (sibling) resolved[name] = `file:${sibling.relativePath}`
      else if (name.startsWith('@sufra/')) {
        throw new Error(
          `${manifest.name} depends on ${name}, which the test does not pack: add it to the list.`,
        )
      } else {
        const version = importerVersion(own, name)
        if (!version)
          throw new Error(`${name} (a dependency of ${manifest.name}) is not in the workspace lockfile.`)
        resolved[name] = version
      }
    }
    // Peers come from the app (react, react-dom); an optional peer the app lacks stays absent.
    for (const name of Object.keys(manifest.peerDependencies ?? {})) {
      const fromApp = appVersions.get(name)
      if (fromApp) resolved[name] = fromApp
      else if (!manifest.peerDependenciesMeta?.[name]?.optional) {
        throw new Error(`${manifest.name} needs the peer ${name}, which the scratch app does not install.`)
      }
    }
    snapshots[tarballKey(tarball)] = Object.keys(resolved).length ? { dependencies: resolved } : {}
  }

  // Everything the app and the tarballs reach, copied from the workspace lockfile.
  const pending = Object.entries(importer)
    .filter(([name]) => !byName.has(name))
    .map(([name, { version }]) => keyOf(name, version))
  for (const snapshot of Object.values(snapshots)) {
    for (const [name, version] of Object.entries(snapshot.dependencies ?? {})) {
      if (!version.startsWith('file:')) pending.push(keyOf(name, version))
    }
  }
  while (pending.length) {
    const key = pending.pop()!
    if (snapshots[key]) continue
    const snapshot = workspace.snapshots[key]
    const entry = workspace.packages[packageKeyOf(key)]
    if (!snapshot || !entry) throw new Error(`${key} is not in the workspace lockfile.`)
    snapshots[key] = snapshot
    packages[packageKeyOf(key)] = entry
    for (const [name, version] of Object.entries({
      ...snapshot.dependencies,
      ...snapshot.optionalDependencies,
    })) {
      pending.push(keyOf(name, version))
    }
  }

  return {
    lockfile: {
      lockfileVersion: workspace.lockfileVersion,
      settings: workspace.settings,
      importers: { '.': { dependencies: importer } },
      packages,
      snapshots,
    },
    dependencies,
  }
}
