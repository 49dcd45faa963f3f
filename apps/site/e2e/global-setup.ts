import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { build } from 'vite'
import { engines, startTestServer } from '../../api/src/testing/test-server'

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * What `pnpm start` runs, on a free loopback port: the production build of the site served by the API
 * server, on a fresh in-memory database filled with the demo content.
 */
export default async function setup(project: TestProject) {
  await build({ root: siteRoot, logLevel: 'warn', build: { sourcemap: false } })
  const server = await startTestServer(engines[0]!, { siteDir: path.join(siteRoot, 'dist') })
  await server.app.listen({ host: '127.0.0.1', port: 0 })
  const address = server.app.server.address()
  if (!address || typeof address === 'string') throw new Error('the server has no port')
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
