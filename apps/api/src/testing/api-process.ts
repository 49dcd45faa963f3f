/**
 * The real server (`apps/api/src/main.ts` under tsx, what `pnpm start` runs) as a child process, for tests that
 * need a process to kill, restart or run twice (durability, graceful shutdown, scale-out).
 *
 *   const api = await startApiProcess({ env: { DATA_DIR: folder, SEED: 'catalogue' } })
 *   await fetch(`${api.url}/api/v1/recipes`)
 *   await api.kill()                      // SIGKILL, resolves once the process is gone
 *   const again = await startApiProcess({ env: { DATA_DIR: folder } })   // same data
 *   const { code } = await again.stop()   // SIGTERM (graceful), resolves with the exit code
 *
 * The process gets this process's environment without DATABASE_URL (pass it in `env` to use PostgreSQL),
 * a free loopback port, PUBLIC_URL set to its own address and LOG_LEVEL=warn, then `env` on top (a value
 * of `undefined` removes a variable). `startApiProcess` resolves once a cheap GET answers 200 (the first
 * start migrates and seeds, see SEED in src/config.ts), or rejects with the process's output.
 * Always stop or kill what you start (an afterAll/afterEach), or the process outlives the test run.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { type AddressInfo, createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const apiRoot = fileURLToPath(new URL('../..', import.meta.url))

export interface ApiProcessOptions {
  /** Variables over the inherited environment; `undefined` removes one. */
  env?: Record<string, string | undefined>
  /** The port to listen on; a free loopback port by default. */
  port?: number
  /** How long the first answer may take (migrations and seeding included); 120 s by default. */
  startTimeoutMs?: number
  /** The GET that must answer 200 before the server counts as ready. */
  readyPath?: string
  /** Options for Node itself, e.g. `--cpu-prof` to see where the server spends its time. */
  nodeArgs?: string[]
}

export interface ApiExit {
  code: number | null
  signal: NodeJS.Signals | null
}

export interface ApiProcess {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string
  port: number
  child: ChildProcess
  /** Settles when the process has exited, however that happened. */
  exited: Promise<ApiExit>
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string
  /** Sends a signal (SIGTERM by default) and waits for the exit; SIGKILL after `timeoutMs` (30 s). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<ApiExit>
  /** SIGKILL (as a crash or `kill -9`) and waits until the process is gone. */
  kill(): Promise<ApiExit>
}

export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

export async function startApiProcess(options: ApiProcessOptions = {}): Promise<ApiProcess> {
  // A port found free can be taken by another process before the server binds it: try another then.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options, options.port ?? (await freePort()))
    } catch (error) {
      if (options.port !== undefined || attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error
    }
  }
}

async function startOnce(options: ApiProcessOptions, port: number): Promise<ApiProcess> {
  const url = `http://127.0.0.1:${port}`
  const { DATABASE_URL: _inheritedDatabase, ...inherited } = process.env
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
  }
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name]
    else env[name] = value
  }
  // Node itself with tsx's loader, not the `tsx` command: that one runs the server in a second process,
  // which a SIGKILL to the first would leave running (holding the port and the data folder).
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const chunks: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  const output = () => chunks.join('')
  const exited = new Promise<ApiExit>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode })
    else child.once('exit', (code, signal) => resolve({ code, signal }))
  })
  let gone = false
  void exited.then(() => (gone = true))

  const stop = async (signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 30_000) => {
    if (!gone) child.kill(signal)
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    try {
      return await exited
    } finally {
      clearTimeout(timer)
    }
  }
  const kill = () => stop('SIGKILL')

  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000)
  const readyUrl = `${url}${options.readyPath ?? '/api/v1/user/auth/options'}`
  while (true) {
    if (gone) {
      const { code, signal } = await exited
      throw new Error(`The API process exited (${code ?? signal}) before answering:\n${output()}`)
    }
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await kill()
      throw new Error(`The API process did not answer ${readyUrl} in time:\n${output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, port, child, exited, output, stop, kill }
}
