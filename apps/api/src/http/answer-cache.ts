import type { StoredAnswer } from './stored-answer'
import type { OperationId } from './types'

export interface AnswerCacheOptions {
  /** Bytes of answers kept at most (bodies and their compressed forms); the least recently used go first. */
  maxBytes: number
  /**
   * An answer kept longer than this (ms) is checked again (its version, else made afresh): the backstop
   * for writes this process was not told about.
   */
  ttlMs: number
  /** The clock (tests move it). */
  now?: () => number
}

/** What a load gives: the answer, a tag to forget it by (e.g. the recipe's creator), and its version. */
export interface LoadedAnswer<Id extends OperationId> {
  answer: StoredAnswer<Id>
  tag?: string | null
  /** Read in the same statement as the answer's data; equal versions mean an unchanged answer. */
  version?: string
}

/** How to make an answer, and (optionally) how to read its current version cheaply. */
export interface AnswerSource<Id extends OperationId> {
  load: () => Promise<LoadedAnswer<Id>>
  /** The version `load` would give now; undefined when there is nothing to load any more. */
  version?: () => Promise<string | undefined>
}

interface Entry<Id extends OperationId> {
  answer: StoredAnswer<Id>
  tag: string | null
  version: string | undefined
  storedAt: number
  /** `answer.size` when last counted (it grows as compressed forms are made). */
  size: number
}

export interface AnswerCacheStats {
  entries: number
  bytes: number
  /** Asks answered from a kept answer younger than the time to live. */
  hits: number
  /** Asks answered from an older kept answer while it was being checked. */
  staleHits: number
  /** Asks that waited for an answer to be made. */
  misses: number
  /** Old answers whose version was unchanged, kept without making them again. */
  revalidated: number
  /** Answers made (first asks, changed or forgotten answers). */
  loads: number
}

/**
 * Stored answers of one operation in this process, by key: bounded in bytes (least recently used out
 * first). Concurrent misses of one key share one load. An answer older than the time to live is still
 * sent while it is checked in the background: its version is read again (one small query) and the
 * answer kept if unchanged, made afresh if not, dropped if the load fails (e.g. the recipe is gone).
 *
 * Forgetting is safe against loads already running: an answer whose load began before any `forget` is
 * sent to whoever waited for it but not kept, so no read that started before a write can put the old
 * answer back after it.
 */
export class AnswerCache<Id extends OperationId> {
  private readonly entries = new Map<string, Entry<Id>>()
  private readonly loading = new Map<string, Promise<LoadedAnswer<Id>>>()
  private readonly counts = { hits: 0, staleHits: 0, misses: 0, revalidated: 0, loads: 0 }
  private bytes = 0
  /** Counts forgets; a load keeps its answer only if none happened while it ran. */
  private generation = 0
  private readonly now: () => number

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now
  }

  /** The kept answer for `key`, or the one `source.load` makes (kept for the next ask). A failed load keeps nothing. */
  async answer(key: string, source: AnswerSource<Id>): Promise<StoredAnswer<Id>> {
    const entry = this.entries.get(key)
    if (entry) {
      this.touch(key, entry)
      if (this.now() - entry.storedAt <= this.options.ttlMs) {
        this.counts.hits++
      } else {
        this.counts.staleHits++
        if (!this.loading.has(key)) this.check(key, entry, source)
      }
      return entry.answer
    }
    this.counts.misses++
    const pending = this.loading.get(key) ?? this.start(key, () => this.load(source))
    return (await pending).answer
  }

  /** Forgets the answer for `key` (call after the write that changed it has committed). */
  forget(key: string): void {
    this.invalidate()
    const entry = this.entries.get(key)
    if (entry) this.drop(key, entry)
  }

  /** Forgets every answer loaded with `tag`. */
  forgetTagged(tag: string): void {
    this.invalidate()
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.drop(key, entry)
  }

  /** Forgets every answer whose key passes `test` (e.g. every language of one recipe). */
  forgetWhere(test: (key: string) => boolean): void {
    this.invalidate()
    for (const [key, entry] of this.entries) if (test(key)) this.drop(key, entry)
  }

  /** Forgets every answer. */
  clear(): void {
    this.invalidate()
    this.entries.clear()
    this.bytes = 0
  }

  /** Settles when every kept answer's background work (its best Brotli form) is done: for benches and tests. */
  async settled(): Promise<void> {
    await Promise.all([...this.entries.values()].map((entry) => entry.answer.settled()))
  }

  stats(): AnswerCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, ...this.counts }
  }

  private load(source: AnswerSource<Id>) {
    this.counts.loads++
    return source.load()
  }

  /** Checks an old answer in the background: kept if its version is unchanged, else made again. */
  private check(key: string, entry: Entry<Id>, source: AnswerSource<Id>) {
    const pending = this.start(key, async () => {
      if (entry.version !== undefined && source.version) {
        const current = await source.version()
        if (current === entry.version) {
          this.counts.revalidated++
          return { answer: entry.answer, tag: entry.tag, version: entry.version }
        }
      }
      return this.load(source)
    })
    // Nobody waits for it; a failure (the recipe is gone, the database away) drops the old answer.
    pending.catch(() => {})
  }

  /** Runs `make` as the one load of `key`, keeping its answer unless something was forgotten meanwhile. */
  private start(key: string, make: () => Promise<LoadedAnswer<Id>>) {
    const generation = this.generation
    const started = make()
    this.loading.set(key, started)
    started
      .then(
        (loaded) => {
          if (this.generation === generation) this.keep(key, loaded)
        },
        () => {
          const entry = this.entries.get(key)
          if (this.generation === generation && entry) this.drop(key, entry)
        },
      )
      .finally(() => {
        if (this.loading.get(key) === started) this.loading.delete(key)
      })
    return started
  }

  /** Loads running now may have read what changed: they are not kept, and later asks start afresh. */
  private invalidate() {
    this.generation++
    this.loading.clear()
  }

  /** Marks the entry most recently used (last in the map's order; eviction starts at the front). */
  private touch(key: string, entry: Entry<Id>) {
    this.entries.delete(key)
    this.entries.set(key, entry)
    const grown = entry.answer.size - entry.size
    if (grown !== 0) {
      entry.size += grown
      this.bytes += grown
      this.evict()
    }
  }

  private keep(key: string, { answer, tag = null, version }: LoadedAnswer<Id>) {
    const previous = this.entries.get(key)
    if (previous) this.drop(key, previous)
    if (answer.size > this.options.maxBytes) return
    this.entries.set(key, { answer, tag, version, storedAt: this.now(), size: answer.size })
    this.bytes += answer.size
    this.evict()
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) return
      this.drop(key, entry)
    }
  }

  private drop(key: string, entry: Entry<Id>) {
    this.entries.delete(key)
    this.bytes -= entry.size
  }
}
