import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { build, preview, type PreviewServer } from 'vite'

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Builds the site for production and serves it on a free loopback port for the e2e tests. */
export default async function setup(project: TestProject) {
  await build({ root: siteRoot, logLevel: 'warn', build: { sourcemap: false } })
  const server: PreviewServer = await preview({
    root: siteRoot,
    logLevel: 'warn',
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('preview server has no port')
  project.provide('siteUrl', `http://127.0.0.1:${address.port}`)
  return async () => {
    await server.close()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
  }
}
