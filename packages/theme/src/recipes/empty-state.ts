import { createAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const emptyStateAnatomy = createAnatomy('empty-state').parts(
  'root',
  'icon',
  'title',
  'description',
  'action',
)

export const emptyStateRecipe = defineSlotRecipe({
  className: 'empty-state',
  jsx: ['EmptyState'],
  slots: emptyStateAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      mx: 'auto',
      w: 'full',
      maxW: 'md',
    },
    icon: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 'full',
      bg: 'bg.muted',
      color: 'fg.muted',
    },
    title: { color: 'fg.default' },
    description: { textStyle: 'small', color: 'fg.muted' },
    action: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'center',
      gap: '2',
    },
  },
  variants: {
    size: {
      sm: {
        root: { gap: '2', py: '6', px: '4' },
        icon: { w: '10', h: '10', '& svg': { w: '5', h: '5' } },
        title: { textStyle: 'label' },
        action: { mt: '1' },
      },
      md: {
        root: { gap: '3', py: '12', px: '6' },
        icon: { w: '14', h: '14', mb: '1', '& svg': { w: '7', h: '7' } },
        title: { textStyle: 'h3' },
        action: { mt: '2' },
      },
    },
  },
  defaultVariants: { size: 'md' },
})
