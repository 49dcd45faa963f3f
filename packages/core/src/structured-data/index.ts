export {
  recipeJsonLd,
  serializeJsonLd,
  isoDuration,
  type BilingualText,
  type JsonLdObject,
  type JsonLdOptions,
  type JsonLdRecipe,
} from './recipe-json-ld'
