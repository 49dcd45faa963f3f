import { PurgeCSS } from 'purgecss'
import purgeHtml, { type ExtractorResultDetailed } from 'purgecss-from-html'

/**
 * The shadow stylesheet cut down to what one rendered HTML uses: its classes, elements, and the
 * attribute values the stylesheet's selectors name (`[data-state=open]`, `[dir=rtl]`), with only the
 * custom properties and keyframes those rules reach. Purged sheets are kept by that selector set, so
 * every recipe rendered with the same parts (most of them) reuses one: an alt text, a link or an id
 * in the HTML does not count, since no selector names them. Interaction states (hover, focus) of the
 * classes present are kept: the page can be hovered before the interactive code arrives.
 */
export function createPurger(fullCss: string, { maxEntries = 200 }: { maxEntries?: number } = {}) {
  const { css: protectedCss, restore } = protectStateGroups(fullCss)
  const named = selectorAttributeValues(fullCss)
  const cache = new Map<string, Promise<string>>()

  return function purge(html: string): Promise<string> {
    const found = purgeHtml(html)
    const used: ExtractorResultDetailed = {
      classes: unique(found.classes),
      tags: unique(found.tags),
      ids: unique(found.ids).filter((id) => named.ids.has(id)),
      attributes: {
        names: unique(found.attributes.names),
        values: unique(found.attributes.values).filter((value) => named.matches(value)),
      },
      undetermined: [],
    }
    // Custom properties the HTML's own styles read (Ark's rings: `width: var(--size)`): PurgeCSS sees
    // only the stylesheet, so a rule reading them is added for it (a custom property's own reads count
    // only when it is used, so an ordinary property) and taken out again after.
    const inlineVariables = unique([...html.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!))
    const key = JSON.stringify([used, inlineVariables])
    let css = cache.get(key)
    if (css) {
      // Most recently used last, so the oldest is forgotten first.
      cache.delete(key)
      cache.set(key, css)
      return css
    }
    css = new PurgeCSS()
      .purge({
        content: [{ raw: ' ', extension: 'sufra' }],
        css: [
          {
            raw: inlineVariables.length
              ? `${protectedCss}\n:host(.sufra-inline){quotes:${inlineVariables.map((name) => `var(${name})`).join(' ')}}`
              : protectedCss,
          },
        ],
        extractors: [{ extensions: ['sufra'], extractor: () => used }],
        variables: true,
        keyframes: true,
        fontFace: true,
        // The element itself (tokens, display): PurgeCSS would see no element there.
        safelist: { standard: [':host'] },
      })
      .then(([result]) => minify(restore(result?.css ?? '')).replace(/:host\(\.sufra-inline\)\{[^}]*\}/, ''))
    // A failed purge is not kept: the next render tries again.
    css.catch(() => cache.delete(key))
    cache.set(key, css)
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value!)
    return css
  }
}

/**
 * Panda writes a state as `:is(:hover, [data-hover])`; PurgeCSS would cut such a list down to the
 * alternatives it can see in the HTML (`:is([data-hover])`: no hover any more). Each `:is(…)` or
 * `:where(…)` holding a pseudo-class is swapped for a pseudo-class PurgeCSS leaves alone
 * (`:sufra-3`) before purging, and put back after, so a class present keeps its hover and focus
 * styles (the page can be hovered before the interactive code arrives).
 */
export function protectStateGroups(css: string) {
  const groups: string[] = []
  let out = ''
  let from = 0
  for (const match of css.matchAll(/:(?:is|where)\(/g)) {
    if (match.index < from) continue
    let depth = 0
    let end = match.index + match[0].length - 1
    for (; end < css.length; end++) {
      if (css[end] === '(') depth++
      else if (css[end] === ')' && --depth === 0) break
    }
    const group = css.slice(match.index, end + 1)
    if (!/:[\w-]/.test(group.slice(match[0].length))) continue
    out += `${css.slice(from, match.index)}:sufra-${groups.length}`
    groups.push(group)
    from = end + 1
  }
  out += css.slice(from)
  return {
    css: out,
    restore: (purged: string) =>
      purged.replace(/:sufra-(\d+)(?![\w-])/g, (_, index: string) => groups[Number(index)]!),
  }
}

const unique = (values: string[]) => [...new Set(values)].sort()

/** Attribute values and ids that some selector of the stylesheet names. */
function selectorAttributeValues(css: string) {
  const exact = new Set<string>()
  const partial: ((value: string) => boolean)[] = []
  for (const [, operator, , value] of css.matchAll(
    /\[[\w-]+\s*([~|^$*]?)=\s*(["']?)([^\]"']*)\2\s*(?:[is]\s*)?\]/g,
  )) {
    const text = value!
    if (operator === '' || operator === '~') exact.add(text)
    else if (operator === '^') partial.push((candidate) => candidate.startsWith(text))
    else if (operator === '$') partial.push((candidate) => candidate.endsWith(text))
    else if (operator === '*') partial.push((candidate) => candidate.includes(text))
    else partial.push((candidate) => candidate === text || candidate.startsWith(`${text}-`))
  }
  const ids = new Set([...css.matchAll(/#(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!))
  return {
    ids,
    matches: (value: string) => exact.has(value) || partial.some((test) => test(value)),
  }
}

/** PurgeCSS keeps the source's indentation and the blank lines of what it removed. */
function minify(css: string) {
  return css
    .replace(/\n\s*/g, '\n')
    .replace(/\n+/g, '\n')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .trim()
}
