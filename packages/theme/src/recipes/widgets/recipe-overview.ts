import { defineSlotRecipe } from '@pandacss/dev'

export const recipeOverviewRecipe = defineSlotRecipe({
  className: 'recipe-overview',
  description: "A recipe's title, facts (time, servings, age), description, categories and cuisines.",
  slots: ['root', 'title', 'facts', 'fact', 'value', 'description', 'terms', 'list'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', minW: '0' },
    title: { textStyle: { base: 'h2', md: 'h1' }, overflowWrap: 'anywhere' },
    facts: { display: 'flex', flexWrap: 'wrap', gap: '2' },
    fact: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      px: '3',
      py: '1.5',
      borderRadius: 'lg',
      bg: 'bg.subtle',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      '& svg': { w: '4', h: '4', color: 'accent.text', flexShrink: 0 },
    },
    value: { textStyle: 'label', color: 'fg.default' },
    // The description, or (data-empty) the note that there is none.
    description: {
      color: 'fg.muted',
      whiteSpace: 'pre-line',
      '&[data-empty]': { color: 'fg.subtle', fontStyle: 'italic', whiteSpace: 'normal' },
    },
    terms: { display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '2' },
    // The category links and the cuisines.
    list: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
  },
})
