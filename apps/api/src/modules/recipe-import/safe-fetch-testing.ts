/**
 * Test support for the guarded fetch: local HTTP(S) servers on 127.0.0.1, a stub resolver, and a
 * network tap that sees every TCP connection this process opens.
 *
 * The tap replaces `net.Socket.prototype.connect`, which every TCP connection in Node goes through
 * (net.connect, tls.connect, undici). It finds the address the socket was about to reach (the IP
 * literal, or what the socket's own `lookup` answers: the guarded fetch pins one), records it, and
 * connects to a server on 127.0.0.1 instead: the test server registered for that loopback port, the
 * stand-in registered for that public address, or else the sink. So the tests can use public-looking
 * addresses on ports 80/443 without a packet leaving the machine, and anything that slipped past the
 * guard lands in the sink, which counts it. A socket that would ask the system resolver is refused.
 */
import { once } from 'node:events'
import http from 'node:http'
import net from 'node:net'
import tls from 'node:tls'
import type { ResolvedAddress } from './safe-fetch'

export interface LocalServer {
  port: number
  /** Requests received, in order: path and Host header. */
  requests: { path: string; host: string | undefined }[]
  /** TCP connections accepted. */
  connections: number
  close(): Promise<void>
}

const realConnect = net.Socket.prototype.connect
const connectWith = realConnect as (
  this: net.Socket,
  options: net.TcpNetConnectOpts,
  callback?: () => void,
) => net.Socket

export const tap = {
  /** Every destination (`address:port`, IPv6 in brackets) a socket of this process tried to reach. */
  attempts: [] as string[],
  /** Sockets that would have used the system resolver (the guarded fetch never should). */
  violations: [] as string[],
  /** Public `address:port` → the local port standing in for it. */
  routes: new Map<string, number>(),
  /** Ports of the local servers on 127.0.0.1 that a loopback destination may reach as it is. */
  localPorts: new Set<number>(),
  /** Where every other destination lands. */
  sinkPort: 0,
  reset() {
    this.attempts.length = 0
    this.violations.length = 0
    this.routes.clear()
  },
}

type ConnectOptions = net.TcpNetConnectOpts & { path?: string }

function tappedConnect(this: net.Socket, ...args: unknown[]): net.Socket {
  // net.connect and tls.connect hand over [options, callback] (normalised) or the arguments as given.
  const normalised = Array.isArray(args[0]) ? (args[0] as unknown[]) : args
  const options = normalised[0] as ConnectOptions | undefined
  const callback = typeof normalised[1] === 'function' ? (normalised[1] as () => void) : undefined
  if (typeof options !== 'object' || options === null || options.path) {
    throw new Error('The network tap only expects TCP connections with an options object.')
  }
  const host = options.host ?? 'localhost'
  const port = Number(options.port)
  const resolved = new Promise<string>((resolve, reject) => {
    if (net.isIP(host)) return resolve(host)
    if (!options.lookup) {
      tap.violations.push(`${host}:${port}`)
      return reject(new Error(`The code under test asked the system resolver for ${host}.`))
    }
    options.lookup(host, { all: false }, (error, address) =>
      error ? reject(error) : resolve(address as string),
    )
  })
  resolved.then(
    (address) => {
      const destination = net.isIP(address) === 6 ? `[${address}]:${port}` : `${address}:${port}`
      tap.attempts.push(destination)
      const loopback = address === '127.0.0.1' || address === '::1'
      const local =
        loopback && tap.localPorts.has(port) ? port : (tap.routes.get(destination) ?? tap.sinkPort)
      const { lookup: _lookup, ...direct } = options
      connectWith.call(this, { ...direct, host: '127.0.0.1', port: local }, callback)
    },
    (error: Error) => this.destroy(error),
  )
  return this
}

export function installTap() {
  net.Socket.prototype.connect = tappedConnect as typeof realConnect
}

export function removeTap() {
  net.Socket.prototype.connect = realConnect
}

