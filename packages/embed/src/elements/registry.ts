/**
 * Every element the embed kit defines. The loader (src/loader) defines one custom element per entry,
 * the build (vite.config.ts) builds one interactive module per entry, and a new widget joins the kit
 * by adding its entry here and its `src/interactive/<entry>.tsx` exporting `mount` (see the README:
 * "Adding an element").
 */
export type EmbedElementEntry = {
  /** The custom element's name (always `sufra-…`). */
  readonly tag: `sufra-${string}`
  /**
   * The API read that paints the element before any framework code: a path under `/api/v1` whose
   * `{attribute}` parts are the element's attributes (encoded), answering `{ data: { html, css, … } }`.
   * Absent for an element that shows the signed-in person's own data: no shared, server-rendered
   * answer exists for it, so the loader loads its interactive module as soon as it comes near and
   * that module renders and reads in the browser.
   */
  readonly read?: `/${string}`
  /** Attributes passed on as query parameters of the read when present (besides `lang`). */
  readonly query?: readonly string[]
  /** The module in src/interactive (`<entry>.tsx`) whose `mount` makes the element interactive. */
  readonly entry: string
  /** Whether the element can show anything without a signed-in person (Sufra's popup sign-in). */
  readonly needsSession: boolean
  /** The read answers schema.org JSON-LD (`data.jsonLd`) that the loader puts in the host page's head. */
  readonly jsonLd?: boolean
  /**
   * The page on Sufra (under `/{lang}`) that the polite fallback links to, `{attribute}` parts as in `read`;
   * when an attribute is missing, Sufra's home page in that language.
   */
  readonly link: `/${string}`
  /** The height (CSS px) kept for the element while it loads, so the partner's page does not jump. */
  readonly placeholderHeight: number
}

export const embedElements = [
  {
    tag: 'sufra-recipe-card',
    read: '/embed/recipe-card/{recipe-id}',
    link: '/recipe/{recipe-id}',
    entry: 'recipe-card',
    needsSession: false,
    placeholderHeight: 380,
  },
  {
    tag: 'sufra-recipe',
    read: '/embed/recipe/{recipe-id}',
    link: '/recipe/{recipe-id}',
    query: ['servings'],
    entry: 'recipe',
    needsSession: false,
    jsonLd: true,
    placeholderHeight: 900,
  },
  {
    // The signed-in person's own lists: no shared read; `list-id` (optional) is the list shown first.
    tag: 'sufra-shopping-list',
    link: '/lists',
    entry: 'shopping-list',
    needsSession: true,
    placeholderHeight: 480,
  },
  {
    // The signed-in person's own meal plans: no shared read; the week shown first is this week.
    tag: 'sufra-planner',
    link: '/planner',
    entry: 'planner',
    needsSession: true,
    placeholderHeight: 900,
  },
] as const satisfies readonly EmbedElementEntry[]

export type EmbedTag = (typeof embedElements)[number]['tag']

/** `template` with each `{attribute}` replaced by that attribute (URI-encoded); null when one is missing or blank. */
export function fillPath(template: string, attribute: (name: string) => string | null): string | null {
  let missing = false
  const path = template.replace(/\{([a-z-]+)\}/g, (_, name: string) => {
    const value = attribute(name)?.trim()
    if (!value) missing = true
    return encodeURIComponent(value ?? '')
  })
  return missing ? null : path
}

/** The read's path (with `lang` and the entry's query attributes), or null when an attribute it needs is missing. */
export function readPath(
  entry: Pick<EmbedElementEntry, 'read' | 'query'>,
  attribute: (name: string) => string | null,
  lang: string,
): string | null {
  const path = entry.read ? fillPath(entry.read, attribute) : null
  if (!path) return null
  const search = new URLSearchParams({ lang })
  for (const name of entry.query ?? []) {
    const value = attribute(name)?.trim()
    if (value) search.set(name, value)
  }
  return `${path}?${search}`
}
