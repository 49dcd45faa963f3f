/**
 * The in-process cache of stored answers, without a server: hits, one load per key at a time, old
 * answers checked by version in the background, the byte bound, and forgetting, including while a load
 * that read the old data is still running.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { AnswerCache, type LoadedAnswer } from './answer-cache'
import { preferredEncoding, StoredAnswer } from './stored-answer'

type Answer = StoredAnswer<'getRecipe'>
const stored = (text: string): Answer => new StoredAnswer<'getRecipe'>(Buffer.from(text))
const text = (answer: Answer) => answer.body.toString()

/** A source whose load counts its calls and answers `value()` (its version too) at the time it runs. */
function loader(value: () => string, tag?: string) {
  const source = {
    calls: 0,
    versionReads: 0,
    load: async (): Promise<LoadedAnswer<'getRecipe'>> => {
      source.calls++
      const text = value()
      return { answer: stored(text), tag, version: text }
    },
    version: async () => {
      source.versionReads++
      return value()
    },
  }
  return source
}

/** A load that waits until released, to look at what happens meanwhile. */
function heldLoader(value: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const source = {
    calls: 0,
    load: async (): Promise<LoadedAnswer<'getRecipe'>> => {
      source.calls++
      await released
      return { answer: stored(value) }
    },
  }
  return { source, release }
}

const roomy = { maxBytes: 1024 * 1024, ttlMs: 60_000 }

