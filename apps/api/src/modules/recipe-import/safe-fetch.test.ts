/**
 * The guarded fetch against servers on 127.0.0.1 only. Public-looking addresses on ports 80/443 reach
 * them through the network tap (safe-fetch-testing.ts); anything that got past the guard lands in the
 * sink, and every test ends by checking the sink saw no connection unless it says otherwise.
 */
import { once } from 'node:events'
import type http from 'node:http'
import net from 'node:net'
import zlib from 'node:zlib'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ImportFetchError, looksLikeHtml, safeFetch, type SafeFetchOptions } from './safe-fetch'
import {
  deferred,
  installTap,
  removeTap,
  startHttpServer,
  startTlsServer,
  stubResolver,
  tap,
  type LocalServer,
} from './safe-fetch-testing'

const recipePage = '<!doctype html><html><head><title>Lentil soup</title></head><body>Soup</body></html>'
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')
const megabyte = 1024 * 1024
const hugeSize = 50 * megabyte

/** What the site's long answers reached; each test that uses one waits for it. */
let huge = deferred<{ written: number; finished: boolean }>()
let dripClosed = deferred()
let silentSeen = deferred()
let silentClosed = deferred()

function site(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://site.test')
  const path = url.pathname
  if (path === '/recipe') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(recipePage)
  } else if (path === '/redirect') {
    res
      .writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('to')! })
      .end()
  } else if (path.startsWith('/chain/')) {
    const left = Number(path.slice('/chain/'.length))
    if (left === 0) res.writeHead(200, { 'content-type': 'text/html' }).end(recipePage)
    else res.writeHead(301, { location: `../chain/${left - 1}` }).end()
  } else if (path === '/xhtml') {
    res.writeHead(200, { 'content-type': 'application/xhtml+xml' }).end(recipePage)
  } else if (path === '/json') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"title":"Lentil soup"}')
  } else if (path === '/untyped-html') {
    res.writeHead(200).end(`\ufeff\n  ${recipePage}`)
  } else if (path === '/untyped-text') {
    res.writeHead(200).end('Lentil soup: lentils, onion, cumin.')
  } else if (path === '/png') {
    res.writeHead(200, { 'content-type': 'image/png' }).end(png)
  } else if (path === '/missing') {
    res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><p>Not found</p>')
  } else if (path === '/gzip') {
    res
      .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
      .end(zlib.gzipSync(recipePage))
  } else if (path === '/brotli') {
    res
      .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' })
      .end(zlib.brotliCompressSync(recipePage))
  } else if (path === '/corrupt-gzip') {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(recipePage)
  } else if (path === '/compress') {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'compress' }).end(recipePage)
  } else if (path === '/big-png') {
    res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([png, Buffer.alloc(2 * megabyte)]))
  } else if (path === '/gzip-bomb') {
    // 20 MB of spaces in about 20 kB.
    res
      .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
      .end(zlib.gzipSync(Buffer.alloc(20 * megabyte, ' '), { level: 9 }))
  } else if (path === '/declared-huge') {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(hugeSize) })
    res.write('<!doctype html>')
  } else if (path === '/huge') {
    void streamHuge(res)
  } else if (path === '/drip') {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.write('<!doctype html>')
    const timer = setInterval(() => res.write(' '), 20)
    res.on('close', () => {
      clearInterval(timer)
      dripClosed.resolve()
    })
  } else if (path === '/silent') {
    res.on('close', () => silentClosed.resolve())
    silentSeen.resolve()
  } else {
    res.writeHead(404).end()
  }
}

/** 50 MB of HTML without a Content-Length, written as fast as the reader takes it, until it hangs up. */
async function streamHuge(res: http.ServerResponse) {
  const closed = once(res, 'close')
  res.writeHead(200, { 'content-type': 'text/html' })
  const chunk = Buffer.alloc(64 * 1024, 'a')
  let written = 0
  while (written < hugeSize && !res.destroyed) {
    written += chunk.length
    if (!res.write(chunk)) await Promise.race([once(res, 'drain'), closed])
  }
  const finished = written >= hugeSize && !res.destroyed
  if (finished) res.end()
  huge.resolve({ written, finished })
}

let origin: LocalServer
let sink: LocalServer

const publicV4 = '93.184.216.34'
const publicV6 = '2606:2800:220:1:248:1893:25c8:1946'
const otherPublicV4 = '151.101.1.69'

