import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type EmbedElementEntry, embedElements, fillPath, readPath } from './registry'

const attributes =
  (values: Record<string, string>) =>
  (name: string): string | null =>
    values[name] ?? null

describe('the element registry', () => {
  const entries: readonly EmbedElementEntry[] = embedElements

  it('has one entry per tag and per interactive module, each a valid custom element name', () => {
    expect(new Set(entries.map((entry) => entry.tag)).size).toBe(entries.length)
    expect(new Set(entries.map((entry) => entry.entry)).size).toBe(entries.length)
    for (const { tag } of entries) expect(tag).toMatch(/^sufra-[a-z][a-z0-9]*(-[a-z0-9]+)*$/)
  })

  it.each(entries.map((entry) => [entry.tag, entry] as const))(
    '%s has its interactive module (src/interactive/<entry>.tsx exporting mount)',
    (_tag, entry) => {
      const file = path.join(import.meta.dirname, '../interactive', `${entry.entry}.tsx`)
      expect(fs.existsSync(file), file).toBe(true)
      expect(fs.readFileSync(file, 'utf8')).toMatch(/export (async )?function mount\b/)
    },
  )

  it('reads public widgets from the server and leaves the signed-in ones to the browser', () => {
    for (const entry of entries) {
      if (entry.needsSession) expect(entry.read, entry.tag).toBeUndefined()
      else expect(entry.read, entry.tag).toMatch(/^\/embed\//)
    }
  })

  it('names the two recipe elements of the design', () => {
    expect(entries.map(({ tag, read }) => [tag, read])).toEqual(
      expect.arrayContaining([
        ['sufra-recipe-card', '/embed/recipe-card/{recipe-id}'],
        ['sufra-recipe', '/embed/recipe/{recipe-id}'],
      ]),
    )
  })
})

describe('readPath', () => {
  const recipe = embedElements.find((entry) => entry.tag === 'sufra-recipe')!
  const card = embedElements.find((entry) => entry.tag === 'sufra-recipe-card')!

  it('fills the attributes in, with the language and the query attributes present', () => {
    expect(readPath(recipe, attributes({ 'recipe-id': 'r1', servings: '6' }), 'ar')).toBe(
      '/embed/recipe/r1?lang=ar&servings=6',
    )
    expect(readPath(recipe, attributes({ 'recipe-id': 'r1' }), 'en')).toBe('/embed/recipe/r1?lang=en')
    expect(readPath(card, attributes({ 'recipe-id': 'r1', servings: '6' }), 'en')).toBe(
      '/embed/recipe-card/r1?lang=en',
    )
  })

  it('encodes what a partner typed, so it stays one path segment', () => {
    expect(readPath(card, attributes({ 'recipe-id': ' ../a b?x=1 ' }), 'en')).toBe(
      '/embed/recipe-card/..%2Fa%20b%3Fx%3D1?lang=en',
    )
  })

  it('is null when an attribute of the path is missing or blank, or the element has no read', () => {
    expect(readPath(card, attributes({}), 'en')).toBeNull()
    expect(readPath(card, attributes({ 'recipe-id': '  ' }), 'en')).toBeNull()
    expect(readPath({ query: ['x'] }, attributes({ x: '1' }), 'en')).toBeNull()
  })

  it('fills the fallback link the same way', () => {
    expect(fillPath(recipe.link, attributes({ 'recipe-id': 'r 1' }))).toBe('/recipe/r%201')
    expect(fillPath(recipe.link, attributes({}))).toBeNull()
  })
})