describe('AnswerCache', () => {
  it('loads once and sends the kept answer after', async () => {
    const cache = new AnswerCache<'getRecipe'>(roomy)
    const source = loader(() => 'first')
    expect(text(await cache.answer('a', source))).toBe('first')
    expect(text(await cache.answer('a', source))).toBe('first')
    expect(source.calls).toBe(1)
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1, loads: 1 })
  })

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new AnswerCache<'getRecipe'>(roomy)
    const { source, release } = heldLoader('shared')
    const asks = [cache.answer('a', source), cache.answer('a', source), cache.answer('a', source)]
    release()
    expect((await Promise.all(asks)).map(text)).toEqual(['shared', 'shared', 'shared'])
    expect(source.calls).toBe(1)
  })

  it('makes the answer again after a forget', async () => {
    const cache = new AnswerCache<'getRecipe'>(roomy)
    let version = 'v1'
    const source = loader(() => version)
    await cache.answer('a', source)
    version = 'v2'
    expect(text(await cache.answer('a', source))).toBe('v1')
    cache.forget('a')
    expect(text(await cache.answer('a', source))).toBe('v2')
  })

  it('does not keep an answer whose load began before a forget, and does not join it after', async () => {
    const cache = new AnswerCache<'getRecipe'>(roomy)
    const old = heldLoader('before the write')
    const before = cache.answer('a', old.source)
    // The write commits and forgets while the read above is still on its way.
    cache.forget('a')
    const after = cache.answer(
      'a',
      loader(() => 'after the write'),
    )
    old.release()
    expect(text(await before)).toBe('before the write')
    expect(text(await after)).toBe('after the write')
    expect(
      text(
        await cache.answer(
          'a',
          loader(() => 'unused'),
        ),
      ),
    ).toBe('after the write')
  })

  it('keeps nothing when the load fails, and every waiter gets the failure', async () => {
    const cache = new AnswerCache<'getRecipe'>(roomy)
    const failing = {
      load: async (): Promise<LoadedAnswer<'getRecipe'>> => {
        throw new Error('Recipe not found.')
      },
    }
    const asks = [cache.answer('a', failing), cache.answer('a', failing)]
    await expect(asks[0]).rejects.toThrow('Recipe not found.')
    await expect(asks[1]).rejects.toThrow('Recipe not found.')
    expect(
      text(
        await cache.answer(
          'a',
          loader(() => 'now there'),
        ),
      ),
    ).toBe('now there')
    expect(cache.stats().entries).toBe(1)
  })

  it('sends an old answer while checking its version: kept when unchanged, made again when not', async () => {
    let now = 0
    const cache = new AnswerCache<'getRecipe'>({ ...roomy, ttlMs: 30_000, now: () => now })
    let version = 'v1'
    const source = loader(() => version)
    await cache.answer('a', source)
    now = 30_000
    expect(text(await cache.answer('a', source))).toBe('v1')
    expect(source.versionReads).toBe(0)

    now = 30_001
    expect(text(await cache.answer('a', source))).toBe('v1')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(source).toMatchObject({ versionReads: 1, calls: 1 })
    expect(cache.stats()).toMatchObject({ revalidated: 1, staleHits: 1 })
    // Checked again at 30 001: fresh for another 30 s.
    now = 60_001
    expect(text(await cache.answer('a', source))).toBe('v1')
    expect(source.versionReads).toBe(1)

    // Changed elsewhere (another process): the old answer goes out once more, then the new one.
    version = 'v2'
    now = 60_002
    expect(text(await cache.answer('a', source))).toBe('v1')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(source).toMatchObject({ versionReads: 2, calls: 2 })
    expect(text(await cache.answer('a', source))).toBe('v2')
  })

  it('drops an old answer whose check fails (gone), so the next ask sees the failure', async () => {
    let now = 0
    const cache = new AnswerCache<'getRecipe'>({ ...roomy, ttlMs: 30_000, now: () => now })
    let gone = false
    const source = {
      load: async (): Promise<LoadedAnswer<'getRecipe'>> => {
        if (gone) throw new Error('Recipe not found.')
        return { answer: stored('there'), version: 'v1' }
      },
      version: async () => (gone ? undefined : 'v1'),
    }
    await cache.answer('a', source)
    gone = true
    now = 30_001
    expect(text(await cache.answer('a', source))).toBe('there')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(cache.stats().entries).toBe(0)
    await expect(cache.answer('a', source)).rejects.toThrow('Recipe not found.')
  })

  it('stays within its bytes, dropping the least recently used first', async () => {
    const cache = new AnswerCache<'getRecipe'>({ maxBytes: 30, ttlMs: 60_000 })
    const tenBytes = (name: string) => loader(() => name.padEnd(10, '.'))
    await cache.answer('a', tenBytes('a'))
    await cache.answer('b', tenBytes('b'))
    await cache.answer('c', tenBytes('c'))
    await cache.answer('a', tenBytes('unused'))
    await cache.answer('d', tenBytes('d'))
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 30 })
    const b = tenBytes('b again')
    await cache.answer('b', b)
    expect(b.calls).toBe(1)
    const a = tenBytes('unused')
    await cache.answer('a', a)
    expect(a.calls).toBe(0)
    // An answer bigger than the whole cache is sent but not kept.
    await cache.answer(
      'huge',
      loader(() => 'x'.repeat(31)),
    )
    expect(cache.stats().bytes).toBeLessThanOrEqual(30)
  })

  it('counts compressed forms made after an answer was kept', async () => {
    const cache = new AnswerCache<'getRecipe'>(roomy)
    const body = JSON.stringify({ words: 'a recipe '.repeat(300) })
    const answer = await cache.answer(
      'a',
      loader(() => body),
    )
    expect(cache.stats().bytes).toBe(body.length)
    const brotli = answer.encodedAs('br')
    const gzip = answer.encodedAs('gzip')
    expect(answer.encodedAs('br')).toBe(brotli)
    await cache.answer(
      'a',
      loader(() => 'unused'),
    )
    expect(cache.stats().bytes).toBe(body.length + brotli.length + gzip.length)
  })

  it('forgets by tag, or everything', async () => {
    const cache = new AnswerCache<'getRecipe'>(roomy)
    await cache.answer(
      'omar-1',
      loader(() => 'o1', 'omar'),
    )
    await cache.answer(
      'omar-2',
      loader(() => 'o2', 'omar'),
    )
    await cache.answer(
      'layla-1',
      loader(() => 'l1', 'layla'),
    )
    cache.forgetTagged('omar')
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 2 })
    cache.clear()
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 })
  })
})

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.2, br;q=0', 'gzip'],
    ['GZIP;Q=0.8, BR;Q=0.9', 'br'],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected)
  })
})

describe('StoredAnswer', () => {
  // A recipe-like JSON body, repetitive enough that Brotli's best quality finds more than quality 4.
  const body = JSON.stringify({
    statusCode: 200,
    data: Array.from({ length: 40 }, (_, i) => ({ quantity: i, unit: 'gram', name: `ingredient ${i % 7}` })),
  })

  it('sends the quick Brotli form at once, then a smaller one with the same content, counted in its size', async () => {
    const answer = stored(body)
    const quick = answer.encodedAs('br')
    expect(brotliDecompressSync(quick).toString()).toBe(body)
    const sizeWithQuick = answer.size
    await answer.settled()
    const best = answer.encodedAs('br')
    expect(best.length).toBeLessThan(quick.length)
    expect(brotliDecompressSync(best).toString()).toBe(body)
    expect(answer.size).toBe(sizeWithQuick - (quick.length - best.length))
  })

  it('makes the gzip form once and keeps it', () => {
    const answer = stored(body)
    const gzip = answer.encodedAs('gzip')
    expect(gunzipSync(gzip).toString()).toBe(body)
    expect(answer.encodedAs('gzip')).toBe(gzip)
  })
})