/** The public web as the tests see it: names, what they resolve to, and the stand-in behind them. */
const records = {
  'recipes.test': [publicV4],
  'v6.recipes.test': [publicV6],
  'blog.test': [otherPublicV4],
  localhost: ['127.0.0.1', '::1'],
  'intranet.test': ['10.0.0.7'],
  'metadata.test': ['169.254.169.254'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'nat64.test': ['64:ff9b::a00:7'],
  '6to4.test': ['2002:c0a8:101::1'],
  'ula.test': ['fd00::7'],
  'cgnat.test': ['100.64.0.7'],
  'mixed.test': [publicV4, '127.0.0.1'],
}

const base = {
  accept: 'html',
  maxBytes: megabyte,
  firstByteTimeoutMs: 10_000,
  totalTimeoutMs: 20_000,
} satisfies SafeFetchOptions

function publicWeb() {
  return stubResolver(records)
}

async function refusal(promise: Promise<unknown>): Promise<ImportFetchError> {
  const error = await promise.then(
    () => new Error('the fetch succeeded'),
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ImportFetchError)
  return error as ImportFetchError
}

beforeAll(async () => {
  installTap()
  origin = await startHttpServer(site)
  sink = await startHttpServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(recipePage),
  )
  tap.sinkPort = sink.port
})

afterAll(async () => {
  await origin?.close()
  await sink?.close()
  removeTap()
})

let sinkConnectionsBefore = 0
beforeEach(() => {
  tap.reset()
  for (const address of [publicV4, otherPublicV4]) {
    tap.routes.set(`${address}:80`, origin.port)
  }
  tap.routes.set(`[${publicV6}]:80`, origin.port)
  sinkConnectionsBefore = sink.connections
  huge = deferred()
  dripClosed = deferred()
  silentSeen = deferred()
  silentClosed = deferred()
})

afterEach(() => {
  expect(tap.violations, 'no socket may use the system resolver').toEqual([])
  expect(sink.connections - sinkConnectionsBefore, 'the sink saw a connection').toBe(0)
})

describe('a public page', () => {
  it('is fetched from the address that was checked, with the Host header on the name', async () => {
    const { lookup, calls } = publicWeb()
    const result = await safeFetch('http://recipes.test/recipe#ingredients', { ...base, lookup })
    expect(result).toEqual({
      url: 'http://recipes.test/recipe',
      contentType: 'text/html; charset=utf-8',
      body: Buffer.from(recipePage),
    })
    expect(calls).toEqual(['recipes.test'])
    expect(tap.attempts).toEqual([`${publicV4}:80`])
    expect(origin.requests.at(-1)).toEqual({ path: '/recipe', host: 'recipes.test' })
  })

  it('reaches an IPv6 address, and an IP literal without asking the resolver', async () => {
    const { lookup, calls } = publicWeb()
    await safeFetch('http://v6.recipes.test/recipe', { ...base, lookup })
    await safeFetch(`http://${publicV4}/recipe`, { ...base, lookup })
    await safeFetch(`http://[${publicV6}]:80/recipe`, { ...base, lookup })
    expect(calls).toEqual(['v6.recipes.test'])
    expect(tap.attempts).toEqual([`[${publicV6}]:80`, `${publicV4}:80`, `[${publicV6}]:80`])
  })

  it('is decoded from gzip and brotli', async () => {
    const { lookup } = publicWeb()
    expect((await safeFetch('http://recipes.test/gzip', { ...base, lookup })).body.toString()).toBe(
      recipePage,
    )
    expect((await safeFetch('http://recipes.test/brotli', { ...base, lookup })).body.toString()).toBe(
      recipePage,
    )
  })

  it('keeps TLS on the name: SNI is the host name and an untrusted certificate is refused', async () => {
    const server = await startTlsServer()
    try {
      tap.routes.set(`${publicV4}:443`, server.port)
      const { lookup } = publicWeb()
      const error = await refusal(safeFetch('https://recipes.test/recipe', { ...base, lookup }))
      expect(error.reason).toBe('network')
      expect((error.cause as NodeJS.ErrnoException).code).toBe('DEPTH_ZERO_SELF_SIGNED_CERT')
      expect(tap.attempts).toEqual([`${publicV4}:443`])
      expect(server.serverNames).toEqual(['recipes.test'])
    } finally {
      await server.close()
    }
  })
})

