import { describe, expect, it } from 'vitest'
import { judgePassword, judgeWith, passwordUserInputs } from './strength'

const layla = { email: 'layla.haddad@example.com', firstName: 'Layla', lastName: 'Haddad' }

describe('the password rule', () => {
  it.each([
    ['password123', 'common'],
    ['12345678', 'common'],
    ['qwertyuiop', 'common'],
    ['iloveyou2', 'common'],
    ['P@ssw0rd!', 'common'],
    ['abcdefgh', 'pattern'],
    ['short', 'tooShort'],
  ] as const)('refuses %s (%s)', async (password, problem) => {
    const verdict = await judgePassword(password, layla)
    expect(verdict.problem).toBe(problem)
    expect(verdict.score).toBeLessThan(3)
  })

  it.each(['laylahaddad', 'layla.haddad', 'haddad.layla', 'Layla.Haddad!2024', 'Haddad1990'])(
    'refuses the person’s own email or name (%s)',
    async (password) => {
      expect((await judgePassword(password, layla)).problem).toBe('personal')
    },
  )

  it.each([
    'correct horse battery',
    'mango tea on tuesday',
    'zaatar-and-sumac',
    'زعتر وزيت وخبز',
    'layla grows mint in april',
  ])('accepts a passphrase (%s)', async (password) => {
    const verdict = await judgePassword(password, layla)
    expect(verdict).toEqual({ score: expect.any(Number), problem: null })
    expect(verdict.score).toBeGreaterThanOrEqual(3)
  })

  it('penalises the email, its parts and the names', () => {
    expect(passwordUserInputs(layla)).toEqual(
      expect.arrayContaining([
        'layla.haddad@example.com',
        'layla.haddad',
        'laylahaddad',
        'layla',
        'haddad',
        'example',
      ]),
    )
    expect(passwordUserInputs({})).toEqual([])
  })

  it('counts characters, not UTF-16 units, for the minimum length', () => {
    const strong = () => ({ score: 4, sequence: [] })
    expect(judgeWith(strong, '🍋🍋🍋🍋🍋🍋🍋').problem).toBe('tooShort')
    expect(judgeWith(strong, '🍋🍋🍋🍋🍋🍋🍋🍋').problem).toBeNull()
  })
})
