import { describe, expect, it } from 'vitest'
import { isWebAddress, siteName } from './web-address'

describe('isWebAddress', () => {
  it('accepts http and https addresses', () => {
    expect(isWebAddress('https://www.example.com/recipes/fattoush')).toBe(true)
    expect(isWebAddress('http://example.com')).toBe(true)
  })

  it('refuses empty values, other schemes and text that is not an address', () => {
    for (const value of [
      null,
      undefined,
      '',
      'fattoush',
      'www.example.com/recipe',
      'javascript:alert(1)',
      'ftp://example.com/recipe',
      'https:example.com',
      'HTTPS://example.com',
      'https://',
      'http:// spaced.example',
    ]) {
      expect(isWebAddress(value), String(value)).toBe(false)
    }
  })
})

describe('siteName', () => {
  it('takes the site name when there is one, else the host name, without www.', () => {
    expect(siteName('Serious Eats', 'https://www.seriouseats.com/fattoush')).toBe('Serious Eats')
    expect(siteName(null, 'https://www.example.com/recipes/fattoush?x=1')).toBe('example.com')
    expect(siteName('  ', 'https://cooking.example.org/a')).toBe('cooking.example.org')
    expect(siteName('www.example.com', 'https://www.example.com/')).toBe('example.com')
  })
})
