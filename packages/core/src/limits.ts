/**
 * Every length and count limit the forms and the server check, as the contract (openapi/openapi.yaml)
 * states it; limits.test.ts fails when a number here and the contract's disagree. Change the contract
 * first, then the number here.
 */

/** RecipeForm and the lists it carries as JSON (RecipeFormIngredientLines, RecipeFormInstructions…). */
export const recipeLimits = {
  title: 200,
  description: 5000,
  /** Minutes; the most is a week. */
  minTime: 1,
  maxTime: 10_080,
  minServings: 1,
  maxServings: 100,
  maxIngredients: 100,
  /** One "quantity unit name" line. */
  ingredientLine: 500,
  ingredientName: 200,
  /** Larger amounts are typing mistakes (100 kg of anything is no home recipe). */
  minQuantity: 0.1,
  maxQuantity: 100_000,
  maxInstructions: 50,
  step: 5000,
  /** Pictures besides the main one. */
  maxOtherImages: 5,
  maxDeletedImages: 100,
  imageKey: 200,
  /** Categories, and cuisines. */
  maxTerms: 20,
  videoUrl: 2048,
} as const

/** UserUpdateForm, SignupInput, FeedbackInput, DeleteAccountInput, Email and Password. */
export const accountLimits = {
  name: 50,
  bio: 500,
  minUsername: 3,
  maxUsername: 30,
  email: 254,
  minPassword: 8,
  password: 128,
  /** Centimetres. */
  minHeight: 50,
  maxHeight: 272,
  /** Kilograms. */
  minWeight: 2,
  maxWeight: 650,
  url: 2048,
  feedback: 5000,
  deleteReason: 1000,
} as const

/** CommentInput and CommentEditInput. */
export const commentLimits = {
  content: 2000,
} as const
