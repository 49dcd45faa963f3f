import { defineSlotRecipe } from '@pandacss/dev'

/** AddToListDialog (`data-scope="add-to-list-dialog"`): the form inside the dialog's content. */
export const addToListDialogRecipe = defineSlotRecipe({
  className: 'add-to-list-dialog',
  description: 'AddToListDialog: its form fills the dialog, so the body scrolls between header and footer',
  slots: ['form'],
  base: {
    form: { display: 'flex', flexDirection: 'column', minH: '0', flex: '1' },
  },
})
