import { defineSlotRecipe } from '@pandacss/dev'

// The widget's own width decides its layout, not the partner page's window: a recipe in a blog's
// narrow column stays one column on a wide screen.
const wide = '@container (min-width: 40rem)'

export const embedRecipeRecipe = defineSlotRecipe({
  className: 'embed-recipe',
  description:
    "The full recipe on a partner's page (<sufra-recipe>): picture beside the overview and actions, then ingredients and steps beside the nutrition, the signed-in line and the credit.",
  slots: ['root', 'top', 'media', 'picture', 'about', 'body', 'main', 'side', 'footer', 'credit'],
  base: {
    root: {
      containerType: 'inline-size',
      display: 'flex',
      flexDirection: 'column',
      gap: '8',
      p: { base: '4' },
      bg: 'bg.default',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'xl',
      minW: '0',
    },
    top: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: '6',
      alignItems: 'start',
      [wide]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' },
    },
    media: { borderRadius: 'lg', overflow: 'hidden', bg: 'bg.subtle', aspectRatio: '4 / 3' },
    picture: { display: 'block', w: 'full', h: 'full', objectFit: 'cover' },
    about: { display: 'flex', flexDirection: 'column', gap: '5', minW: '0' },
    body: {
      display: 'flex',
      flexDirection: 'column',
      gap: '8',
      [wide]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
        columnGap: '8',
        alignItems: 'start',
      },
    },
    main: { display: 'flex', flexDirection: 'column', gap: '8', minW: '0' },
    side: { display: 'flex', flexDirection: 'column', gap: '8', minW: '0' },
    // The signed-in line and the credit to Sufra.
    footer: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      paddingBlockStart: '4',
      borderBlockStartWidth: '1px',
      borderColor: 'border.subtle',
      textStyle: 'small',
      color: 'fg.muted',
    },
    credit: { display: 'inline-flex', alignItems: 'center', gap: '1.5', '& svg': { w: '4', h: '4' } },
  },
})

export const embedSessionRecipe = defineSlotRecipe({
  className: 'embed-session',
  description: "The signed-in line of a partner's widget: who is signed in to Sufra, and Sign out.",
  slots: ['root', 'text', 'name'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    text: { color: 'fg.muted' },
    name: { fontWeight: 'semibold', color: 'fg.default' },
  },
})

export const embedCardRecipe = defineSlotRecipe({
  className: 'embed-card',
  description: "The recipe card on a partner's page (<sufra-recipe-card>): the card at most a column wide.",
  slots: ['root'],
  base: { root: { display: 'block', maxW: '26rem', w: 'full' } },
})

export const embedShoppingListRecipe = defineSlotRecipe({
  className: 'embed-shopping-list',
  description:
    "The signed-in person's shopping lists on a partner's page (<sufra-shopping-list>): the lists screen, then the signed-in line and the link to the lists on Sufra.",
  slots: ['root', 'footer', 'credit'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '6',
      p: '4',
      bg: 'bg.default',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'xl',
      minW: '0',
    },
    footer: embedRecipeRecipe.base!.footer!,
    credit: embedRecipeRecipe.base!.credit!,
  },
})

export const embedPlannerRecipe = defineSlotRecipe({
  className: 'embed-planner',
  description:
    "The signed-in person's meal planner on a partner's page (<sufra-planner>): the planner board (or the invitation to sign in), then the signed-in line and the link to the planner on Sufra.",
  slots: ['root', 'footer', 'credit'],
  base: {
    root: embedShoppingListRecipe.base!.root!,
    footer: embedRecipeRecipe.base!.footer!,
    credit: embedRecipeRecipe.base!.credit!,
  },
})

/** Slot recipes of the embed kit's views (packages/embed). */
export const embedWidgetRecipes = {
  embedRecipe: embedRecipeRecipe,
  embedSession: embedSessionRecipe,
  embedCard: embedCardRecipe,
  embedShoppingList: embedShoppingListRecipe,
  embedPlanner: embedPlannerRecipe,
}
