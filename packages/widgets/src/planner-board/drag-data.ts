import type { DragItem, DropItem } from 'react-aria'
import type { SlotAddress } from '@sufra/core'

/** The drag type of a recipe on its way to a meal slot (from the source slider or another slot). */
export const RECIPE_DRAG_TYPE = 'application/x-sufra-planner-recipe'

export type RecipeDrag = {
  recipeId: string
  /** The slot it leaves (a move); absent for a recipe from the source slider (a copy). */
  from?: SlotAddress & { date: string | null }
}

/** The drag items for a recipe: our own type, and its title as plain text for other drop targets. */
export function recipeDragItems(drag: RecipeDrag, title: string): DragItem[] {
  return [{ [RECIPE_DRAG_TYPE]: JSON.stringify(drag), 'text/plain': title }]
}

/** The recipe a drop brings, or null when it is something else (a file, text from another page). */
export async function readRecipeDrag(items: readonly DropItem[]): Promise<RecipeDrag | null> {
  for (const item of items) {
    if (item.kind !== 'text' || !item.types.has(RECIPE_DRAG_TYPE)) continue
    try {
      const value = JSON.parse(await item.getText(RECIPE_DRAG_TYPE)) as Partial<RecipeDrag>
      if (typeof value.recipeId === 'string') return value as RecipeDrag
    } catch {
      return null
    }
  }
  return null
}
