/**
 * The in-process cache of stored answers, without a server: hits, one load per key at a time, age and
 * byte bounds, and forgetting, including while a load that read the old data is still running.
 */
import { describe, expect, it } from 'vitest'
import { AnswerCache, type LoadedAnswer } from './answer-cache'
import { preferredEncoding, StoredAnswer } from './stored-answer'

type Answer = StoredAnswer<'getRecipe'>
const stored = (text: string): Answer => new StoredAnswer<'getRecipe'>(Buffer.from(text))
const text = (answer: Answer) => answer.body.toString()

/** A load that counts its calls and answers `value()` at the time it runs. */
function loader(value: () => string, tag?: string) {
  const load = async (): Promise<LoadedAnswer<'getRecipe'>> => {
    load.calls++
    return { answer: stored(value()), tag }
  }
  load.calls = 0
  return load
}

/** A load that waits until released, to look at what happens meanwhile. */
function heldLoader(value: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const load = async (): Promise<LoadedAnswer<'getRecipe'>> => {
    load.calls++
    await released
    return { answer: stored(value) }
  }
  load.calls = 0
  return { load, release }
}

const roomy = { maxBytes: 1024 * 1024, ttlMs: 60_000 }

describe('AnswerCache', () => {
  it('loads once and sends the kept answer after', async () => {
    const cache = new AnswerCache<'getRecipe'>(roomy)
    const load = loader(() => 'first')
    expect(text(await cache.answer('a', load))).toBe('first')
    expect(text(await cache.answer('a', load))).toBe('first')
    expect(load.calls).toBe(1)
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 })
  })

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new AnswerCache<'getRecipe'>(roomy)
    const { load, release } = heldLoader('shared')
    const asks = [cache.answer('a', load), cache.answer('a', load), cache.answer('a', load)]
    release()
    expect((await Promise.all(asks)).map(text)).toEqual(['shared', 'shared', 'shared'])
    expect(load.calls).toBe(1)
  })

  it('makes the answer again after a forget', async () => {
    const cache = new AnswerCache<'getRecipe'>(roomy)
    let version = 'v1'
    const load = loader(() => version)
    await cache.answer('a', load)
    version = 'v2'
    expect(text(await cache.answer('a', load))).toBe('v1')
    cache.forget('a')
    expect(text(await cache.answer('a', load))).toBe('v2')
  })

  it('does not keep an answer whose load began before a forget, and does not join it after', async () => {
    const cache = new AnswerCache<'getRecipe'>(roomy)
    const old = heldLoader('before the write')
    const before = cache.answer('a', old.load)
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
    const failing = async (): Promise<LoadedAnswer<'getRecipe'>> => {
      throw new Error('Recipe not found.')
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

  it('makes an answer again once it is older than the time to live', async () => {
    let now = 0
    const cache = new AnswerCache<'getRecipe'>({ ...roomy, ttlMs: 30_000, now: () => now })
    let version = 'v1'
    const load = loader(() => version)
    await cache.answer('a', load)
    version = 'v2'
    now = 30_000
    expect(text(await cache.answer('a', load))).toBe('v1')
    now = 30_001
    expect(text(await cache.answer('a', load))).toBe('v2')
    expect(load.calls).toBe(2)
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
