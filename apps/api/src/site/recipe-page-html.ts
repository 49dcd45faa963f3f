/**
 * The served HTML of a recipe page (`/en/recipe/{id}`, `/ar/recipe/{id}`): the site's index.html with
 * the head filled in for that recipe (language and direction, title, description, canonical and
 * alternate links, Open Graph, Twitter card and schema.org JSON-LD), so link previews and search
 * engines see the recipe without running the client. Unknown recipes get the plain page with a 404.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pickText, recipeJsonLd, serializeJsonLd, type Language } from '@sufra/core'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import { findRecipeDetail, type RecipeDetail } from '../modules/recipes/read-model'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const RECIPE_PATH = /^\/(en|ar)\/recipe\/([^/?#]+)\/?$/

/** Longest meta description; search engines cut around here. */
export const DESCRIPTION_LENGTH = 160

const siteName: Record<Language, string> = { en: 'Sufra', ar: 'سفرة' }
const ogLocale: Record<Language, string> = { en: 'en_US', ar: 'ar_AR' }

/** The recipe page a request path names (a recipe id, not `/recipe/create`), if any. */
export function matchRecipePage(url: string): { lang: Language; id: string } | undefined {
  const match = RECIPE_PATH.exec(url.split('?')[0] ?? '')
  if (!match || !UUID.test(match[2]!)) return undefined
  return { lang: match[1] as Language, id: match[2]!.toLowerCase() }
}

/** Text made safe for HTML text and double- or single-quoted attribute values. */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!)
}

/** Where the site lives: PUBLIC_URL when set (without a trailing slash), else the request's own origin. */
export function siteBaseUrl(request: FastifyRequest): string {
  const publicUrl = request.server.config.publicUrl
  if (publicUrl) {
    const url = new URL(publicUrl)
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  }
  return `${request.protocol}://${request.host}`
}

/** The `lang` side of a text, else the other side, on one line. */
function pick(text: { en: string; ar: string }, lang: Language): string {
  return pickText(text, lang).replace(/\s+/g, ' ').trim()
}

/** At most `length` characters, cut at a word boundary with an ellipsis when shortened. */
export function shorten(text: string, length = DESCRIPTION_LENGTH): string {
  const characters = [...text]
  if (characters.length <= length) return text
  const cut = characters.slice(0, length - 1).join('')
  const atWord = cut.replace(/\s+\S*$/, '')
  return `${(atWord.length >= length / 2 ? atWord : cut).replace(/[\s,.;:،؛]+$/, '')}…`
}

/** `<html lang dir>` in place of the template's opening html tag. */
export function setLanguage(html: string, lang: Language): string {
  const tag = `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`
  return /<html\b[^>]*>/i.test(html) ? html.replace(/<html\b[^>]*>/i, tag) : `${tag}${html}`
}

export interface RecipeHead {
  lang: Language
  title: string
  description: string
  url: string
  alternates: Record<Language, string>
  image?: string
  publishedTime: string
  jsonLd: string
}

/** The template with its title and description replaced and the recipe's tags added to the head. */
export function fillHead(template: string, head: RecipeHead, { jsonLd = true } = {}): string {
  const attribute = escapeHtml
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attribute(content)}" />`
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${attribute(head.url)}" />`,
    ...(['en', 'ar'] as const).map(
      (lang) => `<link rel="alternate" hreflang="${lang}" href="${attribute(head.alternates[lang])}" />`,
    ),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', siteName[head.lang]),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:locale', ogLocale[head.lang]),
    meta('property', 'og:locale:alternate', ogLocale[head.lang === 'en' ? 'ar' : 'en']),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('property', 'article:published_time', head.publishedTime),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    // serializeJsonLd escapes <, > and &, so nothing in the recipe can end this element. The page's
    // script renders its own block for the recipe on screen and drops this one (marked for that);
    // a server-rendered page has that block in its body already, so it needs none here.
    ...(jsonLd ? [`<script type="application/ld+json" data-served-json-ld>${head.jsonLd}</script>`] : []),
  ]
  const withoutDefaults = setLanguage(template, head.lang)
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
  const block = `${tags.join('\n    ')}\n  `
  // A function replacement, so `$&` or `$1` in recipe text is not read as a pattern.
  return /<\/head>/i.test(withoutDefaults)
    ? withoutDefaults.replace(/<\/head>/i, () => `${block}</head>`)
    : `${block}${withoutDefaults}`
}

/** The head of a recipe page in `lang`. */
export function recipeHead(recipe: RecipeDetail, lang: Language, baseUrl: string): RecipeHead {
  const pageUrl = (language: Language) => `${baseUrl}/${language}/recipe/${recipe._id}`
  const url = pageUrl(lang)
  const name = pick(recipe.title, lang)
  const description = shorten(pick(recipe.description, lang)) || name
  return {
    lang,
    title: `${name} | ${siteName[lang]}`,
    description,
    url,
    alternates: { en: pageUrl('en'), ar: pageUrl('ar') },
    image: recipe.thumbnail?.url ? new URL(recipe.thumbnail.url, `${baseUrl}/`).toString() : undefined,
    publishedTime: recipe.createdAt,
    jsonLd: serializeJsonLd(recipeJsonLd(recipe, { lang, url })),
  }
}

export interface RecipePage {
  status: 200 | 404
  html: string
}

/**
 * Serves recipe pages from `siteDir`'s index.html, read once and kept in memory (the built site does
 * not change while the server runs).
 */
export function recipePages(siteDir: string) {
  let template: Promise<string> | undefined
  const indexHtml = () => {
    template ??= readFile(path.join(siteDir, 'index.html'), 'utf8').catch((error: unknown) => {
      template = undefined
      throw error
    })
    return template
  }
  return {
    async render(
      db: Database,
      page: { lang: Language; id: string },
      baseUrl: string,
      options?: { jsonLd?: boolean },
    ): Promise<RecipePage> {
      const html = await indexHtml()
      const recipe = await findRecipeDetail(db, page.id, null)
      if (!recipe) return { status: 404, html: setLanguage(html, page.lang) }
      return { status: 200, html: fillHead(html, recipeHead(recipe, page.lang, baseUrl), options) }
    },
    indexHtml,
  }
}
