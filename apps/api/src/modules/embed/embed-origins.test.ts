import { describe, expect, it } from 'vitest'
import { readConfig } from '../../config'
import { parseEmbedOrigins } from './embed-origins'

describe('EMBED_ORIGINS', () => {
  it('reads comma-separated exact origins, once each, none by default', () => {
    expect(parseEmbedOrigins(undefined)).toEqual([])
    expect(parseEmbedOrigins(' https://blog.example , http://127.0.0.2:4100,https://blog.example')).toEqual([
      'https://blog.example',
      'http://127.0.0.2:4100',
    ])
  })

  it.each([
    'https://blog.example/',
    'https://blog.example/recipes',
    '*',
    'https://*.example',
    'blog.example',
    'ftp://blog.example',
    'https://BLOG.example',
    'https://blog.example:443',
  ])('stops start-up for %s, naming the entry', (entry) => {
    expect(() => readConfig({ EMBED_ORIGINS: entry }, '/srv/sufra')).toThrow(
      `EMBED_ORIGINS: "${entry}" is not an origin`,
    )
  })

  it('puts the origins and the kit folder (default packages/embed/dist) in the server settings', () => {
    const config = readConfig({ EMBED_ORIGINS: 'https://blog.example' }, '/srv/sufra')
    expect(config.server.embedOrigins).toEqual(['https://blog.example'])
    expect(config.server.embedDir).toBe('/srv/sufra/packages/embed/dist')
    expect(readConfig({ EMBED_DIR: '/opt/embed' }, '/srv/sufra').server.embedDir).toBe('/opt/embed')
  })
})
