/**
 * The guarded fetch behind URL import: the server fetches a URL a stranger typed, so every hop is
 * checked before a byte leaves the machine.
 *
 * - Only `http:` and `https:`, each on its own default port (80, 443), with no user name or password.
 * - The host name is resolved once per hop and every address it resolves to must be public unicast
 *   (`address-policy.ts`). The connection goes to the first of those checked addresses: the undici
 *   Agent of the hop gets a `connect.lookup` that always answers it, so no second DNS answer (DNS
 *   rebinding) can move the socket; the Host header, TLS SNI and the certificate check stay on the name.
 * - Redirects (301, 302, 303, 307, 308) are followed by hand, at most `maxRedirects` (5), each Location
 *   resolved against the current URL and checked like the first URL.
 * - Caps: time to the response headers of each hop, total time (DNS, redirects and body), and the body
 *   size, read as a stream: past `maxBytes` (on the wire or after gzip/deflate/br decoding) reading stops
 *   and the socket is closed. A Content-Length above the cap is refused before reading.
 * - Content types: `accept: 'html'` takes text/html and application/xhtml+xml, and a response without
 *   a Content-Type only when its first bytes are `<!doctype html` or `<html` (answered as text/html);
 *   `accept: 'image'` takes image/* only (the caller still checks the bytes, e.g. with sharp).
 *
 * `allowHosts` lists host:port pairs (as in `IMPORT_ALLOW_HOSTS`) exempt from the port and address
 * checks, for the tests' and e2e's own loopback servers; every other address rule still holds.
 */
import dns from 'node:dns/promises'
import type { LookupAddress, LookupOptions } from 'node:dns'
import net from 'node:net'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import { Agent, errors as undiciErrors, request } from 'undici'
import {
  checkAddress,
  defaultPort,
  hostPortOf,
  isPrivateNetworkRange,
  normaliseHostPort,
} from './address-policy'

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}

export interface SafeFetchOptions {
  /** Resolver; default node:dns lookup with {all:true}. Tests pass a stub. */
  lookup?: (hostname: string) => Promise<ResolvedAddress[]>
  /** Exactly these host:port pairs may be private/loopback, on any port (tests and e2e only; empty by default). */
  allowHosts?: readonly string[]
  /** Which content types pass: HTML pages or images. */
  accept: 'html' | 'image'
  /** Largest body in bytes (after decoding), e.g. 5 MB for pages, the upload limit for images. */
  maxBytes: number
  /** Longest wait for each hop's response headers, from the start of that hop (DNS included). */
  firstByteTimeoutMs: number
  /** Longest time for the whole fetch: every hop, redirects and the body. */
  totalTimeoutMs: number
  /** Redirects followed at most (default 5). */
  maxRedirects?: number
  /** Cancels the fetch; it then rejects with the signal's reason. */
  signal?: AbortSignal
}

export interface SafeFetchResult {
  /** The final URL, after redirects (without a fragment). */
  url: string
  /** The response's Content-Type as sent (e.g. `text/html; charset=utf-8`), or `text/html` when sniffed. */
  contentType: string
  /** The decoded body (Content-Encoding removed). */
  body: Buffer
}

export type ImportFetchReason =
  | 'url'
  | 'scheme'
  | 'credentials'
  | 'port'
  | 'address'
  | 'dns'
  | 'network'
  | 'redirects'
  | 'status'
  | 'type'
  | 'size'
  | 'timeout'

const defaultMessages: Record<ImportFetchReason, string> = {
  url: "That isn't a web address we can open.",
  scheme: 'Only web addresses starting with http:// or https:// can be imported.',
  credentials: "Web addresses with a user name or password can't be imported.",
  port: "That address uses an unusual port, so we can't import from it.",
  address: "That address isn't on the public internet, so we can't import from it.",
  dns: "We couldn't find that website. Check the address and try again.",
  network: "We couldn't connect to that website. Try again later.",
  redirects: 'That page redirects too many times, so we gave up.',
  status: "That page didn't load: the website answered with an error.",
  type: "That address isn't a page we can read.",
  size: 'That page is too large to import.',
  timeout: 'That website took too long to answer. Try again later.',
}

/**
 * Why an import fetch was refused or failed. `reason` is the stable key (e.g. for a translated
 * message); `message` is an English sentence a person understands.
 */
export class ImportFetchError extends Error {
  override readonly name = 'ImportFetchError'
  readonly reason: ImportFetchReason
  /** The HTTP status of the final response, for reason 'status'. */
  readonly status?: number

  constructor(reason: ImportFetchReason, message?: string, options?: { cause?: unknown; status?: number }) {
    super(
      message ?? defaultMessages[reason],
      options?.cause === undefined ? undefined : { cause: options.cause },
    )
    this.reason = reason
    if (options?.status !== undefined) this.status = options.status
  }
}

const redirectStatuses = new Set([301, 302, 303, 307, 308])
const htmlTypes = new Set(['text/html', 'application/xhtml+xml'])
/** How many decoded bytes are enough to tell whether an untyped body is HTML. */
const sniffBytes = 512

