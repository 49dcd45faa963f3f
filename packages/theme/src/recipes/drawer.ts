import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

// Side menus are dialogs that slide from an inline edge; the keyframes read --dir-sign so the
// same animation runs towards the right edge in Arabic.
export const drawerRecipe = defineSlotRecipe({
  className: 'drawer',
  slots: dialogAnatomy.extendWith('header', 'body', 'footer').keys(),
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'bg.overlay',
      _open: { animationName: 'fadeIn', animationDuration: 'sideMenu', animationTimingFunction: 'out' },
      _closed: {
        animationName: 'fadeOut',
        animationDuration: 'sideMenu',
        animationTimingFunction: 'in',
        animationFillMode: 'forwards',
      },
    },
    positioner: {
      position: 'fixed',
      insetBlock: '0',
      zIndex: 'modal',
      display: 'flex',
      w: 'xs',
      maxW: 'full',
      overscrollBehavior: 'contain',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      w: 'full',
      h: 'full',
      bg: 'bg.surface',
      color: 'fg.default',
      boxShadow: 'xl',
      overflow: 'hidden',
      animationDuration: 'sideMenu',
      _open: { animationTimingFunction: 'out' },
      _closed: { animationTimingFunction: 'in', animationFillMode: 'forwards' },
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      minH: '16',
      ps: '5',
      pe: '14',
      py: '3',
      borderBlockEndWidth: '1px',
      borderColor: 'border.subtle',
    },
    title: { textStyle: 'h3', color: 'fg.default' },
    description: { textStyle: 'small', color: 'fg.muted' },
    body: { flex: '1', minH: '0', overflowY: 'auto', p: '3' },
    footer: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      p: '3',
      borderBlockStartWidth: '1px',
      borderColor: 'border.subtle',
    },
    closeTrigger: {
      position: 'absolute',
      // Centred on the 4rem header row.
      insetBlockStart: '4',
      insetInlineEnd: '3',
      color: 'fg.muted',
    },
  },
  variants: {
    placement: {
      start: {
        positioner: { insetInlineStart: '0' },
        content: {
          _open: { animationName: 'slideInFromStart' },
          _closed: { animationName: 'slideOutToStart' },
        },
      },
      end: {
        positioner: { insetInlineEnd: '0' },
        content: {
          _open: { animationName: 'slideInFromEnd' },
          _closed: { animationName: 'slideOutToEnd' },
        },
      },
    },
  },
  defaultVariants: { placement: 'start' },
})
