/**
 * The message namespaces (an id's first segment: `recipeDetail.…`) the widgets' code can use: the
 * interactive code downloads only these (the build's precompiledMessages and catalogues/en.ts, ar.ts).
 * namespaces.test.ts proves that every id found in the code of the interactive entries, their views
 * and the widgets they render is kept; a widget that starts using another namespace fails it, so
 * add the namespace here.
 */
export const embedMessageNamespaces: ReadonlySet<string> = new Set([
  'addToList',
  'auth',
  'common',
  'embed',
  'embedDialog',
  'follow',
  'host',
  'ingredients',
  'instructions',
  'nutrition',
  'planner',
  'recipeCard',
  'recipeDetail',
  'recipeForm',
  'settings',
  'shoppingList',
  'time',
  'ui',
  'units',
])

/** The messages of a catalogue (ICU strings or precompiled AST) in the embed's namespaces. */
export function embedMessages<T>(catalogue: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([id]) => embedMessageNamespaces.has(id.split('.')[0]!)),
  )
}