const acceptHeaders = {
  html: 'text/html,application/xhtml+xml;q=0.9',
  image: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
} as const

const systemLookup = async (hostname: string): Promise<ResolvedAddress[]> =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map(({ address }) => ({
    address,
    family: net.isIP(address) === 6 ? 6 : 4,
  }))

/** Parses and checks a URL (first or redirected) before anything is resolved: scheme, credentials. */
function admitUrl(input: string | URL, base?: URL): URL {
  let url: URL
  try {
    url = new URL(input, base)
  } catch (error) {
    throw new ImportFetchError('url', undefined, { cause: error })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImportFetchError('scheme')
  if (url.username || url.password) throw new ImportFetchError('credentials')
  url.hash = ''
  return url
}

/** Rejects with the signal's reason as soon as it aborts (a resolver may ignore signals). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error as Error)
      },
    )
  })
}

/** Port, DNS (once) and address checks of one hop; answers the address to connect to. */
async function admitHost(
  url: URL,
  allowHosts: ReadonlySet<string>,
  lookup: NonNullable<SafeFetchOptions['lookup']>,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const allowed = allowHosts.has(hostPortOf(url))
  if (!allowed && url.port !== '' && Number(url.port) !== defaultPort(url.protocol)) {
    throw new ImportFetchError('port')
  }
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname
  const literal = net.isIP(hostname)
  let addresses: ResolvedAddress[]
  if (literal) {
    addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }]
  } else {
    const answer = Promise.resolve(hostname)
      .then(lookup)
      .catch((error: unknown) => {
        throw new ImportFetchError('dns', undefined, { cause: error })
      })
    addresses = await untilAborted(answer, signal)
    if (addresses.length === 0) throw new ImportFetchError('dns')
  }
  for (const { address } of addresses) {
    if (!net.isIP(address)) {
      throw new ImportFetchError('dns', undefined, {
        cause: new Error(`The resolver answered "${address}".`),
      })
    }
    if (allowed) continue
    const check = checkAddress(address)
    if (!check.public) {
      throw new ImportFetchError(
        'address',
        isPrivateNetworkRange(check.range)
          ? "That address points to a private network, so we can't import from it."
          : undefined,
      )
    }
  }
  const first = addresses[0]!
  return { address: first.address, family: net.isIP(first.address) === 6 ? 6 : 4 }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/** A `net.connect` lookup that answers the checked address whatever it is asked. */
function pinnedLookup({ address, family }: ResolvedAddress) {
  return (_hostname: string, options: LookupOptions | LookupCallback, callback?: LookupCallback) => {
    const done = typeof options === 'function' ? options : callback!
    const all = typeof options === 'object' && options.all === true
    if (all) done(null, [{ address, family }])
    else done(null, address, family)
  }
}

function decoderFor(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return null
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip()
    case 'deflate':
      return zlib.createInflate()
    case 'br':
      return zlib.createBrotliDecompress()
    default:
      throw new ImportFetchError('type', "That website sent the page in an encoding we can't read.")
  }
}

/** True when the body starts like an HTML document (after a BOM and white space). */
export function looksLikeHtml(start: Buffer): boolean {
  const text = start
    .toString('latin1')
    .replace(/^\xef\xbb\xbf/, '')
    .trimStart()
    .toLowerCase()
  return /^(<!doctype html|<html)[\s>]/.test(text)
}

const sizeMessages = {
  html: 'That page is too large to import.',
  image: 'That picture is too large to import.',
} as const

const isZlibError = (error: unknown) =>
  error instanceof Error && /^(Z_|ERR__?ZLIB)/.test((error as NodeJS.ErrnoException).code ?? '')

/**
 * Reads the body as a stream, stopping (which destroys the response and its socket) as soon as the
 * bytes on the wire or the decoded bytes pass maxBytes, or an untyped page does not start like HTML.
 */
async function readCapped(
  body: Readable,
  { encoding, maxBytes, accept, sniffHtml }: ReadOptions,
): Promise<Buffer> {
  const tooLarge = () => new ImportFetchError('size', sizeMessages[accept])
  const chunks: Buffer[] = []
  let decoded = 0
  let sniffed = !sniffHtml
  const sniff = () => {
    sniffed = true
    if (!looksLikeHtml(Buffer.concat(chunks))) throw new ImportFetchError('type')
  }
  async function* countWire(source: AsyncIterable<Buffer>) {
    let wire = 0
    for await (const chunk of source) {
      wire += chunk.length
      if (wire > maxBytes) throw tooLarge()
      yield chunk
    }
  }
  async function collect(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      decoded += chunk.length
      if (decoded > maxBytes) throw tooLarge()
      chunks.push(chunk)
      if (!sniffed && decoded >= sniffBytes) sniff()
    }
    if (!sniffed) sniff()
  }
  const decoder = decoderFor(encoding)
  try {
    if (decoder) await pipeline(body, countWire, decoder, collect)
    else await pipeline(body, collect)
  } catch (error) {
    if (isZlibError(error)) {
      throw new ImportFetchError('type', 'That website sent a damaged page.', { cause: error })
    }
    throw error
  }
  return Buffer.concat(chunks, decoded)
}

