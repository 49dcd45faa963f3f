import { JS_BUDGET_BYTES } from './report'

const KB = 1024

/**
 * The most initial JavaScript (gzip bytes: the entry, the page's chunk, the Arabic messages and their
 * static imports) each page may ship; the bundle budget test fails the build above it. The goal is JS_BUDGET_BYTES
 * (150 KB) for every public page; React DOM and React Router alone take about 98 KB of it, and the
 * site is not there yet, so these are ceilings a little above today's sizes (November 2026): they
 * stop a page growing unnoticed, and each is lowered as the page gets smaller.
 *
 * Issue 14 (search) adds 1.4 KB to every page: its messages in each page's Arabic catalogue (the search
 * page's 0.55 KB, the search panel's 0.2 KB) and the header's search button in the entry; the parts
 * that had less room than that were raised by 2 KB.
 */
export const INITIAL_JS_CEILINGS: Record<string, number> = {
  'shell (entry)': 170 * KB,
  'pages/explore/explore-page.tsx': 200 * KB,
  'pages/recipe/recipe-page.tsx': 212 * KB,
  'pages/ingredient-detail/ingredient-detail-page.tsx': 202 * KB,
  'pages/saved/saved-page.tsx': 180 * KB,
  'pages/profile/own-profile-page.tsx': 188 * KB,
  'pages/creators/creator-page.tsx': 203 * KB,
  'pages/creators/creators-page.tsx': 184 * KB,
  'pages/catalogue/catalogue-page.tsx': 180 * KB,
  'pages/catalogue/taxonomy-recipes-page.tsx': 187 * KB,
  // The filter panel's checkboxes and radios, the results with their chips (its drawer loads on use).
  'pages/search/search-page.tsx': 206 * KB,
  'pages/feed/feed-page.tsx': 205 * KB,
  'pages/recipe-form/recipe-form-page.tsx': 304 * KB,
  'pages/settings/settings-layout.tsx': 172 * KB,
  'pages/settings/settings-pages.tsx': 298 * KB,
  'layout/signed-in-menus.tsx': 216 * KB,
  // Opens over a page when asked (idle prefetch after the first interaction), not on page load.
  'auth-modal/index.ts': 305 * KB,
  // Loaded when first used (a toast, a dialog opening, the side menu, the comments coming near), on top
  // of the entry: the figure is the entry and the part together.
  'toast/toaster-host.tsx': 190 * KB,
  'confirm-dialog/confirm-dialog-body.tsx': 192 * KB,
  'layout/mobile-menu-drawer.tsx': 190 * KB,
  'filter-panel/filter-drawer.tsx': 193 * KB,
  // The header's search panel (dialog, field, chips), fetched after the first interaction.
  'search-panel/index.ts': 204 * KB,
  'comment-thread/comment-thread.tsx': 187 * KB,
  'pages/explore/recipe-feed.tsx': 182 * KB,
  'pages/explore/trending-recipes.tsx': 197 * KB,
  // The recipe-import form (own profile, the feed's create panel), with its form libraries.
  'import-recipe/index.ts': 216 * KB,
  'recipe-detail/share-dialog.tsx': 197 * KB,
  'recipe-nutrition/add-to-list-dialog.tsx': 196 * KB,
  'recipe-nutrition/nutrition-dialog.tsx': 192 * KB,
}

export { JS_BUDGET_BYTES }
