import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { type AddressInfo, createServer as createNetServer } from 'node:net'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { build } from 'vite'
import { startOidcProvider, type OidcUserClaims } from '../../api/src/testing/oidc-provider'
import { startSmtpCatcher } from '../../api/src/testing/smtp-catcher'
import { pngFile } from '../../api/src/modules/images/image-testing'
import { startPartnerBlog } from './partner-blog'

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const apiRoot = path.resolve(siteRoot, '../api')

/**
 * What `pnpm start` runs — the production build of the site and the API in one Node process (`src/main.ts`)
 * on a fresh embedded database that it migrates and fills with the demo content — on a free loopback
 * port, with its mail going to a real SMTP server (smtp-server) and Google sign-in pointed at a local
 * OpenID Connect provider (oauth2-mock-server). Tests reach the caught mail and choose the next Google
 * user through a small control server, because they run in other processes.
 */
export default async function setup(project: TestProject) {
  // As `pnpm --filter @sufra/site build`: the site, then its server renderer (pages arrive rendered).
  // A production build, as `pnpm start` serves (Vitest sets NODE_ENV=test, which would give React's
  // development build).
  const testEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ root: siteRoot, logLevel: 'warn', build: { sourcemap: false } })
    await build({
      root: siteRoot,
      logLevel: 'warn',
      build: { sourcemap: false, ssr: 'src/entry-server.tsx' },
    })
  } finally {
    process.env.NODE_ENV = testEnv
  }
  // The embed kit's loader, interactive code and widget renderer, which the server serves to partners.
  // (In production mode too: under Vitest's NODE_ENV=test the renderer would use React's dev JSX runtime.)
  execFileSync('pnpm', ['--filter', '@sufra/embed', 'build'], {
    cwd: siteRoot,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  const catcher = await startSmtpCatcher()
  const google = await startOidcProvider()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sufra-e2e-'))
  const recipePages = await startRecipePageServer()
  // A partner's blog on another site (127.0.0.2) that embeds Sufra's widgets (embed.e2e.ts).
  const partnerBlog = await startPartnerBlog()
  const port = await freePort()
  const siteUrl = `http://127.0.0.1:${port}`

  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const server = spawn(path.join(apiRoot, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_DIR: path.join(siteRoot, 'dist'),
      PUBLIC_URL: siteUrl,
      SMTP_URL: catcher.url,
      GOOGLE_ISSUER: google.googleConfig.issuer,
      GOOGLE_CLIENT_ID: google.googleConfig.clientId,
      GOOGLE_CLIENT_SECRET: google.googleConfig.clientSecret,
      // E2E_LOG_LEVEL=info with E2E_SERVER_LOG=<file> keeps every request's log line, for debugging a journey.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // The import journey fetches its pages from this loopback server, and only from it.
      IMPORT_ALLOW_HOSTS: recipePages.host,
      EMBED_ORIGINS: partnerBlog.origin,
      // Every journey signs up and signs in new people, all from this one address: more than the
      // defaults (10 sign-ups an hour; 10 failed logins and Google sign-in starts in 15 minutes per
      // address, the shell's failed-login checks among them).
      RATE_LIMITS: 'signup:100/3600,login:100/900',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  await waitUntilServing(server, `${siteUrl}/api/v1/user/auth/options`, output)

  const control = await startControlServer({
    nextMail: (to) => catcher.waitForMail(to, 15_000),
    setNextGoogleUser: (claims) => google.setNextUser(claims),
  })

  project.provide('siteUrl', siteUrl)
  project.provide('controlUrl', control.url)
  project.provide('recipePagesUrl', recipePages.url)
  project.provide('partnerBlogUrl', partnerBlog.origin)
  return async () => {
    await stop(server)
    if (process.env.E2E_SERVER_LOG) writeFileSync(process.env.E2E_SERVER_LOG, output.join(''))
    await recipePages.close()
    await partnerBlog.close()
    await control.close()
    await catcher.close()
    await google.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const sharedFixtures = path.resolve(siteRoot, '../../../shared/data/import-fixtures-cc')
const ownFixtures = path.join(siteRoot, 'e2e/fixtures')

/**
 * Recipe pages to import: `/cc/<file>` from ../shared/data/import-fixtures-cc (openly licensed pages, read
 * in place, never copied into the repository) and `/own/<file>` from e2e/fixtures (written by us). Every
 * picture address on a page is pointed at this server's `/pictures/`, so an import never reaches the
 * internet; `/pictures/*` answers a real PNG.
 */
async function startRecipePageServer() {
  const picture = (await pngFile(640, 480)).data
  let origin = ''
  // `/held/<token>/<folder>/<file>` answers only once `/release/<token>` is asked, so a test can watch
  // what the site shows while an import waits for the page.
  const held = new Map<string, { promise: Promise<void>; release: () => void }>()
  const hold = (token: string) => {
    if (!held.has(token)) {
      let release = () => {}
      const promise = new Promise<void>((resolve) => (release = resolve))
      held.set(token, { promise, release })
    }
    return held.get(token)!
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://pages')
    const parts = url.pathname.split('/')
    if (parts[1] === 'release' && parts[2]) {
      hold(parts[2]).release()
      response.writeHead(204).end()
      return
    }
    if (parts[1] === 'held' && parts[2]) {
      const rest = `/${parts.slice(3).join('/')}`
      void hold(parts[2]).promise.then(() => {
        request.url = rest
        server.emit('request', request, response)
      })
      return
    }
    const [, folder, file] = parts
    if (folder === 'pictures') {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.end(picture)
      return
    }
    const root = folder === 'cc' ? sharedFixtures : folder === 'own' ? ownFixtures : null
    if (!root || !file || !/^[\w.-]+\.html$/.test(file)) {
      response.writeHead(404).end()
      return
    }
    readFile(path.join(root, file), 'utf8').then(
      (html) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end(
          html.replace(/https?:\/\/[^\s"'<>]+?\.(?:jpe?g|png|webp|gif)\b/gi, `${origin}/pictures/photo.png`),
        )
      },
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  return {
    url: origin,
    host: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function freePort(): Promise<number> {
  const probe = createNetServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Polls until the server answers (the first start migrates and seeds), or fails with its output. */
async function waitUntilServing(server: ChildProcess, url: string, output: string[]) {
  const deadline = Date.now() + 150_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited (${server.exitCode}):\n${output.join('')}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  await stop(server)
  throw new Error(`The server did not start within 150 s:\n${output.join('')}`)
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

/** GET /mail?to=… answers the next message to that address; POST /google-user sets the next Google person. */
async function startControlServer(actions: {
  nextMail: (to: string) => Promise<{ subject: string; text: string }>
  setNextGoogleUser: (claims: OidcUserClaims) => void
}) {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control')
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'GET' && url.pathname === '/mail') {
      actions.nextMail(url.searchParams.get('to') ?? '').then(
        (mail) => reply(200, { subject: mail.subject, text: mail.text }),
        (error: Error) => reply(404, { message: error.message }),
      )
      return
    }
    if (request.method === 'POST' && url.pathname === '/google-user') {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        actions.setNextGoogleUser(JSON.parse(Buffer.concat(chunks).toString()) as OidcUserClaims)
        reply(200, {})
      })
      return
    }
    reply(404, { message: 'unknown control call' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
    /** The test control server: caught mail and the next Google user. */
    controlUrl: string
    /** Recipe pages for the import journey, served on 127.0.0.1 (see startRecipePageServer). */
    recipePagesUrl: string
    /** A partner's blog on 127.0.0.2 embedding Sufra's widgets (see partner-blog.ts). */
    partnerBlogUrl: string
  }
}
