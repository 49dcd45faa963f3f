/**
 * Ingredient lines as recipe plugins write them, tidied:
 *
 * - a note's brackets doubled by the plugin ("1 cup milk ((warm))", "pork ((butt) or belly (note 1))")
 *   lose the outer pair: "1 cup milk (warm)", "pork (butt) or belly (note 1)";
 * - no space before a comma ("2 tortillas , warmed" → "2 tortillas, warmed", as templates that join
 *   a name and its note often leave it);
 * - a group heading written as a line ("For the sauce:") is not an ingredient and is dropped.
 */
import { collapse } from './text'

/** The index of the ")" that closes the "(" at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++
    else if (text[i] === ')' && --depth === 0) return i
  }
  return -1
}

/** Drops an outer pair of brackets whose content starts with "(" and ends with ")". */
export function undoubleBrackets(line: string): string {
  let text = line
  let from = 0
  for (;;) {
    const open = text.indexOf('((', from)
    if (open < 0) return text
    const close = closing(text, open)
    if (close > open + 1 && text[close - 1] === ')') {
      text = text.slice(0, open) + text.slice(open + 1, close) + text.slice(close + 1)
      from = open
    } else {
      from = open + 1
    }
  }
}

const isGroupHeading = (line: string) => /[:：]$/.test(line)

export function tidyIngredients(lines: string[]): string[] {
  return lines
    .map((line) => undoubleBrackets(collapse(line)).replace(/\s+,/g, ','))
    .filter((line) => line && !isGroupHeading(line))
}
