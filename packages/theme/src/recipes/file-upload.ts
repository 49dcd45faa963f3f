import { fileUploadAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

const focusRing = { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } as const

export const fileUploadRecipe = defineSlotRecipe({
  className: 'fileUpload',
  // frame: the box every state draws in; preview/actions/action: the filled state;
  // status: the uploading state; errorText: validation messages.
  slots: fileUploadAnatomy
    .extendWith('frame', 'preview', 'actions', 'action', 'status', 'hint', 'errorText')
    .keys(),
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: '1.5',
      maxW: 'full',
    },
    label: {
      textStyle: 'label',
      color: 'fg.default',
      _disabled: { color: 'fg.muted' },
    },
    frame: {
      position: 'relative',
      maxW: 'full',
      overflow: 'hidden',
      bg: 'bg.subtle',
      flexShrink: 0,
    },
    dropzone: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '1',
      w: 'full',
      h: 'full',
      p: '2',
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderColor: 'border.emphasized',
      borderRadius: 'inherit',
      color: 'fg.muted',
      textAlign: 'center',
      cursor: 'pointer',
      transitionProperty: 'background, border-color, color',
      transitionDuration: 'fast',
      transitionTimingFunction: 'default',
      '& svg': { w: '6', h: '6', flexShrink: 0 },
      _hover: { bg: 'bg.muted', color: 'fg.default' },
      _focusVisible: { ...focusRing, outlineOffset: '-2px' },
      _dragging: { borderColor: 'accent.default', bg: 'accent.subtle', color: 'accent.text' },
      _invalid: { borderColor: 'danger.default' },
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    },
    trigger: {},
    preview: {
      display: 'block',
      w: 'full',
      h: 'full',
      objectFit: 'cover',
    },
    actions: {
      position: 'absolute',
      display: 'flex',
      gap: '1.5',
    },
    action: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '8',
      h: '8',
      borderRadius: 'full',
      bg: 'bg.surface',
      color: 'fg.default',
      boxShadow: 'md',
      cursor: 'pointer',
      transitionProperty: 'background, color',
      transitionDuration: 'fast',
      transitionTimingFunction: 'default',
      '& svg': { w: '4', h: '4' },
      _hover: { _enabled: { bg: 'bg.muted' } },
      _focusVisible: focusRing,
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-action=remove]': { color: 'danger.text' },
    },
    status: {
      position: 'absolute',
      inset: '0',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      p: '2',
      bg: 'bg.subtle/85',
      color: 'fg.default',
      textStyle: 'caption',
      fontWeight: 'medium',
      textAlign: 'center',
    },
    hint: {
      textStyle: 'caption',
      color: 'fg.muted',
    },
    errorText: {
      textStyle: 'caption',
      color: 'danger.text',
      fontWeight: 'medium',
    },
    item: {},
    itemDeleteTrigger: {},
    itemGroup: {},
    itemName: {},
    itemPreview: {},
    itemPreviewImage: {},
    itemSizeText: {},
    clearTrigger: {},
  },
  variants: {
    shape: {
      square: {
        frame: { aspectRatio: 1, borderRadius: 'lg' },
        actions: { insetBlockEnd: '2', insetInlineEnd: '2' },
      },
      wide: {
        frame: { aspectRatio: '4 / 3', borderRadius: 'lg' },
        actions: { insetBlockEnd: '2', insetInlineEnd: '2' },
      },
      circle: {
        frame: { aspectRatio: 1, borderRadius: 'full' },
        // Corners are clipped on a circle: keep the buttons centred near the bottom.
        actions: { insetBlockEnd: '2', insetInline: '0', justifyContent: 'center' },
      },
    },
    size: {
      sm: { frame: { w: '24' }, dropzone: { textStyle: 'caption' } },
      md: { frame: { w: '32' }, dropzone: { textStyle: 'caption' } },
      lg: { frame: { w: 'xs' }, dropzone: { textStyle: 'small' } },
      full: { root: { w: 'full' }, frame: { w: 'full' }, dropzone: { textStyle: 'small' } },
    },
  },
  defaultVariants: { shape: 'square', size: 'md' },
})
