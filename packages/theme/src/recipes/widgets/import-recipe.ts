import { defineSlotRecipe } from '@pandacss/dev'

// Wide enough for an address and the button side by side. A container query, not a breakpoint:
// the same widget sits in the profile's wide tools area and in the feed's narrow right panel.
const sideBySide = '@container (min-width: 26rem)'

/** The recipe-URL import form: the address and its button, the error, and the progress of an import. */
export const importRecipeRecipe = defineSlotRecipe({
  className: 'import-recipe',
  description:
    'The recipe-URL import form: address and button (stacked in a narrow column), its error, and the progress while it runs',
  slots: ['root', 'row', 'input', 'progress', 'status'],
  base: {
    root: { containerType: 'inline-size', w: 'full', minW: '0', maxW: '3xl' },
    row: { display: 'flex', flexDirection: 'column', gap: '2', [sideBySide]: { flexDirection: 'row' } },
    // Grows along the row only: in the stacked layout a flex basis of 0 would flatten it.
    input: { flex: 'none', minW: '0', [sideBySide]: { flex: '1' } },
    // Present (and empty) while idle, so the live status line is in the page before it speaks.
    progress: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      '&[data-busy]': { marginBlockStart: '3' },
    },
    status: { textStyle: 'small', color: 'fg.muted', overflowWrap: 'anywhere' },
  },
})