interface ReadOptions {
  /** The Content-Encoding header. */
  encoding: string | undefined
  maxBytes: number
  accept: SafeFetchOptions['accept']
  /** An HTML page without a Content-Type: taken only if its first bytes look like HTML. */
  sniffHtml: boolean
}

function mediaTypeOf(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase()
}

type Hop = { redirect: string } | SafeFetchResult

async function fetchHop(
  url: URL,
  target: ResolvedAddress,
  options: SafeFetchOptions,
  signal: AbortSignal,
  headersArrived: () => void,
): Promise<Hop> {
  const agent = new Agent({ connect: { lookup: pinnedLookup(target) }, connections: 1, pipelining: 1 })
  try {
    const response = await request(url, {
      dispatcher: agent,
      method: 'GET',
      headers: {
        accept: acceptHeaders[options.accept],
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': 'Mozilla/5.0 (compatible; SufraRecipeImport/1.0; +https://sufra.app)',
      },
      signal,
      // Backstops only: the timers in safeFetch decide.
      headersTimeout: options.totalTimeoutMs,
      bodyTimeout: options.totalTimeoutMs,
    })
    headersArrived()
    const { statusCode, headers, body } = response
    // A body we drop (destroy) errors with "Request aborted": nobody needs to hear it. Reading it
    // (pipeline) still sees every error through its own listener.
    body.on('error', () => undefined)
    const header = (name: string) => {
      const value = headers[name]
      return Array.isArray(value) ? value[0] : value
    }
    if (redirectStatuses.has(statusCode) && header('location')) {
      body.destroy()
      return { redirect: header('location')! }
    }
    if (statusCode < 200 || statusCode > 299) {
      body.destroy()
      throw new ImportFetchError(
        'status',
        `That page didn't load: the website answered with status ${statusCode}.`,
        { status: statusCode },
      )
    }
    const contentType = header('content-type')?.trim() ?? ''
    const mediaType = mediaTypeOf(contentType)
    const typeAccepted =
      options.accept === 'html'
        ? htmlTypes.has(mediaType) || mediaType === ''
        : mediaType.startsWith('image/') && mediaType.length > 'image/'.length
    if (!typeAccepted) {
      body.destroy()
      throw new ImportFetchError(
        'type',
        options.accept === 'html'
          ? "That address isn't a web page we can read."
          : "That address isn't a picture.",
      )
    }
    const declaredLength = Number(header('content-length'))
    if (Number.isFinite(declaredLength) && declaredLength > options.maxBytes) {
      body.destroy()
      throw new ImportFetchError('size', sizeMessages[options.accept])
    }
    const sniff = options.accept === 'html' && mediaType === ''
    const buffer = await readCapped(body, {
      encoding: header('content-encoding'),
      maxBytes: options.maxBytes,
      accept: options.accept,
      sniffHtml: sniff,
    })
    return { url: url.href, contentType: sniff ? 'text/html' : contentType, body: buffer }
  } finally {
    await agent.destroy().catch(() => undefined)
  }
}

const isUndiciTimeout = (error: unknown) =>
  error instanceof undiciErrors.ConnectTimeoutError ||
  error instanceof undiciErrors.HeadersTimeoutError ||
  error instanceof undiciErrors.BodyTimeoutError

/** Fetches a URL a person gave us, refusing anything that is not a public web page or picture. */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const lookup = options.lookup ?? systemLookup
  const allowHosts = new Set((options.allowHosts ?? []).map(normaliseHostPort))
  const maxRedirects = options.maxRedirects ?? 5
  const timedOut = () => new ImportFetchError('timeout')

  const total = new AbortController()
  const totalTimer = setTimeout(() => total.abort(timedOut()), options.totalTimeoutMs)
  const overall = options.signal ? AbortSignal.any([total.signal, options.signal]) : total.signal
  try {
    let current = admitUrl(url)
    for (let redirects = 0; ; redirects += 1) {
      const firstByte = new AbortController()
      const firstByteTimer = setTimeout(() => firstByte.abort(timedOut()), options.firstByteTimeoutMs)
      const signal = AbortSignal.any([overall, firstByte.signal])
      try {
        const target = await admitHost(current, allowHosts, lookup, signal)
        const hop = await fetchHop(current, target, options, signal, () => clearTimeout(firstByteTimer))
        if (!('redirect' in hop)) return hop
        if (redirects >= maxRedirects) throw new ImportFetchError('redirects')
        current = admitUrl(hop.redirect, current)
      } finally {
        clearTimeout(firstByteTimer)
      }
    }
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason
    if (error instanceof ImportFetchError) throw error
    if (total.signal.aborted || isUndiciTimeout(error)) throw timedOut()
    throw new ImportFetchError('network', undefined, { cause: error })
  } finally {
    clearTimeout(totalTimer)
  }
}
