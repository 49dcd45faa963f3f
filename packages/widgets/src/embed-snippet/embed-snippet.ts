import type { Locale } from '@sufra/i18n'

/** What a partner can put on a page (packages/embed registers the elements). */
export type EmbedElement = 'card' | 'recipe'

export const embedTags: Record<EmbedElement, string> = {
  card: 'sufra-recipe-card',
  recipe: 'sufra-recipe',
}

export type EmbedTheme = {
  /** `#rrggbb` (a colour input's value). */
  brand: string
  /** Corner radius in CSS pixels. */
  radius: number
}

export type EmbedSnippetOptions = {
  /** Sufra's origin, `https://sufra.example`: the loader finds the API from its own address. */
  origin: string
  recipeId: string
  element: EmbedElement
  lang: Locale
  /** The full recipe only: the servings its amounts are for. */
  servings?: number
  theme?: EmbedTheme
}

/** The theme Sufra's own colours give (brand.600, radius lg). */
export const defaultEmbedTheme: EmbedTheme = { brand: '#1f6d50', radius: 12 }

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/** Relative luminance (WCAG 2) of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (index: number) => {
    const value = Number.parseInt(hex.slice(index, index + 2), 16) / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

const LIGHT_TEXT = '#ffffff'
const DARK_TEXT = '#1a1714'

/**
 * The text colour on a brand colour: white or near-black, whichever contrasts more, so a partner's
 * light brand colour still gets readable buttons.
 */
export function brandContrast(brand: string): string {
  if (!HEX_COLOUR.test(brand)) return LIGHT_TEXT
  const l = luminance(brand)
  const onWhite = 1.05 / (l + 0.05)
  const onDark = (l + 0.05) / (luminance(DARK_TEXT) + 0.05)
  return onWhite >= onDark ? LIGHT_TEXT : DARK_TEXT
}

/** The theme as the custom properties the widget reads (`--sufra-brand`, ...), for a style attribute. */
export function themeStyle(theme: EmbedTheme): string {
  const brand = HEX_COLOUR.test(theme.brand) ? theme.brand.toLowerCase() : defaultEmbedTheme.brand
  const radius = Number.isFinite(theme.radius)
    ? Math.max(0, Math.round(theme.radius))
    : defaultEmbedTheme.radius
  return `--sufra-brand: ${brand}; --sufra-brand-contrast: ${brandContrast(brand)}; --sufra-radius: ${radius}px`
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/** The element's tag with its attributes (and, for the preview, some content shown until it is defined). */
export function embedElementHtml(options: Omit<EmbedSnippetOptions, 'origin'>, content = ''): string {
  const tag = embedTags[options.element]
  const attributes: [string, string][] = [
    ['recipe-id', options.recipeId],
    ['lang', options.lang],
  ]
  if (options.element === 'recipe' && options.servings !== undefined) {
    attributes.push(['servings', String(options.servings)])
  }
  if (options.theme) attributes.push(['style', themeStyle(options.theme)])
  const written = attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')
  return `<${tag}${written}>${content}</${tag}>`
}

/** The loader's script tag: one per page, whatever elements it holds. */
export function embedScriptHtml(origin: string): string {
  return `<script async src="${escapeAttribute(origin)}/v1/embed.js"></script>`
}

/** What the partner pastes: the loader, then the element. */
export function embedSnippet(options: EmbedSnippetOptions): string {
  const { origin, ...element } = options
  return `${embedScriptHtml(origin)}\n${embedElementHtml(element)}`
}
