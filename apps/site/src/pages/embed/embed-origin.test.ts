import { describe, expect, it } from 'vitest'
import { embedSignInPath, partnerOrigin } from './embed-origin'

describe('partnerOrigin', () => {
  it('takes an exact http(s) origin from the query', () => {
    expect(partnerOrigin('?origin=https%3A%2F%2Fblog.example')).toBe('https://blog.example')
    expect(partnerOrigin('?origin=http://127.0.0.2:4100')).toBe('http://127.0.0.2:4100')
  })

  it('refuses what is not exactly an origin', () => {
    for (const search of [
      '',
      '?origin=',
      '?origin=null',
      '?origin=blog.example',
      '?origin=https://blog.example/',
      '?origin=https://blog.example/page',
      '?origin=javascript:alert(1)',
      '?origin=file:///etc',
      '?origin=HTTPS://BLOG.EXAMPLE',
    ]) {
      expect(partnerOrigin(search), search).toBeNull()
    }
  })

  it('writes the window’s own address, which Google sign-in returns to', () => {
    expect(embedSignInPath('ar', 'https://blog.example')).toBe(
      '/ar/embed/sign-in?origin=https%3A%2F%2Fblog.example',
    )
    expect(partnerOrigin(embedSignInPath('en', 'http://127.0.0.2:4100').split('?')[1]!)).toBe(
      'http://127.0.0.2:4100',
    )
  })
})
