// Plain objects (no @pandacss/dev import): this folder ships in the package; panda.config.ts types them.

/**
 * The custom properties a partner sets on the element (they inherit into the shadow root), and the
 * tokens they map onto. A token keeps Sufra's own value when its property is not set.
 */
export const themingProperties = {
  '--sufra-brand':
    'brand colour: buttons, links, the nutrition rings (accent.default; hover and tints derive from it)',
  '--sufra-brand-contrast': 'text and icons on the brand colour (accent.fg)',
  '--sufra-radius': 'corner radius of cards, buttons and fields (radii md; sm, lg, xl scale with it)',
  '--sufra-font-family':
    "the widget's font; a font the partner's page already loads (fonts latin and arabic)",
} as const

/** No web fonts are downloaded: the device's, with Arabic faces before the generic fallback. */
export const systemFontStack = 'system-ui, "Segoe UI", Roboto, "Noto Sans Arabic", Tahoma, sans-serif'

const brand = 'var(--sufra-brand, {colors.brand.600})'
const radius = 'var(--sufra-radius, 0.5rem)'
const font = `var(--sufra-font-family, ${systemFontStack})`

export const embedThemeOverrides = {
  tokens: {
    fonts: { latin: { value: font }, arabic: { value: font } },
    radii: {
      xs: { value: `calc(${radius} / 4)` },
      sm: { value: `calc(${radius} / 2)` },
      md: { value: radius },
      lg: { value: `calc(${radius} * 1.5)` },
      xl: { value: `calc(${radius} * 2)` },
      '2xl': { value: `calc(${radius} * 3)` },
    },
  },
  semanticTokens: {
    // Hover, text and tints follow the partner's brand; with none set they stay close to Sufra's
    // brand.700 / brand.50 / brand.100 (color-mix cannot tell "unset" from "set").
    colors: {
      accent: {
        default: { value: brand },
        emphasized: { value: `color-mix(in oklab, ${brand} 82%, black)` },
        text: { value: `color-mix(in oklab, ${brand} 82%, black)` },
        fg: { value: 'var(--sufra-brand-contrast, {colors.white})' },
        subtle: { value: `color-mix(in oklab, ${brand} 7%, white)` },
        muted: { value: `color-mix(in oklab, ${brand} 17%, white)` },
      },
    },
  },
}

/**
 * What the page's globalCss does for html/body, done for the shadow tree: `:host` is the element
 * in the partner's page (display only; the partner may size and place it), `[data-sufra-root]` the
 * container every render fills. `all: initial` drops what the host page would pass down by
 * inheritance (font size, line height, colour, letter spacing, text-align, white-space…), then
 * the widget's own values are set.
 */
export const embedGlobalCss = {
  ':host': { display: 'block', '--dir-sign': '1' },
  ':host([hidden])': { display: 'none' },
  '[data-sufra-root]': {
    all: 'initial',
    display: 'block',
    fontFamily: 'latin',
    fontSize: 'md',
    lineHeight: 'normal',
    color: 'fg.default',
    textAlign: 'start',
    WebkitFontSmoothing: 'antialiased',
    textSizeAdjust: '100%',
  },
  '[data-sufra-root][dir=rtl]': { '--dir-sign': '-1' },
}
