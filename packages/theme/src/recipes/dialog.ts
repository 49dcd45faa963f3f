import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  slots: dialogAnatomy.extendWith('header', 'body', 'footer').keys(),
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'bg.overlay',
      // The spec's modal fade: 0.3 s in and out.
      _open: { animationName: 'fadeIn', animationDuration: 'modal', animationTimingFunction: 'out' },
      _closed: {
        animationName: 'fadeOut',
        animationDuration: 'modal',
        animationTimingFunction: 'in',
        animationFillMode: 'forwards',
      },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      overscrollBehavior: 'contain',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      w: 'full',
      maxH: 'full',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'xl',
      boxShadow: 'xl',
      overflow: 'hidden',
      _open: { animationName: 'scaleIn', animationDuration: 'modal', animationTimingFunction: 'out' },
      _closed: {
        animationName: 'scaleOut',
        animationDuration: 'modal',
        animationTimingFunction: 'in',
        animationFillMode: 'forwards',
      },
    },
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      ps: '6',
      // Leaves room for the close button at the inline end.
      pe: '14',
      pt: '6',
      pb: '4',
    },
    title: { textStyle: 'h3', color: 'fg.default' },
    description: { textStyle: 'small', color: 'fg.muted' },
    body: {
      flex: '1',
      minH: '0',
      overflowY: 'auto',
      px: '6',
      pb: '6',
      textStyle: 'body',
    },
    footer: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      gap: '3',
      px: '6',
      py: '4',
      borderBlockStartWidth: '1px',
      borderColor: 'border.subtle',
      bg: 'bg.subtle',
    },
    closeTrigger: {
      position: 'absolute',
      insetBlockStart: '4',
      insetInlineEnd: '4',
      color: 'fg.muted',
    },
  },
  variants: {
    size: {
      sm: { content: { maxW: 'sm' } },
      md: { content: { maxW: 'lg' } },
      lg: { content: { maxW: '3xl' } },
      // Full screen on phones, a large dialog from the md breakpoint.
      full: {
        positioner: { p: { base: '0', md: '4' } },
        content: {
          maxW: { base: 'full', md: '4xl' },
          h: { base: 'full', md: 'auto' },
          borderRadius: { base: 'none', md: 'xl' },
        },
      },
    },
  },
  defaultVariants: { size: 'md' },
})
