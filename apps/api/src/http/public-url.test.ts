/** PUBLIC_URL: required outside development, checked, and where canonical links point (config.ts). */
import { describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { parsePublicUrl } from './public-url'

describe('PUBLIC_URL', () => {
  it('is optional in development and tests (NODE_ENV unset, development or test)', () => {
    for (const nodeEnv of [undefined, '', 'development', 'test'])
      expect(parsePublicUrl(undefined, nodeEnv)).toBeUndefined()
    expect(readConfig({}, '/srv/sufra').server.publicUrl).toBeUndefined()
  })

  it('stops start-up with NODE_ENV=production (or any other) when unset, saying what to set', () => {
    for (const nodeEnv of ['production', 'staging']) {
      expect(() => parsePublicUrl(undefined, nodeEnv)).toThrow(
        `PUBLIC_URL is not set. With NODE_ENV=${nodeEnv}, Sufra needs the address people reach it at (PUBLIC_URL=https://sufra.example)`,
      )
      expect(() => parsePublicUrl('  ', nodeEnv)).toThrow(/PUBLIC_URL is not set/)
    }
    expect(() => readConfig({ NODE_ENV: 'production' }, '/srv/sufra')).toThrow(/PUBLIC_URL is not set/)
    expect(
      readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://sufra.example/' }, '/srv/sufra').server
        .publicUrl,
    ).toBe('https://sufra.example')
  })

  it('is kept as origin and path, without a trailing slash', () => {
    expect(parsePublicUrl('https://sufra.example', 'production')).toBe('https://sufra.example')
    expect(parsePublicUrl('https://Sufra.Example:443/', 'production')).toBe('https://sufra.example')
    expect(parsePublicUrl('http://127.0.0.1:8080', undefined)).toBe('http://127.0.0.1:8080')
    expect(parsePublicUrl('https://example.org/sufra/', 'production')).toBe('https://example.org/sufra')
  })

  it('refuses what is not an http(s) address, whatever NODE_ENV says', () => {
    for (const value of [
      'sufra.example',
      'ftp://sufra.example',
      'https://sufra.example/?x=1',
      'https://sufra.example/#top',
      'https://user@sufra.example',
      'javascript:alert(1)',
    ]) {
      expect(() => parsePublicUrl(value, undefined), value).toThrow(
        `PUBLIC_URL: "${value}" is not an address like https://sufra.example`,
      )
    }
  })
})