async function listen(
  server: net.Server,
): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>()
  let connections = 0
  server.on('connection', (socket: net.Socket) => {
    connections += 1
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const port = (server.address() as net.AddressInfo).port
  tap.localPorts.add(port)
  return {
    port,
    connections: () => connections,
    async close() {
      for (const socket of sockets) socket.destroy()
      server.close()
      if (server.listening) await once(server, 'close')
    },
  }
}

export async function startHttpServer(handler: http.RequestListener): Promise<LocalServer> {
  const requests: LocalServer['requests'] = []
  const server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? '', host: req.headers.host })
    handler(req, res)
  })
  const listening = await listen(server)
  return {
    port: listening.port,
    requests,
    get connections() {
      return listening.connections()
    },
    close: listening.close,
  }
}

/** A self-signed certificate for `recipes.test` (EC P-256, valid until 2126), for TLS tests only. */
const testKey = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgDiXxFJkmkMwNH858
V/BPt+IC89TSpMR4DGl+F10sJTShRANCAASwSBAii0QLmQq+5XiugSH+zaYvoaDj
kaUVmn5p2ptc7Vib3bzsoCNEL5IWvaP6z19V6azpem5mZsq5lyFup0ds
-----END PRIVATE KEY-----`
const testCertificate = `-----BEGIN CERTIFICATE-----
MIIBnjCCAUSgAwIBAgIUTZYTsNMVIFvLuZqt6Q9ehYm1I/AwCgYIKoZIzj0EAwIw
FzEVMBMGA1UEAwwMcmVjaXBlcy50ZXN0MCAXDTI2MTEyNjA4NTI0OVoYDzIxMjYx
MTAyMDg1MjQ5WjAXMRUwEwYDVQQDDAxyZWNpcGVzLnRlc3QwWTATBgcqhkjOPQIB
BggqhkjOPQMBBwNCAASwSBAii0QLmQq+5XiugSH+zaYvoaDjkaUVmn5p2ptc7Vib
3bzsoCNEL5IWvaP6z19V6azpem5mZsq5lyFup0dso2wwajAdBgNVHQ4EFgQUM0SV
JqD0SX3B1H5nxqJl9W6/XP8wHwYDVR0jBBgwFoAUM0SVJqD0SX3B1H5nxqJl9W6/
XP8wDwYDVR0TAQH/BAUwAwEB/zAXBgNVHREEEDAOggxyZWNpcGVzLnRlc3QwCgYI
KoZIzj0EAwIDSAAwRQIhAOodbpKEzBUgqJrweg5AdvR2IDzFgweD400yglOl4Tk4
AiAlxK9oFvdNt83770pu7I2ozQxFPGz74G6lmcyG7aQ6WQ==
-----END CERTIFICATE-----`

/** A TLS server with the self-signed `recipes.test` certificate; records the SNI name each client sent. */
export async function startTlsServer(): Promise<{
  port: number
  serverNames: (string | undefined)[]
  close(): Promise<void>
}> {
  const serverNames: (string | undefined)[] = []
  const context = tls.createSecureContext({ key: testKey, cert: testCertificate })
  const server = tls.createServer({
    key: testKey,
    cert: testCertificate,
    SNICallback: (name, done) => {
      serverNames.push(name)
      done(null, context)
    },
  })
  server.on('secureConnection', (socket) => socket.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n'))
  server.on('tlsClientError', () => undefined)
  const listening = await listen(server)
  return { port: listening.port, serverNames, close: listening.close }
}

/** A resolver answering from a table (a function of the call count for rebinding), recording each call. */
export function stubResolver(records: Record<string, string[] | ((call: number) => string[])>) {
  const calls: string[] = []
  const lookup = async (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname)
    const record = records[hostname]
    if (!record) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    const answer =
      typeof record === 'function' ? record(calls.filter((name) => name === hostname).length) : record
    return answer.map((address) => ({ address, family: net.isIP(address) === 6 ? 6 : 4 }))
  }
  return { lookup, calls }
}

/** A promise with its resolve function, to wait for a state a server reaches. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}
