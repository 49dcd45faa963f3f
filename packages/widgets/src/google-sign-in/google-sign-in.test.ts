import { describe, expect, it } from 'vitest'
import { GOOGLE_SIGN_IN_HREF, googleSignInHref, takeGoogleSignInError } from './google-sign-in'

describe('googleSignInHref', () => {
  it('carries the page to come back to as returnTo', () => {
    expect(googleSignInHref('/ar/recipe/42?tab=steps')).toBe(
      '/api/v1/user/auth/google?returnTo=%2Far%2Frecipe%2F42%3Ftab%3Dsteps',
    )
    expect(new URL(googleSignInHref('/en/user/profile'), 'http://x').searchParams.get('returnTo')).toBe(
      '/en/user/profile',
    )
  })

  it('leaves returnTo out when it is not a path on this site or is too long for the contract', () => {
    expect(googleSignInHref()).toBe(GOOGLE_SIGN_IN_HREF)
    expect(googleSignInHref('https://evil.example/')).toBe(GOOGLE_SIGN_IN_HREF)
    expect(googleSignInHref('//evil.example/')).toBe(GOOGLE_SIGN_IN_HREF)
    expect(googleSignInHref('/\\evil.example/')).toBe(GOOGLE_SIGN_IN_HREF)
    expect(googleSignInHref(`/${'a'.repeat(512)}`)).toBe(GOOGLE_SIGN_IN_HREF)
    expect(googleSignInHref(`/${'a'.repeat(511)}`)).not.toBe(GOOGLE_SIGN_IN_HREF)
  })
})

describe('takeGoogleSignInError', () => {
  it('reads both errors the server sends and removes the parameter, keeping the rest', () => {
    expect(takeGoogleSignInError('?authError=google')).toEqual({ error: 'google', search: '' })
    expect(takeGoogleSignInError('?keyword=soup&authError=google-unavailable&page=2')).toEqual({
      error: 'google-unavailable',
      search: '?keyword=soup&page=2',
    })
  })

  it('drops an unknown value without reporting it, and leaves other queries alone', () => {
    expect(takeGoogleSignInError('?authError=other&x=1')).toEqual({ error: null, search: '?x=1' })
    expect(takeGoogleSignInError('?keyword=soup')).toEqual({ error: null, search: '?keyword=soup' })
    expect(takeGoogleSignInError('')).toEqual({ error: null, search: '' })
  })
})
