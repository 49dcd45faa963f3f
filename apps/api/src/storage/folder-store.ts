/**
 * The default store: files under one folder (DATA_DIR/uploads), a key's segments as subfolders. Writes go
 * to `.partial/` first and are renamed into place, so a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { assertObjectKey, type ObjectStore, type StoredObject } from './object-store'

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '')

export function createFolderStore(folder: string): ObjectStore {
  const root = path.resolve(folder)
  const partialDir = path.join(root, '.partial')
  mkdirSync(root, { recursive: true })
  const fileOf = (key: string) => {
    assertObjectKey(key)
    return path.join(root, ...key.split('/'))
  }

  return {
    kind: 'folder',

    async put(key, data) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      await mkdir(partialDir, { recursive: true })
      const partial = path.join(partialDir, randomUUID())
      try {
        await writeFile(partial, data)
        await rename(partial, file)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },

    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key)
      const handle = await open(file, 'r').catch((error: unknown) => {
        if (isMissing(error)) return null
        throw error
      })
      if (!handle) return null
      try {
        const stats = await handle.stat()
        if (!stats.isFile()) {
          await handle.close()
          return null
        }
        return {
          // The stream closes the file when it ends or is destroyed.
          body: handle.createReadStream(),
          size: stats.size,
          // The validator `send` (and so @fastify/static) gave the same files.
          etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
          lastModified: stats.mtime,
        }
      } catch (error) {
        await handle.close()
        throw error
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true })
    },

    async exists(key) {
      const stats = await stat(fileOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null
        throw error
      })
      return stats?.isFile() ?? false
    },

    async close() {},
  }
}
