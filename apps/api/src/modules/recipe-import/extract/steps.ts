/**
 * A method written as one block of text, split back into its steps. Used only when a recipe's steps
 * come out as a single step, where the page lost its own breaks:
 *
 * - inline numbering: "1. Preheat the oven… 2. Mix…" (or "1.番茄切丁 2.土豆…") becomes one step per
 *   number, without the numbers, when the numbers run 1, 2, 3… in order;
 * - paragraphs glued together: "…until browned.Add the onion…" (a sentence's end directly followed by
 *   a capital letter, no space) is split there.
 */

/** A line that only numbers a step: "Step 2", "2.", "Étape 3 :", "خطوة ٢". */
export const isStepNumber = (line: string) =>
  /^(?:step|étape|etape|paso|passo|schritt|stap|krok|adım|خطوة|الخطوة)?\s*[\d\u0660-\u0669]+\s*[.:)]?$/iu.test(
    line.trim(),
  )

const STEP_NUMBER = /(^|[\s.!?。！？])(\d{1,2})[.)．]\s*(?=\p{L})/gu

function splitNumbered(text: string): string[] | null {
  const starts: Array<{ at: number; body: number }> = []
  let expected = 1
  for (const match of text.matchAll(STEP_NUMBER)) {
    if (Number(match[2]) !== expected) continue
    const at = match.index + match[1]!.length
    if (expected === 1 && text.slice(0, at).trim() !== '') return null
    starts.push({ at, body: match.index + match[0].length })
    expected++
  }
  if (starts.length < 2) return null
  return starts
    .map((start, i) => text.slice(start.body, starts[i + 1]?.at ?? text.length).trim())
    .filter(Boolean)
}

const GLUED = /(?<=\p{Ll}[.!?])(?=\p{Lu})/u

/** The steps without lines that only number them; a single run-on step split back into steps. */
export function splitRunOnSteps(found: string[]): string[] {
  const steps = found.filter((step) => !isStepNumber(step))
  if (steps.length !== 1) return steps
  const only = steps[0]!
  const numbered = splitNumbered(only)
  if (numbered) return numbered
  const glued = only.split(GLUED).map((step) => step.trim())
  return glued.filter(Boolean)
}
