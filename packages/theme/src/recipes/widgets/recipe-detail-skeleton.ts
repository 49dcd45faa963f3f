import { defineSlotRecipe } from '@pandacss/dev'
import { skeletonRecipe } from '../skeleton'

// Every placeholder block shimmers like the Skeleton recipe; its own size lives here because the
// Skeleton's shape variants sit in a stronger cascade layer than slot recipes.
const block = { ...skeletonRecipe.base, w: 'full' } as const

export const recipeDetailSkeletonRecipe = defineSlotRecipe({
  className: 'recipe-detail-skeleton',
  description:
    "The recipe page's shape while the recipe loads: gallery, title, facts, actions, then two columns.",
  slots: [
    'root',
    'top',
    'gallery',
    'picture',
    'row',
    'thumbnail',
    'summary',
    'title',
    'fact',
    'creator',
    'action',
    'bottom',
    'aside',
  ],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '8' },
    top: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
      gap: { base: '6', lg: '10' },
    },
    gallery: { display: 'flex', flexDirection: 'column', gap: '3' },
    picture: { ...block, aspectRatio: '4 / 3', h: 'auto', borderRadius: 'xl' },
    // The thumbnails, facts and actions.
    row: { display: 'flex', gap: '2' },
    thumbnail: { ...block, w: '20', h: '14', borderRadius: 'md' },
    summary: { display: 'flex', flexDirection: 'column', gap: '5' },
    title: { ...block, h: '10', w: '4/5', borderRadius: 'sm' },
    fact: { ...block, h: '8', w: '24', borderRadius: 'lg' },
    creator: { ...block, h: '16', borderRadius: 'xl' },
    action: { ...block, h: '8', w: '20', borderRadius: 'md' },
    bottom: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
      gap: { base: '6', lg: '10' },
    },
    aside: { ...block, h: '16rem', borderRadius: 'xl' },
  },
})
