import { describe, expect, it } from 'vitest'
import { colors } from './colors'
import { contrastRatio } from './contrast'
import { semanticColors } from './semantic-tokens'

type TokenTree = { [key: string]: TokenTree | { value: unknown } }

/** Looks up `{colors.brand.600}` style references (and semantic names like `accent.default`) to a hex value. */
function resolve(name: string): string {
  const fromTree = (tree: TokenTree, path: string[]): string | undefined => {
    let node: TokenTree | { value: unknown } | undefined = tree
    for (const part of path) node = node && !('value' in node) ? (node as TokenTree)[part] : undefined
    if (!node || !('value' in node) || typeof node.value !== 'string') return undefined
    return node.value
  }
  const raw =
    fromTree(semanticColors as TokenTree, name.split('.')) ?? fromTree(colors as TokenTree, name.split('.'))
  if (!raw) throw new Error(`unknown colour token ${name}`)
  const reference = /^\{colors\.(.+)\}$/.exec(raw)
  return reference ? resolve(reference[1]!) : raw
}

// Text-on-surface pairs the components use; normal-size text needs 4.5:1 (WCAG AA).
const textPairs: [foreground: string, background: string][] = [
  ['fg.default', 'bg.canvas'],
  ['fg.default', 'bg.surface'],
  ['fg.default', 'bg.muted'],
  ['fg.muted', 'bg.canvas'],
  ['fg.muted', 'bg.surface'],
  ['fg.muted', 'bg.muted'],
  ['fg.subtle', 'bg.surface'],
  ['fg.subtle', 'bg.canvas'],
  ['fg.inverse', 'bg.inverse'],
  ['accent.fg', 'accent.default'],
  ['accent.fg', 'accent.emphasized'],
  ['accent.text', 'bg.surface'],
  ['accent.text', 'bg.canvas'],
  ['accent.text', 'accent.subtle'],
  ['accent.text', 'accent.muted'],
  ['danger.fg', 'danger.default'],
  ['danger.text', 'danger.subtle'],
  ['danger.text', 'bg.surface'],
  ['success.fg', 'success.default'],
  ['success.text', 'success.subtle'],
  ['warning.text', 'warning.subtle'],
  ['highlight.text', 'highlight.subtle'],
  ...([1, 2, 3, 4, 5, 6, 7, 8] as const).map((n): [string, string] => ['white', `avatar.${n}`]),
]

describe('semantic colours meet WCAG AA for text', () => {
  it.each(textPairs)('%s on %s ≥ 4.5:1', (foreground, background) => {
    expect(contrastRatio(resolve(foreground), resolve(background))).toBeGreaterThanOrEqual(4.5)
  })

  it('the focus ring stands out from the page (≥ 3:1 for UI parts)', () => {
    expect(contrastRatio(resolve('focusRing'), resolve('bg.canvas'))).toBeGreaterThanOrEqual(3)
  })

  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})
