import { avatarAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

const tones = Object.fromEntries(
  (['1', '2', '3', '4', '5', '6', '7', '8'] as const).map((tone) => [
    tone,
    { fallback: { bg: `avatar.${tone}` } },
  ]),
) as Record<'1' | '2' | '3' | '4' | '5' | '6' | '7' | '8', { fallback: { bg: string } }>

export const avatarRecipe = defineSlotRecipe({
  className: 'avatar',
  jsx: ['Avatar'],
  slots: avatarAnatomy.keys(),
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      borderRadius: 'full',
      overflow: 'hidden',
      verticalAlign: 'middle',
      userSelect: 'none',
      bg: 'bg.muted',
    },
    image: {
      w: 'full',
      h: 'full',
      objectFit: 'cover',
    },
    fallback: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: 'full',
      h: 'full',
      color: 'fg.inverse',
      fontWeight: 'semibold',
      lineHeight: 'none',
    },
  },
  variants: {
    size: {
      xs: { root: { w: '6', h: '6' }, fallback: { fontSize: '2xs' } },
      sm: { root: { w: '8', h: '8' }, fallback: { fontSize: 'xs' } },
      md: { root: { w: '10', h: '10' }, fallback: { fontSize: 'md' } },
      lg: { root: { w: '14', h: '14' }, fallback: { fontSize: 'xl' } },
      xl: { root: { w: '20', h: '20' }, fallback: { fontSize: '3xl' } },
    },
    // Fallback circle colour, chosen from the name (see avatarToneOf in @sufra/ui).
    tone: tones,
  },
  defaultVariants: { size: 'md', tone: '1' },
})
