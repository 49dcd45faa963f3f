import { defineCatalogue } from './define-catalogue'

/**
 * The recipe-URL import form (@sufra/widgets/import-recipe), on the own profile and the feed's
 * right panel. 'This field is required' / 'هذا الحقل مطلوب' is the spec's text for an empty address.
 * `{site}` is the host name of the address being imported, shown left to right in both languages.
 */
export const importRecipeMessages = defineCatalogue({
  en: {
    'importRecipe.label': 'Import a recipe from its web address',
    'importRecipe.placeholder': 'https://example.com/my-recipe',
    'importRecipe.submit': 'Import',
    'importRecipe.required': 'This field is required',
    'importRecipe.invalidUrl': 'Enter a web address starting with http:// or https://',
    'importRecipe.progress': 'Importing the recipe from {site}…',
    'importRecipe.imported': 'Recipe imported',
  },
  ar: {
    'importRecipe.label': 'استورد وصفة من عنوانها على الويب',
    'importRecipe.placeholder': 'https://example.com/my-recipe',
    'importRecipe.submit': 'استيراد',
    'importRecipe.required': 'هذا الحقل مطلوب',
    'importRecipe.invalidUrl': 'أدخل عنوان ويب يبدأ بـ http://‎ أو https://‎',
    'importRecipe.progress': 'جارٍ استيراد الوصفة من {site}…',
    'importRecipe.imported': 'استُوردت الوصفة',
  },
})
