import { defineSlotRecipe } from '@pandacss/dev'

/** The parts every form shares: sections, columns, the save bar, the form alert and the fields' extras. */
export const formLayoutRecipe = defineSlotRecipe({
  className: 'form-layout',
  description:
    'Shared form parts: titled sections, two columns, the sticky save bar, the form alert and field extras',
  slots: [
    'section',
    'legend',
    'hint',
    'columns',
    'saveBar',
    'status',
    'alert',
    'group',
    'requiredMark',
    'note',
    'password',
    'reveal',
    'choices',
    'calendar',
  ],
  base: {
    section: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      minW: '0',
      p: { base: '4', md: '6' },
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'lg',
    },
    legend: { float: 'start', w: 'full', textStyle: 'h3', marginBlockEnd: '2' },
    hint: { textStyle: 'small', color: 'fg.muted', marginBlockStart: '-2' },
    // Two columns from small tablets up, one on phones.
    columns: { display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' },
    saveBar: {
      position: 'sticky',
      insetBlockEnd: '0',
      zIndex: 'sticky',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: '4',
      p: '4',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'lg',
      boxShadow: 'md',
    },
    status: { textStyle: 'small', color: 'fg.muted', me: 'auto' },
    alert: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '2',
      p: '3',
      borderRadius: 'md',
      bg: 'danger.subtle',
      color: 'danger.text',
      textStyle: 'small',
      '& svg': { flexShrink: 0, w: '4', h: '4', marginBlockStart: '0.5' },
    },
    // A control that is not inside a Field (date picker, radio group) above its error text.
    group: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    requiredMark: { color: 'danger.text', fontWeight: 'semibold', ms: '1' },
    note: { color: 'fg.muted', fontWeight: 'normal', ms: '1.5' },
    password: { position: 'relative' },
    // The icon, not the button: the ghost button's own colour is a recipe variant, which outranks this.
    reveal: {
      position: 'absolute',
      insetInlineEnd: '1',
      insetBlock: '0',
      my: 'auto',
      '& svg': { color: 'fg.muted' },
    },
    // zag copies the content's z-index onto the positioner; without one, positioned fields after the
    // popup would paint over it.
    choices: { zIndex: 'dropdown', maxH: 'xs', overflowY: 'auto' },
    calendar: { zIndex: 'popover' },
  },
})
