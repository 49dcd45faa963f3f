import { useEffect, useMemo } from 'react'
import type { Schema } from '@sufra/api-client'
import { recipeJsonLd, serializeJsonLd } from '@sufra/core'
import { pickText, useI18n } from '@sufra/i18n'

export type RecipeStructuredDataProps = {
  recipe: Schema<'Recipe'>
  /** The page's absolute address (`https://…/en/recipe/{id}`). */
  url: string
}

/**
 * Structured data for search engines (spec: Recipe detail): schema.org Recipe as JSON-LD in the page
 * language, written safely inside its script element; also names the browser tab after the recipe.
 */
export function RecipeStructuredData({ recipe, url }: RecipeStructuredDataProps) {
  const { t, locale } = useI18n()
  const json = useMemo(
    () => serializeJsonLd(recipeJsonLd(recipe, { lang: locale, url })),
    [recipe, locale, url],
  )
  const documentTitle = t('recipeDetail.documentTitle', { title: pickText(recipe.title, locale) })

  useEffect(() => {
    const before = document.title
    document.title = documentTitle
    return () => {
      document.title = before
    }
  }, [documentTitle])

  // The server puts this recipe's JSON-LD in the head of the first page it sends (for crawlers that do
  // not run scripts); the block below replaces it, and stays right as the reader moves to other recipes.
  useEffect(() => {
    for (const served of document.querySelectorAll('script[data-served-json-ld]')) served.remove()
  }, [])

  // serializeJsonLd escapes <, >, & and the line separators, so the text cannot end the script.
  return (
    <script
      type="application/ld+json"
      data-part="recipe-json-ld"
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}
