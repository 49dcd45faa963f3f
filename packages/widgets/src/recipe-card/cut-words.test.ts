import { describe, expect, it } from 'vitest'
import { CARD_DESCRIPTION_WORDS, cutWords } from './cut-words'

const words = (count: number, word = 'word') => Array.from({ length: count }, (_, i) => `${word}${i + 1}`)

describe('cutWords', () => {
  it('keeps a description of 20 words or fewer as it is', () => {
    expect(CARD_DESCRIPTION_WORDS).toBe(20)
    expect(cutWords('Crisp bread, sumac and mint.')).toBe('Crisp bread, sumac and mint.')
    const twenty = words(20).join(' ')
    expect(cutWords(twenty)).toBe(twenty)
  })

  it('cuts after the 20th word with an ellipsis', () => {
    expect(cutWords(words(21).join(' '))).toBe(`${words(20).join(' ')}…`)
    expect(cutWords(words(40).join(' '))).toBe(`${words(20).join(' ')}…`)
  })

  it('counts Arabic words the same way', () => {
    const arabic = Array.from({ length: 25 }, (_, i) => (i % 2 ? 'سماق' : 'خبز')).join(' ')
    const cut = cutWords(arabic)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut.slice(0, -1).split(' ')).toHaveLength(20)
  })

  it('folds runs of spaces and line breaks, and trims', () => {
    expect(cutWords('  Slow   cooked\n\nlamb  ')).toBe('Slow cooked lamb')
    expect(cutWords('')).toBe('')
    expect(cutWords('   ')).toBe('')
  })

  it('drops punctuation left dangling before the ellipsis', () => {
    const text = `${words(19).join(' ')} tomatoes, cucumbers and more`
    expect(cutWords(text)).toBe(`${words(19).join(' ')} tomatoes…`)
    expect(cutWords(`${words(19).join(' ')} طماطم، خيار وغيره`)).toBe(`${words(19).join(' ')} طماطم…`)
  })

  it('takes another limit', () => {
    expect(cutWords('one two three four', 2)).toBe('one two…')
  })
})
