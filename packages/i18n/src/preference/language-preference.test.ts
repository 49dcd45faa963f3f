import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  LANGUAGE_STORAGE_KEY,
  readLanguagePreference,
  saveLanguagePreference,
  toggleLanguagePreference,
} from './language-preference'

/** A small in-memory stand-in for window.localStorage. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>()

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.items.set(key, value)
  }

  get length() {
    return this.items.size
  }

  clear() {
    this.items.clear()
  }

  getItem(key: string) {
    return this.items.get(key) ?? null
  }

  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }

  removeItem(key: string) {
    this.items.delete(key)
  }

  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

/** A storage that exists but refuses every call, like a full or locked-down localStorage. */
const brokenStorage: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  setItem() {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  },
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('language preference', () => {
  it('uses the key isArabic', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('isArabic')
  })

  it('defaults to English when nothing is stored', () => {
    expect(readLanguagePreference(new MemoryStorage())).toBe('en')
  })

  it.each([
    ['true', 'ar'],
    ['false', 'en'],
    ['TRUE', 'en'],
    ['True', 'en'],
    [' true', 'en'],
    ['true ', 'en'],
    ['1', 'en'],
    ['yes', 'en'],
    ['"true"', 'en'],
    ['', 'en'],
    ['null', 'en'],
  ])('stored %j reads as %s (Arabic only for exactly "true")', (stored, expected) => {
    expect(readLanguagePreference(new MemoryStorage({ isArabic: stored }))).toBe(expected)
  })

  it('ignores other keys', () => {
    expect(readLanguagePreference(new MemoryStorage({ language: 'ar', lang: 'true' }))).toBe('en')
  })

  it('saves the text true for Arabic and false for English', () => {
    const storage = new MemoryStorage()
    saveLanguagePreference('ar', storage)
    expect(storage.getItem('isArabic')).toBe('true')
    saveLanguagePreference('en', storage)
    expect(storage.getItem('isArabic')).toBe('false')
    expect(storage.length).toBe(1)
  })

  it('toggle flips the language, saves it and returns it', () => {
    const storage = new MemoryStorage()
    expect(toggleLanguagePreference(storage)).toBe('ar')
    expect(storage.getItem('isArabic')).toBe('true')
    expect(readLanguagePreference(storage)).toBe('ar')
    expect(toggleLanguagePreference(storage)).toBe('en')
    expect(storage.getItem('isArabic')).toBe('false')
    expect(readLanguagePreference(storage)).toBe('en')
  })

  it('toggle treats an unexpected stored value as English, so the first toggle turns Arabic on', () => {
    const storage = new MemoryStorage({ isArabic: 'yes' })
    expect(toggleLanguagePreference(storage)).toBe('ar')
    expect(storage.getItem('isArabic')).toBe('true')
  })

  describe('without usable storage', () => {
    it('reads English when there is no window (server rendering, tests)', () => {
      expect(typeof window).toBe('undefined')
      expect(readLanguagePreference()).toBe('en')
      expect(() => saveLanguagePreference('ar')).not.toThrow()
    })

    it('reads English when touching localStorage throws (cookies blocked)', () => {
      vi.stubGlobal('window', {
        get localStorage(): Storage {
          throw new DOMException('Access is denied for this document.', 'SecurityError')
        },
      })
      expect(readLanguagePreference()).toBe('en')
      expect(() => saveLanguagePreference('ar')).not.toThrow()
      expect(toggleLanguagePreference()).toBe('ar')
    })

    it('uses window.localStorage when it is there', () => {
      const storage = new MemoryStorage({ isArabic: 'true' })
      vi.stubGlobal('window', { localStorage: storage })
      expect(readLanguagePreference()).toBe('ar')
      expect(toggleLanguagePreference()).toBe('en')
      expect(storage.getItem('isArabic')).toBe('false')
    })

    it('reads English and does not throw when the storage itself refuses reads and writes', () => {
      expect(readLanguagePreference(brokenStorage)).toBe('en')
      expect(() => saveLanguagePreference('ar', brokenStorage)).not.toThrow()
      expect(toggleLanguagePreference(brokenStorage)).toBe('ar')
    })
  })
})
