import { toastAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

// Zag positions each toast with CSS variables (--x, --y, --scale, --opacity, --height, --z-index);
// the root maps them to transitions so toasts stack and slide in and out.
export const toastRecipe = defineSlotRecipe({
  className: 'toast',
  slots: toastAnatomy.extendWith('icon', 'body').keys(),
  base: {
    // Zag maps "bottom-end" to a physical corner for the page direction (left in Arabic) and then
    // sets it as a logical inset (inset-inline-start), which in RTL would land on the other edge.
    // Laid out LTR, the group's logical insets are the physical ones zag meant; each toast inside
    // carries the page direction (dir on the root).
    group: { direction: 'ltr' },
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      w: 'sm',
      maxW: '[calc(100vw - 2rem)]',
      height: 'var(--height)',
      ps: '4',
      pe: '12',
      py: '3',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'lg',
      boxShadow: 'lg',
      overflowWrap: 'anywhere',
      opacity: 'var(--opacity)',
      scale: 'var(--scale)',
      translate: 'var(--x) var(--y)',
      zIndex: 'var(--z-index)',
      willChange: 'translate, opacity, scale',
      transitionProperty: 'translate, scale, opacity, height',
      transitionDuration: 'slow',
      transitionTimingFunction: 'default',
    },
    // The type shows in the icon's colour and shape; errors are also announced as alerts.
    icon: {
      display: 'flex',
      flexShrink: 0,
      mt: '0.5',
      color: 'accent.text',
      '& svg': { w: '5', h: '5' },
      '[data-type=success] &': { color: 'success.text' },
      '[data-type=error] &': { color: 'danger.text' },
      '[data-type=warning] &': { color: 'warning.text' },
      '[data-type=loading] &': { color: 'fg.muted' },
    },
    body: { display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0' },
    title: { textStyle: 'label', fontWeight: 'semibold', color: 'fg.default' },
    description: { textStyle: 'small', color: 'fg.muted' },
    actionTrigger: {
      alignSelf: 'flex-start',
      mt: '1',
      textStyle: 'label',
      fontWeight: 'semibold',
      color: 'accent.text',
      cursor: 'pointer',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
    },
    closeTrigger: {
      position: 'absolute',
      insetBlockStart: '2',
      insetInlineEnd: '2',
      color: 'fg.muted',
    },
  },
})
