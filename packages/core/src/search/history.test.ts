import { describe, expect, it } from 'vitest'
import { addToHistory, parseStoredHistory, removeFromHistory, SEARCH_HISTORY_LIMIT } from './history'

describe('search history', () => {
  it('keeps the most recent search last and moves a repeated search to the end', () => {
    let history = addToHistory([], 'kibbeh')
    history = addToHistory(history, 'hummus')
    history = addToHistory(history, '  kibbeh ')
    expect(history).toEqual(['hummus', 'kibbeh'])
  })

  it('ignores whitespace-only searches', () => {
    expect(addToHistory(['kibbeh'], '   \t')).toEqual(['kibbeh'])
  })

  it(`drops the oldest beyond ${SEARCH_HISTORY_LIMIT}`, () => {
    const history = Array.from({ length: 12 }, (_, i) => `q${i}`).reduce(addToHistory, [] as string[])
    expect(history).toHaveLength(SEARCH_HISTORY_LIMIT)
    expect(history[0]).toBe('q2')
    expect(history.at(-1)).toBe('q11')
  })

  it('removes one entry', () => {
    expect(removeFromHistory(['a', 'b', 'c'], 'b')).toEqual(['a', 'c'])
  })

  it('reads broken or foreign storage as empty, and cleans what it can', () => {
    expect(parseStoredHistory(null)).toEqual([])
    expect(parseStoredHistory('not json')).toEqual([])
    expect(parseStoredHistory('{"a":1}')).toEqual([])
    expect(parseStoredHistory('["a", 3, " ", "b", "a"]')).toEqual(['b', 'a'])
    const long = JSON.stringify(Array.from({ length: 15 }, (_, i) => `q${i}`))
    expect(parseStoredHistory(long)).toEqual(Array.from({ length: 10 }, (_, i) => `q${i + 5}`))
  })
})
