import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { accountLimits, commentLimits, recipeLimits } from './limits'

type Schema = Record<string, unknown>
const contract = parse(readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, Schema> }
}

/** The contract's value at `Schema/property/…/keyword` (array items as `items`). */
function contractValue(path: string): unknown {
  const [name, ...rest] = path.split('/')
  let node: unknown = contract.components.schemas[name!]
  for (const part of rest) {
    const schema = node as Schema
    node = part in schema ? schema[part] : (schema.properties as Schema | undefined)?.[part]
    expect(node, path).toBeDefined()
  }
  return node
}

const limits = { recipe: recipeLimits, account: accountLimits, comment: commentLimits }
type Limits = typeof limits

/** Where the contract states each limit. */
const sources: { [Group in keyof Limits]: Record<keyof Limits[Group], string> } = {
  recipe: {
    title: 'RecipeForm/title/maxLength',
    description: 'RecipeForm/description/maxLength',
    minTime: 'RecipeForm/time/minimum',
    maxTime: 'RecipeForm/time/maximum',
    minServings: 'RecipeForm/servings/minimum',
    maxServings: 'RecipeForm/servings/maximum',
    maxIngredients: 'RecipeFormIngredientLines/maxItems',
    ingredientLine: 'RecipeFormIngredientLines/items/maxLength',
    ingredientName: 'IngredientName/maxLength',
    minQuantity: 'IngredientAmount/minimum',
    maxQuantity: 'IngredientAmount/maximum',
    maxInstructions: 'RecipeFormInstructions/maxItems',
    step: 'RecipeFormInstructions/items/step/maxLength',
    maxOtherImages: 'RecipeForm/otherImages/contentSchema/maxItems',
    maxDeletedImages: 'RecipeForm/toDeleteImages/contentSchema/maxItems',
    imageKey: 'ImageKey/maxLength',
    maxTerms: 'RecipeFormTerms/maxItems',
    videoUrl: 'OptionalUrl/maxLength',
  },
  account: {
    name: 'UserUpdateForm/firstName.en/maxLength',
    bio: 'UserUpdateForm/bio.en/maxLength',
    minUsername: 'UserUpdateForm/username/minLength',
    maxUsername: 'UserUpdateForm/username/maxLength',
    email: 'Email/maxLength',
    minPassword: 'Password/minLength',
    password: 'Password/maxLength',
    minHeight: 'UserUpdateForm/height/minimum',
    maxHeight: 'UserUpdateForm/height/maximum',
    minWeight: 'UserUpdateForm/weight/minimum',
    maxWeight: 'UserUpdateForm/weight/maximum',
    url: 'OptionalUrl/maxLength',
    feedback: 'FeedbackInput/feedback/maxLength',
    deleteReason: 'DeleteAccountInput/reason/maxLength',
  },
  comment: { content: 'CommentInput/content/maxLength' },
}

describe('limits agree with the contract', () => {
  for (const group of ['recipe', 'account', 'comment'] as const) {
    it.each(Object.entries(sources[group]))(`${group}.%s is %s`, (key, path) => {
      expect(limits[group][key as keyof Limits[typeof group]]).toBe(contractValue(path))
    })
  }

  it('every place that repeats a limit in the contract says the same', () => {
    expect(contractValue('UserUpdateForm/firstName.ar/maxLength')).toBe(accountLimits.name)
    expect(contractValue('UserUpdateForm/lastName.en/maxLength')).toBe(accountLimits.name)
    expect(contractValue('UserUpdateForm/lastName.ar/maxLength')).toBe(accountLimits.name)
    expect(contractValue('SignupInput/firstName/maxLength')).toBe(accountLimits.name)
    expect(contractValue('SignupInput/lastName/maxLength')).toBe(accountLimits.name)
    expect(contractValue('UserUpdateForm/bio.ar/maxLength')).toBe(accountLimits.bio)
    expect(contractValue('OtherDataInput/height/minimum')).toBe(accountLimits.minHeight)
    expect(contractValue('OtherDataInput/height/maximum')).toBe(accountLimits.maxHeight)
    expect(contractValue('OtherDataInput/weight/minimum')).toBe(accountLimits.minWeight)
    expect(contractValue('OtherDataInput/weight/maximum')).toBe(accountLimits.maxWeight)
    expect(contractValue('LoginInput/password/maxLength')).toBe(accountLimits.password)
    expect(contractValue('DeleteAccountInput/password/maxLength')).toBe(accountLimits.password)
    expect(contractValue('CommentEditInput/content/maxLength')).toBe(commentLimits.content)
    expect(contractValue('RecipePdfInput/servings/maximum')).toBe(recipeLimits.maxServings)
    expect(contractValue('Recipe/otherImages/maxItems')).toBe(recipeLimits.maxOtherImages)
  })
})
