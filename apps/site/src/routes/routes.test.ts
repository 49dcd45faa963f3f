import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { RouteHandle } from './route-handle'
import { routes } from './routes'

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const routeSources = ['src/routes/routes.tsx', 'src/pages/settings/settings-route.tsx']
  .map((file) => readFileSync(path.join(siteDir, file), 'utf8'))
  .join('\n')

function* allRoutes(list: RouteObject[]): Generator<RouteObject> {
  for (const route of list) {
    yield route
    if (route.children) yield* allRoutes(route.children)
  }
}

const pages = [...allRoutes(routes)].filter((route) => route.path !== undefined || route.index)

describe('routes', () => {
  it('names, for every lazy page, the file it loads, so the server can preload it', () => {
    const lazyPages = pages.filter((route) => route.lazy)
    expect(lazyPages.length).toBeGreaterThan(5)
    for (const route of lazyPages) {
      const chunk = (route.handle as RouteHandle | undefined)?.chunk
      expect(chunk, route.path ?? 'index').toBeDefined()
      expect(existsSync(path.join(siteDir, chunk!)), chunk).toBe(true)
      // The handle names the file that the route's import() loads, not another one.
      const name = path.basename(chunk!, '.tsx')
      expect(routeSources).toMatch(new RegExp(`import\\('[./]*(pages/[\\w/-]*/)?${name}'\\)`))
    }
  })

  it('marks the not-found page and the signed-in pages for the server renderer', () => {
    const notFound = pages.find((route) => route.path === '*')
    expect((notFound?.handle as RouteHandle).notFound).toBe(true)
    const guard = [...allRoutes(routes)].find((route) => (route.handle as RouteHandle)?.signedIn)
    const guarded = [...allRoutes(guard?.children ?? [])].map((route) => route.path)
    expect(guarded).toEqual(expect.arrayContaining(['saved', 'planner', 'feed', 'recipe/create']))
    expect(guarded).not.toContain('recipe/:id')
  })

  it('has the public pages read their data on the server: explore and the recipe page', () => {
    for (const path of [
      'explore',
      'recipe/:id',
      'creators',
      'creators/:id',
      'ingredient/details/:slug/:id',
      'categories',
      'ingredients',
      'category/:slag',
      'ingredient/:slag',
      'search',
      'embed',
    ]) {
      const route = pages.find((candidate) => candidate.path === path)
      expect((route?.handle as RouteHandle).prefetch, path).toBeTypeOf('function')
    }
  })

  it('serves the embed sign-in window outside the site layout (no header or footer), in either language', () => {
    const languageRoot = routes.find((route) => route.path === '/:lang')
    const signIn = languageRoot?.children?.find((route) => route.path === 'embed/sign-in')
    expect(signIn?.lazy).toBeDefined()
    expect((signIn?.handle as RouteHandle).signedIn).toBeUndefined()
    const layout = languageRoot?.children?.find((route) => route.element && !route.path)
    expect([...allRoutes(layout?.children ?? [])].map((route) => route.path)).toContain('embed')
  })
})
