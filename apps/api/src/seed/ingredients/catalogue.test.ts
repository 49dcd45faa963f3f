import { isUnitId } from '@sufra/core'
import { describe, expect, it } from 'vitest'
import { categories, cuisines, dietLabels, healthLabels } from '../taxonomy'
import { catalogue, gramsFor, ingredientGroups, loadIngredientTable, type IngredientRecord } from './index'

const table = loadIngredientTable()
const byKey = new Map(table.ingredients.map((ingredient) => [ingredient.key, ingredient]))

function ingredient(key: string): IngredientRecord {
  const found = byKey.get(key)
  if (!found) throw new Error(`no ingredient "${key}"`)
  return found
}

const ARABIC_LETTER = /[\u0600-\u06FF]/
const LATIN_LETTER = /[A-Za-z]/

describe('the bundled ingredient table', () => {
  it('has at least 400 ingredients with unique kebab-case keys', () => {
    expect(table.ingredients.length).toBeGreaterThanOrEqual(400)
    expect(byKey.size).toBe(table.ingredients.length)
    for (const { key } of table.ingredients) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('matches the catalogue it was built from (rerun build-ingredients after editing the catalogue)', () => {
    expect(
      table.ingredients.map(({ key, ndbNo, name, group, pieceGrams }) => ({
        key,
        ndbNo,
        name,
        group,
        pieceGrams,
      })),
    ).toEqual(
      catalogue.map(({ key, ndbNo, name, group, pieceGrams }) => ({ key, ndbNo, name, group, pieceGrams })),
    )
  })

  it('names every ingredient in English and in Arabic script', () => {
    for (const { key, name } of table.ingredients) {
      expect(name.en.trim(), key).not.toBe('')
      expect(name.ar, key).toMatch(ARABIC_LETTER)
      expect(name.ar, key).not.toMatch(LATIN_LETTER)
    }
    const arabicNames = table.ingredients.map(({ name }) => name.ar)
    const englishNames = table.ingredients.map(({ name }) => name.en.toLowerCase())
    expect(new Set(arabicNames).size).toBe(arabicNames.length)
    expect(new Set(englishNames).size).toBe(englishNames.length)
  })

  it('files every ingredient in a known group with a USDA number', () => {
    for (const { key, group, ndbNo } of table.ingredients) {
      expect(ingredientGroups, key).toContain(group)
      expect(ndbNo, key).toMatch(/^\d{5}$/)
    }
  })

  it('gives every ingredient energy, protein, fat and carbohydrate per 100 g', () => {
    const known = new Set(table.nutrients.map(({ nutrientId }) => nutrientId))
    const problems: string[] = []
    for (const { key, nutrients } of table.ingredients) {
      const ids = new Set(nutrients.map(([id]) => id))
      for (const id of [1008, 1003, 1004, 1005]) if (!ids.has(id)) problems.push(`${key} lacks ${id}`)
      for (const [id, value] of nutrients) {
        if (!known.has(id)) problems.push(`${key}: nutrient ${id} is not listed`)
        if (!Number.isFinite(value) || value < 0) problems.push(`${key}: ${id} = ${value}`)
      }
      const energy = nutrients.find(([id]) => id === 1008)?.[1] ?? 0
      if (energy > 902) problems.push(`${key}: ${energy} kcal per 100 g`)
    }
    expect(problems).toEqual([])
  })

  it('keeps portion weights and catalogue measures sane', () => {
    for (const { key, pieceGrams, portions } of table.ingredients) {
      if (pieceGrams !== undefined) expect(pieceGrams, key).toBeGreaterThan(0)
      for (const portion of portions) {
        expect(portion.amount, key).toBeGreaterThan(0)
        expect(portion.grams, key).toBeGreaterThan(0)
      }
    }
    for (const entry of catalogue) {
      for (const unit of Object.keys(entry.portions ?? {}))
        expect(isUnitId(unit), `${entry.key}: ${unit}`).toBe(true)
    }
  })
})

describe('gramsFor', () => {
  it('converts mass units exactly', () => {
    expect(gramsFor(ingredient('all-purpose-flour'), 200, 'g')).toBe(200)
    expect(gramsFor(ingredient('ground-lamb'), 1, 'kg')).toBe(1000)
    expect(gramsFor(ingredient('butter'), 1, 'lb')).toBeCloseTo(453.6, 1)
  })

  it('weighs volumes by the ingredient’s own density', () => {
    expect(gramsFor(ingredient('all-purpose-flour'), 1, 'cup')).toBeCloseTo(125, 0)
    expect(gramsFor(ingredient('olive-oil'), 1, 'tbsp')).toBeCloseTo(13.5, 1)
    expect(gramsFor(ingredient('sugar'), 1, 'cup')).toBeCloseTo(200, 0)
    expect(gramsFor(ingredient('salt'), 1, 'tsp')).toBeCloseTo(6, 1)
    expect(gramsFor(ingredient('heavy-cream'), 1, 'cup')).toBeCloseTo(238, 0)
    expect(gramsFor(ingredient('elbow-macaroni'), 1, 'cup')).toBe(122)
  })

  it('takes water’s density when there is no volume portion', () => {
    expect(gramsFor(ingredient('water'), 250, 'ml')).toBeCloseTo(250, 0)
    expect(gramsFor(ingredient('rose-water'), 1, 'tbsp')).toBeCloseTo(14.8, 1)
  })

  it('counts pieces, sizes and named portions', () => {
    expect(gramsFor(ingredient('egg'), 2, 'piece')).toBe(100)
    expect(gramsFor(ingredient('egg'), 2, 'count')).toBe(100)
    expect(gramsFor(ingredient('egg'), 1, 'large')).toBe(50)
    expect(gramsFor(ingredient('egg'), 1, 'small')).toBe(38)
    expect(gramsFor(ingredient('onion'), 1, 'medium')).toBe(110)
    expect(gramsFor(ingredient('onion'), 1, 'large')).toBe(150)
    expect(gramsFor(ingredient('garlic'), 3, 'clove')).toBe(9)
    expect(gramsFor(ingredient('garlic'), 1, 'head')).toBe(40)
    expect(gramsFor(ingredient('parsley'), 1, 'bunch')).toBe(80)
    expect(gramsFor(ingredient('white-bread'), 2, 'slice')).toBe(50)
    expect(gramsFor(ingredient('chickpeas-canned'), 1, 'can')).toBe(240)
    expect(gramsFor(ingredient('salmon-fillet'), 2, 'fillet')).toBe(300)
    expect(gramsFor(ingredient('celery'), 1, 'stalk')).toBe(40)
    expect(gramsFor(ingredient('egg'), 1, 'dozen')).toBe(600)
  })

  it('does not guess a whole piece for a part of one', () => {
    expect(gramsFor(ingredient('spinach'), 1, 'piece')).toBeUndefined()
    expect(gramsFor(ingredient('phyllo-dough'), 1, 'package')).toBeUndefined()
  })

  it('weighs open amounts as nothing and rejects unknown units', () => {
    expect(gramsFor(ingredient('salt'), 1, 'to taste')).toBe(0)
    expect(gramsFor(ingredient('olive-oil'), 1, 'as needed')).toBe(0)
    expect(gramsFor(ingredient('salt'), 1, 'smidgen')).toBeUndefined()
    expect(gramsFor(ingredient('salt'), Number.NaN, 'g')).toBeUndefined()
  })
})

describe('the taxonomy', () => {
  const terms = { categories, cuisines, dietLabels, healthLabels }

  it('uses unique keys and names every term in both languages', () => {
    for (const [list, entries] of Object.entries(terms)) {
      const keys = entries.map(({ key }) => key)
      expect(new Set(keys).size, list).toBe(keys.length)
      for (const { key, name } of entries) {
        expect(key, list).toMatch(/^[a-z]+(-[a-z]+)*$/)
        expect(name.en, key).toMatch(LATIN_LETTER)
        expect(name.ar, key).toMatch(ARABIC_LETTER)
        expect(name.ar, key).not.toMatch(LATIN_LETTER)
      }
    }
  })

  it('has the agreed keys', () => {
    expect(categories.map(({ key }) => key).sort()).toEqual(
      [
        'breakfast',
        'lunch',
        'dinner',
        'snack',
        'dessert',
        'appetizer',
        'soup',
        'salad',
        'side-dish',
        'drink',
        'bread-and-baking',
        'main-course',
      ].sort(),
    )
    expect(dietLabels.map(({ key }) => key).sort()).toEqual(
      [
        'vegetarian',
        'vegan',
        'pescatarian',
        'high-protein',
        'low-carb',
        'low-fat',
        'balanced',
        'high-fiber',
        'gluten-free',
        'dairy-free',
      ].sort(),
    )
    expect(healthLabels.map(({ key }) => key).sort()).toEqual(
      [
        'nut-free',
        'peanut-free',
        'egg-free',
        'soy-free',
        'fish-free',
        'shellfish-free',
        'sugar-conscious',
        'low-sodium',
        'alcohol-free',
        'wheat-free',
      ].sort(),
    )
    expect(cuisines.length).toBeGreaterThanOrEqual(20)
    for (const key of ['levantine', 'egyptian', 'moroccan', 'gulf', 'iraqi', 'italian', 'japanese', 'thai']) {
      expect(cuisines.map((cuisine) => cuisine.key)).toContain(key)
    }
  })

  it('slugs every category from its English name', () => {
    for (const { key, slug, name } of categories) {
      expect(slug).toBe(name.en.toLowerCase().replaceAll(' ', '-'))
      expect(slug).toBe(key)
    }
  })
})
