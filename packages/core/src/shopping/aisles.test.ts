import { describe, expect, it } from 'vitest'
import { aisleOfGroup, aisles } from './aisles'

describe('aisles', () => {
  it('lists each aisle once, in a shop walk order', () => {
    expect(new Set(aisles).size).toBe(aisles.length)
    expect(aisles).toHaveLength(12)
    expect(aisles[0]).toBe('produce')
    expect(aisles.at(-1)).toBe('other')
  })

  it.each([
    ['vegetables', 'produce'],
    ['fruits', 'produce'],
    ['herbs-and-spices', 'spices'],
    ['dairy-and-eggs', 'dairy'],
    ['meat', 'meat'],
    ['poultry', 'meat'],
    ['fish-and-seafood', 'seafood'],
    ['grains-and-pasta', 'grains'],
    ['legumes', 'grains'],
    ['nuts-and-seeds', 'pantry'],
    ['baking', 'pantry'],
    ['sweeteners', 'pantry'],
    ['condiments-and-sauces', 'pantry'],
    ['oils-and-fats', 'oils'],
    ['drinks', 'drinks'],
    ['other', 'other'],
  ] as const)('puts the catalogue group %s in %s', (group, aisle) => {
    expect(aisleOfGroup(group)).toBe(aisle)
  })

  it.each([
    ['Vegetables and Vegetable Products', 'produce'],
    ['Fruits and Fruit Juices', 'produce'],
    ['Spices and Herbs', 'spices'],
    ['Dairy and Egg Products', 'dairy'],
    ['Beef Products', 'meat'],
    ['Poultry Products', 'meat'],
    ['Finfish and Shellfish Products', 'seafood'],
    ['Cereal Grains and Pasta', 'grains'],
    ['Legumes and Legume Products', 'grains'],
    ['Baked Products', 'bakery'],
    ['Fats and Oils', 'oils'],
    ['Beverages', 'drinks'],
    ['Nut and Seed Products', 'pantry'],
    ['Soups, Sauces, and Gravies', 'pantry'],
  ] as const)('puts the USDA food group %s in %s', (group, aisle) => {
    expect(aisleOfGroup(group)).toBe(aisle)
  })

  it('puts an unknown or missing group in other', () => {
    expect(aisleOfGroup(null)).toBe('other')
    expect(aisleOfGroup(undefined)).toBe('other')
    expect(aisleOfGroup('')).toBe('other')
    expect(aisleOfGroup('toys')).toBe('other')
  })
})
