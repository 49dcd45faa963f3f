export {
  recipeJsonLd,
  serializeJsonLd,
  isoDuration,
  type JsonLdObject,
  type JsonLdOptions,
  type JsonLdRecipe,
} from './recipe-json-ld'
