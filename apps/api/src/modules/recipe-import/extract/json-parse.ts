/**
 * JSON-LD as pages really write it. `JSON.parse` first; when that fails, one linear pass repairs the
 * cheap mistakes and splits several top-level values apart:
 *
 * - raw newlines, tabs and other control characters inside strings (escaped),
 * - invalid escapes such as `\'` (the backslash is dropped),
 * - trailing commas before `}` or `]`,
 * - several objects one after another, with or without commas between them,
 * - `<!-- -->` and CDATA wrappers around the script's text.
 *
 * Each top-level value is then parsed on its own, so one broken object does not lose the others.
 */

const WRAPPERS =
  /^\s*(?:<!--|\/\/\s*<!\[CDATA\[|\/\*\s*<!\[CDATA\[\s*\*\/)|(?:-->|\/\/\s*\]\]>|\/\*\s*\]\]>\s*\*\/)\s*$/g

const VALID_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u'])

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** Repairs and splits; returns the source of each top-level value. */
function repairedValues(text: string): string[] {
  const values: string[] = []
  let out: string[] = []
  /** Where the last character other than whitespace went in `out` (outside strings). */
  let lastSignificant = -1
  const push = (piece: string) => {
    out.push(piece)
    if (!/^\s+$/.test(piece)) lastSignificant = out.length - 1
  }
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (inString) {
      if (char === '\\') {
        const next = text[i + 1]
        if (next !== undefined && VALID_ESCAPES.has(next)) {
          push(char + next)
          i++
        } // else: drop the stray backslash; the next character is kept as it is.
        continue
      }
      if (char === '"') {
        inString = false
        push(char)
        continue
      }
      const code = char.charCodeAt(0)
      if (code < 0x20) {
        push(char === '\n' ? '\\n' : char === '\r' ? '\\r' : char === '\t' ? '\\t' : ' ')
        continue
      }
      push(char)
      continue
    }
    if (char === '"') {
      if (depth === 0) continue // a stray string at the top level is no value we want
      inString = true
      push(char)
    } else if (char === '{' || char === '[') {
      depth++
      push(char)
    } else if (char === '}' || char === ']') {
      if (depth === 0) continue
      if (out[lastSignificant] === ',') out[lastSignificant] = ' '
      push(char)
      depth--
      if (depth === 0) {
        values.push(out.join(''))
        out = []
        lastSignificant = -1
      }
    } else if (depth > 0) {
      push(char)
    }
  }
  return values
}

/** Every JSON value a script's text holds (none when nothing can be read). */
export function parseJsonLoose(source: string): unknown[] {
  const text = source.replace(WRAPPERS, '').trim()
  if (!text) return []
  const strict = tryParse(text)
  if (strict !== undefined) return [strict]
  const values: unknown[] = []
  for (const part of repairedValues(text)) {
    const value = tryParse(part)
    if (value !== undefined) values.push(value)
  }
  return values
}
