import { creators } from '../creators'
import { recipes } from '../recipes'
import type { DemoRecipe } from '../types'
import { generateAvatar } from './avatar'
import { generateRecipeArt } from './recipe-art'

export { generateAvatar } from './avatar'
export { generateRecipeArt } from './recipe-art'

export interface DemoArtFile {
  /** Path relative to the uploads folder, e.g. `demo/recipes/koshari.svg`. */
  key: string
  svg: string
}

/** A second view of a dish (another table setting), for a recipe's gallery. */
export function generateRecipeArtVariant(recipe: Pick<DemoRecipe, 'art'>, variant: number): string {
  return generateRecipeArt({ art: { ...recipe.art, seed: recipe.art.seed + variant * 7919 } })
}

/**
 * Every demo picture as files: one avatar per creator with a picture, and a thumbnail plus a second
 * view per recipe. Handy for a script that writes them out or for a visual check.
 */
export function renderDemoArt(): DemoArtFile[] {
  return [
    ...creators
      .filter((creator) => creator.hasAvatar)
      .map((creator) => ({ key: `demo/avatars/${creator.username}.svg`, svg: generateAvatar(creator) })),
    ...recipes.flatMap((recipe) => [
      { key: `demo/recipes/${recipe.slug}.svg`, svg: generateRecipeArt(recipe) },
      { key: `demo/recipes/${recipe.slug}-2.svg`, svg: generateRecipeArtVariant(recipe, 1) },
    ]),
  ]
}
