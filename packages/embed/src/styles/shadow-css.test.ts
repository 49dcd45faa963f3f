import { describe, expect, it } from 'vitest'
import { toShadowCss } from '../../scripts/shadow-css'
import { embedThemeOverrides, systemFontStack } from './theming'

describe('toShadowCss', () => {
  it('drops what can only match a document (html, body, :root) and keeps the rest of a list', () => {
    const css = toShadowCss(
      '@layer base{:root{--made-with-panda:1}html,:host{line-height:1.5}html[dir=rtl]{--dir-sign:-1}body{margin:0}.body{color:red}}',
    )
    expect(css).toBe('@layer base{:host{line-height:1.5}.body{color:red}}')
  })

  it('removes a layer left empty', () => {
    expect(toShadowCss('@layer base{html{color:red}}.a{color:blue}')).toBe('.a{color:blue}')
  })

  it("turns rem into px (the partner's html font size must not scale the widget), but not in media queries", () => {
    const css = toShadowCss(
      ':host{--spacing-4:1rem;--sizes-xs:20.5rem}.p_2{padding:.5rem 0.25rem -1rem}@media (min-width: 40rem){.x{margin:calc(2rem + 1px)}}.remy{font-family:remedy}',
    )
    expect(css).toBe(
      ':host{--spacing-4:16px;--sizes-xs:328px}.p_2{padding:8px 4px -16px}@media (min-width: 40rem){.x{margin:calc(32px + 1px)}}.remy{font-family:remedy}',
    )
  })

  it('leaves keyframe steps alone', () => {
    expect(toShadowCss('@keyframes fade{from{opacity:0}to{opacity:1}}')).toBe(
      '@keyframes fade{from{opacity:0}to{opacity:1}}',
    )
  })
})

describe('theming', () => {
  it("maps the partner's custom properties onto the brand, radius and font tokens, Sufra's values as fallbacks", () => {
    const { tokens, semanticTokens } = embedThemeOverrides
    expect(semanticTokens.colors.accent.default.value).toBe('var(--sufra-brand, {colors.brand.600})')
    expect(semanticTokens.colors.accent.fg.value).toBe('var(--sufra-brand-contrast, {colors.white})')
    expect(tokens.radii.md.value).toBe('var(--sufra-radius, 0.5rem)')
    expect(tokens.fonts.latin.value).toBe(`var(--sufra-font-family, ${systemFontStack})`)
    expect(tokens.fonts.arabic.value).toBe(tokens.fonts.latin.value)
  })
})
