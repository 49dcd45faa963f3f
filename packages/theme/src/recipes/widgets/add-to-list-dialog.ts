import { defineSlotRecipe } from '@pandacss/dev'

/**
 * AddToListDialog (`data-scope="add-to-list-dialog"`): the form inside the dialog's content; the
 * body stacks the choice of list (New list, then the person's lists) and the new list's name.
 */
export const addToListDialogRecipe = defineSlotRecipe({
  className: 'add-to-list-dialog',
  description: 'AddToListDialog: its form fills the dialog, so the body scrolls between header and footer',
  slots: ['form', 'body', 'targets', 'count', 'note'],
  base: {
    form: { display: 'flex', flexDirection: 'column', minH: '0', flex: '1' },
    body: { display: 'flex', flexDirection: 'column', gap: '5' },
    targets: { w: 'full', gap: '2.5' },
    // The list's item count after its name, quieter.
    count: { ms: '1', color: 'fg.muted', textStyle: 'small', whiteSpace: 'nowrap' },
    note: { textStyle: 'small', color: 'fg.muted' },
  },
})
