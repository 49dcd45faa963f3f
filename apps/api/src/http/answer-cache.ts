import type { StoredAnswer } from './stored-answer'
import type { OperationId } from './types'

export interface AnswerCacheOptions {
  /** Bytes of answers kept at most (bodies and their compressed forms); the least recently used go first. */
  maxBytes: number
  /** An answer kept longer than this (ms) is made again: the backstop for writes this process did not see. */
  ttlMs: number
  /** The clock (tests move it). */
  now?: () => number
}

/** What a load gives: the answer, and a tag to forget it by (e.g. the recipe's creator). */
export interface LoadedAnswer<Id extends OperationId> {
  answer: StoredAnswer<Id>
  tag?: string | null
}

interface Entry<Id extends OperationId> {
  answer: StoredAnswer<Id>
  tag: string | null
  storedAt: number
  /** `answer.size` when last counted (it grows as compressed forms are made). */
  size: number
}

export interface AnswerCacheStats {
  entries: number
  bytes: number
  hits: number
  misses: number
}

/**
 * Stored answers of one operation in this process, by key: bounded in bytes (least recently used out
 * first) and in age. Concurrent misses of one key share one load. Forgetting is safe against a load that
 * was already running: an answer whose load began before any `forget` is sent to whoever waited for it
 * but not kept, so no read that started before a write can put the old answer back after it.
 */
export class AnswerCache<Id extends OperationId> {
  private readonly entries = new Map<string, Entry<Id>>()
  private readonly loading = new Map<string, Promise<LoadedAnswer<Id>>>()
  private bytes = 0
  private hits = 0
  private misses = 0
  /** Counts forgets; a load keeps its answer only if none happened while it ran. */
  private generation = 0
  private readonly now: () => number

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now
  }

  /** The kept answer for `key`, or the one `load` makes (kept for the next ask). A load that throws keeps nothing. */
  async answer(key: string, load: () => Promise<LoadedAnswer<Id>>): Promise<StoredAnswer<Id>> {
    const kept = this.recent(key)
    if (kept) {
      this.hits++
      return kept.answer
    }
    this.misses++
    let pending = this.loading.get(key)
    if (!pending) {
      const generation = this.generation
      const started = load()
      pending = started
      this.loading.set(key, started)
      started
        .then(
          (loaded) => {
            if (this.generation === generation) this.keep(key, loaded)
          },
          () => {},
        )
        .finally(() => {
          if (this.loading.get(key) === started) this.loading.delete(key)
        })
    }
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

  /** Forgets every answer. */
  clear(): void {
    this.invalidate()
    this.entries.clear()
    this.bytes = 0
  }

  stats(): AnswerCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses }
  }

  /** Loads running now may have read what changed: they are not kept, and later asks start afresh. */
  private invalidate() {
    this.generation++
    this.loading.clear()
  }

  private recent(key: string): Entry<Id> | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (this.now() - entry.storedAt > this.options.ttlMs) {
      this.drop(key, entry)
      return undefined
    }
    // The most recently used go last in the map's order; eviction starts at the front.
    this.entries.delete(key)
    this.entries.set(key, entry)
    const grown = entry.answer.size - entry.size
    if (grown !== 0) {
      entry.size += grown
      this.bytes += grown
      this.evict()
    }
    return entry
  }

  private keep(key: string, { answer, tag = null }: LoadedAnswer<Id>) {
    const previous = this.entries.get(key)
    if (previous) this.drop(key, previous)
    if (answer.size > this.options.maxBytes) return
    this.entries.set(key, { answer, tag, storedAt: this.now(), size: answer.size })
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