describe('the URL', () => {
  it.each([
    ['ftp://recipes.test/soup', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['data:text/html,<html>', 'scheme'],
    ['gopher://recipes.test/', 'scheme'],
    ['http://user:secret@recipes.test/recipe', 'credentials'],
    ['http://user@recipes.test/recipe', 'credentials'],
    ['https://:secret@recipes.test/recipe', 'credentials'],
    ['http://recipes.test:8080/recipe', 'port'],
    ['https://recipes.test:8443/recipe', 'port'],
    ['http://recipes.test:443/recipe', 'port'],
    ['https://recipes.test:80/recipe', 'port'],
    ['http://127.0.0.1:8080/', 'port'],
    ['not a url', 'url'],
    ['http://exa mple.test/', 'url'],
  ])('%s is refused (%s) before any look-up', async (url, reason) => {
    const { lookup, calls } = publicWeb()
    const error = await refusal(safeFetch(url, { ...base, lookup }))
    expect(error.reason).toBe(reason)
    expect(error.message).toMatch(/\.$/)
    expect(calls).toEqual([])
    expect(tap.attempts).toEqual([])
  })

  it('takes the scheme’s default port written out', async () => {
    const { lookup } = publicWeb()
    const result = await safeFetch('HTTP://Recipes.Test:80/recipe', { ...base, lookup })
    expect(result.url).toBe('http://recipes.test/recipe')
  })
})

describe('addresses that are not public', () => {
  // WHATWG URL normalises every one of these to a loopback, private or unspecified address.
  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://127.1/',
    'http://0177.0.0.1/',
    'http://017700000001/',
    'http://127.000.000.001/',
    'http://0/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:127.0.0.1]/',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://10.1/',
    'http://0xa9fea9fe/',
    'http://169.254.169.254/latest/meta-data/',
    'http://192.168.0.1/',
    'http://100.64.0.1/',
    'http://255.255.255.255/',
    'https://[::ffff:a9fe:a9fe]/',
  ])('%s is refused without a connection', async (url) => {
    const { lookup, calls } = publicWeb()
    const error = await refusal(safeFetch(url, { ...base, lookup }))
    expect(error.reason).toBe('address')
    expect(calls).toEqual([])
    expect(tap.attempts).toEqual([])
  })

  it.each([
    ['localhost', 'private network'],
    ['intranet.test', 'private network'],
    ['metadata.test', 'private network'],
    ['mapped.test', 'private network'],
    ['nat64.test', 'private network'],
    ['6to4.test', 'private network'],
    ['ula.test', 'private network'],
    ['cgnat.test', 'private network'],
  ])('a name that resolves to one (%s) is refused without a connection', async (hostname, words) => {
    const { lookup, calls } = publicWeb()
    const error = await refusal(safeFetch(`http://${hostname}/recipe`, { ...base, lookup }))
    expect(error.reason).toBe('address')
    expect(error.message).toContain(words)
    expect(calls).toEqual([hostname])
    expect(tap.attempts).toEqual([])
  })

  it('a name with one public and one loopback address is refused: every address must be public', async () => {
    const { lookup, calls } = publicWeb()
    const error = await refusal(safeFetch('http://mixed.test/recipe', { ...base, lookup }))
    expect(error.reason).toBe('address')
    expect(calls).toEqual(['mixed.test'])
    expect(tap.attempts).toEqual([])
  })

  it('a name that resolves to a public address first and loopback afterwards (rebinding) is fetched from the first answer', async () => {
    const { lookup, calls } = stubResolver({
      'rebind.test': (call) => (call === 1 ? [publicV4] : ['127.0.0.1']),
    })
    const result = await safeFetch('http://rebind.test/recipe', { ...base, lookup })
    expect(result.body.toString()).toBe(recipePage)
    expect(calls).toEqual(['rebind.test'])
    expect(tap.attempts).toEqual([`${publicV4}:80`])
    expect(origin.requests.at(-1)).toEqual({ path: '/recipe', host: 'rebind.test' })
  })

  it('a name that does not resolve, or resolves to nothing, is a DNS failure', async () => {
    const { lookup } = stubResolver({ 'empty.test': [] })
    expect((await refusal(safeFetch('http://nowhere.test/', { ...base, lookup }))).reason).toBe('dns')
    expect((await refusal(safeFetch('http://empty.test/', { ...base, lookup }))).reason).toBe('dns')
    const throwing = (): Promise<never> => {
      throw new Error('resolver broke')
    }
    expect((await refusal(safeFetch('http://odd.test/', { ...base, lookup: throwing }))).reason).toBe('dns')
    const nonsense = async () => [{ address: 'localhost', family: 4 as const }]
    expect((await refusal(safeFetch('http://odd.test/', { ...base, lookup: nonsense }))).reason).toBe('dns')
    expect(tap.attempts).toEqual([])
  })
})

