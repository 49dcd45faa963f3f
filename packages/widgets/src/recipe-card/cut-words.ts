/** Spec: a recipe card's description is cut to 20 words. */
export const CARD_DESCRIPTION_WORDS = 20

/**
 * The first `limit` words of `text` (words are runs of non-space characters, so Arabic and Latin
 * count alike), with an ellipsis when something was cut. Runs of spaces and line breaks become one
 * space; a text within the limit comes back trimmed but otherwise unchanged.
 */
export function cutWords(text: string, limit: number = CARD_DESCRIPTION_WORDS): string {
  const words = text.trim().split(/\s+/u).filter(Boolean)
  if (words.length <= limit) return words.join(' ')
  // Trailing punctuation before the ellipsis reads as a typo ("tomatoes,…").
  const kept = words
    .slice(0, Math.max(0, limit))
    .join(' ')
    .replace(/[\s,.;:،؛!?؟-]+$/u, '')
  return `${kept}…`
}
