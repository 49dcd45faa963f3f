import fs from 'node:fs'
import path from 'node:path'
import postcss, { type Plugin } from 'postcss'

/**
 * Turns Panda's output for the embed config into the stylesheet adopted by a shadow root:
 * - selectors that only match a document's root or body (`html`, `body`, `:root`, `html[dir=rtl]`)
 *   are dropped: inside a shadow tree they match nothing, so they would only cost bytes;
 * - `rem` lengths in declarations become `px` (1rem = 16px): a rem inside a shadow root is relative
 *   to the partner's `<html>` font size (many blogs set 62.5 %), which would shrink or grow the
 *   widget. Media and container queries keep their rem (those already ignore the page's CSS).
 */
export function shadowCssPlugin(): Plugin {
  const documentOnly = /^(html|body|:root)(?![\w-])/
  return {
    postcssPlugin: 'sufra-shadow-css',
    Rule(rule) {
      // Keyframe steps (from, 50%) are not selectors of elements.
      if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return
      const kept = rule.selectors.filter((selector) => !documentOnly.test(selector.trim()))
      if (kept.length === 0) rule.remove()
      else if (kept.length !== rule.selectors.length) rule.selectors = kept
    },
    Declaration(declaration) {
      if (!declaration.value.includes('rem')) return
      declaration.value = declaration.value.replace(
        /(^|[^\w.-])(-?\d*\.?\d+)rem\b/g,
        (_match, before: string, amount: string) => `${before}${+(Number(amount) * 16).toFixed(3)}px`,
      )
    },
    AtRuleExit: {
      // A layer or media block whose rules were all dropped.
      layer(atRule) {
        if (atRule.nodes && atRule.nodes.length === 0) atRule.remove()
      },
    },
  }
}

export function toShadowCss(css: string): string {
  return postcss([shadowCssPlugin()]).process(css, { from: undefined }).css
}

// `tsx scripts/shadow-css.ts <panda output> <shadow stylesheet>` (the package's build).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [from, to] = process.argv.slice(2)
  if (!from || !to) throw new Error('usage: tsx scripts/shadow-css.ts <panda css> <shadow css>')
  fs.mkdirSync(path.dirname(to), { recursive: true })
  fs.writeFileSync(to, toShadowCss(fs.readFileSync(from, 'utf8')))
}