describe('redirects', () => {
  const to = (location: string, status = 302) =>
    `http://recipes.test/redirect?status=${status}&to=${encodeURIComponent(location)}`

  it('are followed, relative ones against the current URL, up to five', async () => {
    const { lookup } = publicWeb()
    const result = await safeFetch('http://recipes.test/chain/5', { ...base, lookup })
    expect(result.url).toBe('http://recipes.test/chain/0')
    expect(origin.requests.slice(-6).map((request) => request.path)).toEqual([
      '/chain/5',
      '/chain/4',
      '/chain/3',
      '/chain/2',
      '/chain/1',
      '/chain/0',
    ])
  })

  it('more than five are refused', async () => {
    const { lookup } = publicWeb()
    const error = await refusal(safeFetch('http://recipes.test/chain/6', { ...base, lookup }))
    expect(error.reason).toBe('redirects')
    expect(origin.requests.at(-1)?.path).toBe('/chain/1')
    expect(
      (await refusal(safeFetch('http://recipes.test/chain/2', { ...base, lookup, maxRedirects: 1 }))).reason,
    ).toBe('redirects')
  })

  it.each([301, 302, 303, 307, 308])('to another public site (%i) resolve the new name', async (status) => {
    const { lookup, calls } = publicWeb()
    const result = await safeFetch(to('http://blog.test/recipe', status), { ...base, lookup })
    expect(result.url).toBe('http://blog.test/recipe')
    expect(calls).toEqual(['recipes.test', 'blog.test'])
    expect(tap.attempts).toEqual([`${publicV4}:80`, `${otherPublicV4}:80`])
    expect(origin.requests.at(-1)).toEqual({ path: '/recipe', host: 'blog.test' })
  })

  it.each([
    ['http://127.0.0.1/admin', 'address'],
    ['http://[::ffff:7f00:1]/', 'address'],
    ['http://2130706433/', 'address'],
    ['http://localhost/', 'address'],
    ['http://metadata.test/latest/meta-data/', 'address'],
    ['http://intranet.test/', 'address'],
    ['http://recipes.test:8080/', 'port'],
    ['http://user:secret@blog.test/', 'credentials'],
    ['ftp://blog.test/recipe', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
  ])('to %s are refused before they are followed (%s)', async (location, reason) => {
    const { lookup } = publicWeb()
    const error = await refusal(safeFetch(to(location), { ...base, lookup }))
    expect(error.reason).toBe(reason)
    expect(tap.attempts).toEqual([`${publicV4}:80`])
  })

  it('a redirect without a Location is a failed status', async () => {
    const { lookup } = publicWeb()
    const error = await refusal(safeFetch('http://recipes.test/redirect?status=302&to=', { ...base, lookup }))
    expect(error.reason).toBe('status')
    expect(error.status).toBe(302)
  })
})

describe('the answer', () => {
  it('a status other than 2xx is refused', async () => {
    const { lookup } = publicWeb()
    const error = await refusal(safeFetch('http://recipes.test/missing', { ...base, lookup }))
    expect(error.reason).toBe('status')
    expect(error.status).toBe(404)
    expect(error.message).toContain('404')
  })

  it('a page must be HTML: JSON or a picture is refused, XHTML is taken', async () => {
    const { lookup } = publicWeb()
    expect((await refusal(safeFetch('http://recipes.test/json', { ...base, lookup }))).reason).toBe('type')
    expect((await refusal(safeFetch('http://recipes.test/png', { ...base, lookup }))).reason).toBe('type')
    const xhtml = await safeFetch('http://recipes.test/xhtml', { ...base, lookup })
    expect(xhtml.contentType).toBe('application/xhtml+xml')
  })

  it('a page without a Content-Type is taken only when it starts like HTML', async () => {
    const { lookup } = publicWeb()
    const page = await safeFetch('http://recipes.test/untyped-html', { ...base, lookup })
    expect(page.contentType).toBe('text/html')
    expect(page.body.toString()).toContain('Lentil soup')
    expect((await refusal(safeFetch('http://recipes.test/untyped-text', { ...base, lookup }))).reason).toBe(
      'type',
    )
  })

  it('a picture must be image/*', async () => {
    const { lookup } = publicWeb()
    const picture = await safeFetch('http://recipes.test/png', { ...base, accept: 'image', lookup })
    expect(picture).toEqual({ url: 'http://recipes.test/png', contentType: 'image/png', body: png })
    const error = await refusal(safeFetch('http://recipes.test/recipe', { ...base, accept: 'image', lookup }))
    expect(error.reason).toBe('type')
    expect(error.message).toBe("That address isn't a picture.")
    const untyped = refusal(
      safeFetch('http://recipes.test/untyped-html', { ...base, accept: 'image', lookup }),
    )
    expect((await untyped).reason).toBe('type')
  })

  it('a body over the cap is refused as it streams: reading stops and the socket closes before 50 MB are sent', async () => {
    const { lookup } = publicWeb()
    const error = await refusal(safeFetch('http://recipes.test/huge', { ...base, lookup }))
    expect(error.reason).toBe('size')
    const sent = await huge.promise
    expect(sent.finished).toBe(false)
    expect(sent.written).toBeLessThan(hugeSize)
  })

  it('a Content-Length over the cap is refused before reading', async () => {
    const { lookup } = publicWeb()
    const error = await refusal(safeFetch('http://recipes.test/declared-huge', { ...base, lookup }))
    expect(error.reason).toBe('size')
    expect(error.message).toBe('That page is too large to import.')
  })

  it('a picture over the cap is refused with a sentence about pictures', async () => {
    const { lookup } = publicWeb()
    const error = await refusal(
      safeFetch('http://recipes.test/big-png', { ...base, accept: 'image', lookup }),
    )
    expect(error.reason).toBe('size')
    expect(error.message).toBe('That picture is too large to import.')
  })

  it('a damaged or unknown encoding is refused', async () => {
    const { lookup } = publicWeb()
    const damaged = await refusal(safeFetch('http://recipes.test/corrupt-gzip', { ...base, lookup }))
    expect(damaged).toMatchObject({ reason: 'type', message: 'That website sent a damaged page.' })
    expect((await refusal(safeFetch('http://recipes.test/compress', { ...base, lookup }))).reason).toBe(
      'type',
    )
  })

  it('a compressed body is capped after decoding (gzip bomb)', async () => {
    const { lookup } = publicWeb()
    const error = await refusal(safeFetch('http://recipes.test/gzip-bomb', { ...base, lookup }))
    expect(error.reason).toBe('size')
  })
})

describe('time', () => {
  it('a server that never answers runs into the first-byte timeout, and the socket is closed', async () => {
    const { lookup } = publicWeb()
    const error = await refusal(
      safeFetch('http://recipes.test/silent', {
        ...base,
        lookup,
        firstByteTimeoutMs: 200,
        totalTimeoutMs: 60_000,
      }),
    )
    expect(error.reason).toBe('timeout')
    await silentClosed.promise
  })

  it('a body that drips forever runs into the total timeout, and the socket is closed', async () => {
    const { lookup } = publicWeb()
    const error = await refusal(
      safeFetch('http://recipes.test/drip', {
        ...base,
        lookup,
        firstByteTimeoutMs: 60_000,
        totalTimeoutMs: 300,
      }),
    )
    expect(error.reason).toBe('timeout')
    await dripClosed.promise
  })

  it('a resolver that never answers runs into the timeout', async () => {
    const lookup = () => new Promise<never>(() => undefined)
    const error = await refusal(
      safeFetch('http://slow-dns.test/', { ...base, lookup, firstByteTimeoutMs: 200 }),
    )
    expect(error.reason).toBe('timeout')
    expect(tap.attempts).toEqual([])
  })

  it('the caller’s signal cancels the fetch with its reason', async () => {
    const { lookup } = publicWeb()
    const controller = new AbortController()
    const fetching = safeFetch('http://recipes.test/silent', { ...base, lookup, signal: controller.signal })
    await silentSeen.promise
    controller.abort()
    await expect(fetching).rejects.toMatchObject({ name: 'AbortError' })
    await silentClosed.promise
  })
})

describe('allowHosts', () => {
  it('lets the tests fetch from their own loopback server, exactly that host and port', async () => {
    const allowHosts = [`127.0.0.1:${origin.port}`]
    const result = await safeFetch(`http://127.0.0.1:${origin.port}/recipe`, { ...base, allowHosts })
    expect(result.url).toBe(`http://127.0.0.1:${origin.port}/recipe`)
    expect(result.body.toString()).toBe(recipePage)
    expect(tap.attempts).toEqual([`127.0.0.1:${origin.port}`])
  })

  it('a name in allowHosts is resolved once and fetched from its loopback address', async () => {
    const { lookup, calls } = stubResolver({ 'import.test': ['127.0.0.1'] })
    const allowHosts = [`Import.Test:${origin.port}`]
    const result = await safeFetch(`http://import.test:${origin.port}/recipe`, {
      ...base,
      lookup,
      allowHosts,
    })
    expect(result.body.toString()).toBe(recipePage)
    expect(calls).toEqual(['import.test'])
    expect(origin.requests.at(-1)).toEqual({ path: '/recipe', host: `import.test:${origin.port}` })
  })

  it.each([true, false])(
    'Node itself connects to the pinned address, not a second answer (no tap, autoSelectFamily %s)',
    async (autoSelectFamily) => {
      // Without the tap, Node's own net.connect calls the pinned lookup (with {all: true} when it
      // races address families). The second answer, ::1, has no server on that port.
      const { lookup, calls } = stubResolver({
        'rebind.test': (call) => (call === 1 ? ['127.0.0.1'] : ['::1']),
      })
      const allowHosts = [`rebind.test:${origin.port}`]
      const before = net.getDefaultAutoSelectFamily()
      removeTap()
      net.setDefaultAutoSelectFamily(autoSelectFamily)
      try {
        const result = await safeFetch(`http://rebind.test:${origin.port}/recipe`, {
          ...base,
          lookup,
          allowHosts,
        })
        expect(result.body.toString()).toBe(recipePage)
      } finally {
        net.setDefaultAutoSelectFamily(before)
        installTap()
      }
      expect(calls).toEqual(['rebind.test'])
      expect(origin.requests.at(-1)).toEqual({ path: '/recipe', host: `rebind.test:${origin.port}` })
    },
  )

  it('every other loopback or private host and port is still refused', async () => {
    const { lookup } = publicWeb()
    const allowHosts = [`127.0.0.1:${origin.port}`]
    const options = { ...base, lookup, allowHosts }
    expect((await refusal(safeFetch(`http://127.0.0.1:${sink.port}/`, options))).reason).toBe('port')
    expect((await refusal(safeFetch('http://127.0.0.1/', options))).reason).toBe('address')
    expect((await refusal(safeFetch(`http://[::1]:${origin.port}/`, options))).reason).toBe('port')
    expect((await refusal(safeFetch(`http://localhost:${origin.port}/`, options))).reason).toBe('port')
    expect((await refusal(safeFetch('http://localhost/', options))).reason).toBe('address')
    expect(tap.attempts).toEqual([])
  })

  it('a redirect from an allowed host to a private address is refused and never reaches it', async () => {
    const { lookup } = publicWeb()
    const allowHosts = [`127.0.0.1:${origin.port}`]
    const redirect = (location: string) =>
      `http://127.0.0.1:${origin.port}/redirect?to=${encodeURIComponent(location)}`
    for (const [location, reason] of [
      [`http://127.0.0.1:${sink.port}/`, 'port'],
      ['http://127.0.0.1/', 'address'],
      ['http://intranet.test/', 'address'],
      ['http://[::ffff:a00:1]/', 'address'],
    ] as const) {
      tap.reset()
      const error = await refusal(safeFetch(redirect(location), { ...base, lookup, allowHosts }))
      expect(error.reason).toBe(reason)
      expect(tap.attempts).toEqual([`127.0.0.1:${origin.port}`])
    }
  })
})

describe('looksLikeHtml', () => {
  it.each([
    ['<!DOCTYPE html>', true],
    ['\ufeff  <html lang="ar">', true],
    ['\n<!doctype html>\n<html>', true],
    ['<htmlx>', false],
    ['<?xml version="1.0"?>', false],
    ['{"a":1}', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(looksLikeHtml(Buffer.from(text))).toBe(expected)
  })
})
