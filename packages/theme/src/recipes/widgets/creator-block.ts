import { defineSlotRecipe } from '@pandacss/dev'

export const creatorBlockRecipe = defineSlotRecipe({
  className: 'creator-block',
  description:
    "Who a recipe is from: the creator's avatar, name and Follow button, or an imported recipe's site.",
  slots: ['root', 'site', 'who', 'caption', 'name', 'creator', 'link'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      flexWrap: 'wrap',
      p: '3',
      borderRadius: 'xl',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.subtle',
    },
    // The globe in place of an avatar for an imported recipe.
    site: {
      display: 'grid',
      placeItems: 'center',
      w: '10',
      h: '10',
      borderRadius: 'full',
      bg: 'accent.subtle',
      color: 'accent.text',
      flexShrink: 0,
      '& svg': { w: '5', h: '5' },
    },
    who: { display: 'flex', flexDirection: 'column', minW: '0', flex: '1' },
    caption: { textStyle: 'caption', color: 'fg.muted' },
    // The imported recipe's site name. `!important`: the Link's own variant colour sits in a
    // stronger cascade layer than slot recipes.
    name: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      fontWeight: 'semibold',
      color: 'fg.default !important',
      overflowWrap: 'anywhere',
    },
    // The creator's name link and verified badge.
    creator: { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
    link: {
      fontWeight: 'semibold',
      color: 'fg.default',
      textDecoration: 'none',
      overflowWrap: 'anywhere',
      borderRadius: 'sm',
      _hover: { textDecoration: 'underline', color: 'accent.text' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '0.5' },
    },
  },
})
