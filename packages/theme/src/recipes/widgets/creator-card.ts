import { defineSlotRecipe, type SystemStyleObject } from '@pandacss/dev'

/** Above the card's stretched name link, so the follow button stays clickable on its own. */
const raised: SystemStyleObject = { position: 'relative', zIndex: '[1]' }

/**
 * CreatorCard (`data-scope="creator-card"`): a creator in a grid (`card`: avatar on top, centred)
 * or in a compact list (`compact`: one row, avatar at the start, follow button at the end).
 */
export const creatorCardRecipe = defineSlotRecipe({
  className: 'creator-card',
  description:
    'CreatorCard: avatar, name with the verified mark, bio, follower and recipe counts, follow button',
  slots: ['root', 'avatar', 'body', 'nameRow', 'name', 'nameLink', 'username', 'bio', 'stats', 'action'],
  base: {
    root: {
      position: 'relative',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'xl',
      transitionProperty: '[box-shadow, border-color]',
      transitionDuration: 'fast',
      _hover: { borderColor: 'border.default' },
      // The whole card shows the focus of its name link.
      '&:has([data-part=name-link]:focus-visible)': {
        outline: '2px solid',
        outlineColor: 'focusRing',
        outlineOffset: '[2px]',
      },
    },
    avatar: { flexShrink: 0 },
    body: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    nameRow: { display: 'flex', alignItems: 'center', gap: '1.5', minW: '0' },
    name: { fontWeight: 'semibold', overflowWrap: 'anywhere', minW: '0' },
    nameLink: {
      color: 'fg.default',
      textDecoration: 'none',
      outline: 'none',
      _hover: { textDecoration: 'underline' },
      // Stretched over the card: the avatar and the blank space open the profile too.
      _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'xl' },
    },
    username: { textStyle: 'small', color: 'fg.muted' },
    bio: { textStyle: 'small', color: 'fg.muted', lineClamp: '2' },
    stats: {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: '3',
      rowGap: '0.5',
      textStyle: 'small',
      color: 'fg.muted',
    },
    action: raised,
  },
  variants: {
    variant: {
      card: {
        root: {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: '3',
          p: '5',
          h: 'full',
          boxShadow: 'xs',
          _hover: { boxShadow: 'md' },
        },
        body: { alignItems: 'center', flex: '1' },
        nameRow: { justifyContent: 'center' },
        name: { textStyle: 'h3', fontSize: 'lg' },
        stats: { justifyContent: 'center' },
      },
      compact: {
        root: { display: 'flex', alignItems: 'center', gap: '3', p: '3' },
        body: { flex: '1' },
        name: { textStyle: 'label', lineClamp: '1' },
        bio: { display: 'none' },
        username: { display: 'none' },
      },
    },
  },
  defaultVariants: { variant: 'card' },
})

const grid: SystemStyleObject = {
  display: 'grid',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
  gap: { base: '4', md: '5' },
}

/** CreatorGrid (`data-scope="creator-grid"`): creator cards in a responsive grid, and its placeholders. */
export const creatorGridRecipe = defineSlotRecipe({
  className: 'creator-grid',
  description: 'CreatorGrid: one column on phones, then 2, 3 and 4; card-shaped placeholders while loading',
  slots: ['root', 'skeleton', 'placeholder', 'placeholderLine'],
  base: {
    root: grid,
    skeleton: grid,
    placeholder: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '3',
      p: '5',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'xl',
      bg: 'bg.surface',
    },
    placeholderLine: { w: '2/3' },
  },
})

/** TopCreators (`data-scope="top-creators"`): a heading and creators in a compact list. */
export const topCreatorsRecipe = defineSlotRecipe({
  className: 'top-creators',
  description: 'TopCreators: a heading over a compact list of creator cards',
  slots: ['root', 'title', 'list', 'placeholder'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3' },
    title: { textStyle: 'h3' },
    list: { display: 'flex', flexDirection: 'column', gap: '2' },
    placeholder: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      p: '3',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'xl',
    },
  },
})
