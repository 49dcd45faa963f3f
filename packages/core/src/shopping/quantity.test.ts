import { describe, expect, it } from 'vitest'
import { type UnitId, convertUnit, unitById, units } from '../units/catalogue'
import {
  type IngredientDensity,
  type Quantity,
  addQuantity,
  convertQuantity,
  gramsPerMillilitre,
  mergeQuantities,
  scaleQuantity,
  toUnitSystem,
  unitSystems,
} from './quantity'

const massUnits = units.filter((unit) => unit.kind === 'mass').map((unit) => unit.id)
const volumeUnits = units.filter((unit) => unit.kind === 'volume').map((unit) => unit.id)
const countUnits = units.filter((unit) => unit.kind === 'count').map((unit) => unit.id)
const lengthUnits = units.filter((unit) => unit.kind === 'length').map((unit) => unit.id)
const otherUnits = units.filter((unit) => unit.kind === 'other').map((unit) => unit.id)

function pairs(ids: readonly UnitId[]): [UnitId, UnitId][] {
  return ids.flatMap((from) => ids.map((to) => [from, to] as [UnitId, UnitId]))
}

// Portions as the seed stores them (all-purpose flour and whole milk from USDA SR28, the onion's piece).
const flour: IngredientDensity = {
  portions: [
    { amount: 1, unit: 'cup', grams: 125 },
    { amount: 1, unit: 'tbsp', grams: 7.8 },
    { amount: 1, unit: 'cup, unsifted, dipped', grams: 137 },
  ],
}
const milk: IngredientDensity = {
  portions: [
    { amount: 1, unit: 'cup', grams: 244 },
    { amount: 1, unit: 'fl oz', grams: 30.5 },
    { amount: 1, unit: 'liter', grams: 1030 },
  ],
}
const onion: IngredientDensity = {
  pieceGrams: 110,
  portions: [
    { amount: 1, unit: 'cup, chopped', grams: 160 },
    { amount: 1, unit: 'tbsp chopped', grams: 10 },
    { amount: 1, unit: 'large', grams: 150 },
    { amount: 1, unit: 'slice, medium (1/8" thick)', grams: 14 },
  ],
}
const cream: IngredientDensity = { portions: [{ amount: 1, unit: 'cup, whipped', grams: 60 }] }
const noVolume: IngredientDensity = { pieceGrams: 50, portions: [{ amount: 1, unit: 'large', grams: 50 }] }

describe('the catalogue, pair by pair', () => {
  it.each(pairs(massUnits))('mass %s → %s converts with the catalogue factors and back', (from, to) => {
    const there = convertQuantity({ amount: 3, unit: from }, to)
    expect(there?.unit).toBe(to)
    expect(there?.amount).toBeCloseTo(convertUnit(3, from, to)!, 9)
    expect(there!.amount! * unitById[to].toBase!).toBeCloseTo(3 * unitById[from].toBase!, 6)
    const back = convertQuantity(there!, from)
    expect(back?.amount).toBeCloseTo(3, 9)
    expect(back?.unit).toBe(from)
  })

  it.each(pairs(volumeUnits))('volume %s → %s converts with the catalogue factors and back', (from, to) => {
    const there = convertQuantity({ amount: 3, unit: from }, to)
    expect(there?.unit).toBe(to)
    expect(there!.amount! * unitById[to].toBase!).toBeCloseTo(3 * unitById[from].toBase!, 6)
    const back = convertQuantity(there!, from)
    expect(back?.amount).toBeCloseTo(3, 9)
  })

  it.each(massUnits.flatMap((mass) => volumeUnits.map((volume) => [mass, volume] as const)))(
    'mass %s ↔ volume %s converts through the density and back, and not without one',
    (mass, volume) => {
      const grams = convertUnit(2, mass, 'g')!
      const asVolume = convertQuantity({ amount: 2, unit: mass }, volume, milk)
      expect(asVolume?.unit).toBe(volume)
      const millilitres = asVolume!.amount! * unitById[volume].toBase!
      expect(grams / millilitres).toBeCloseTo(gramsPerMillilitre(milk, millilitres)!, 9)
      const back = convertQuantity(asVolume!, mass, milk)
      expect(back?.amount).toBeCloseTo(2, 6)
      expect(convertQuantity({ amount: 2, unit: mass }, volume)).toBeUndefined()
      expect(convertQuantity({ amount: 2, unit: volume }, mass)).toBeUndefined()
      expect(convertQuantity({ amount: 2, unit: mass }, volume, noVolume)).toBeUndefined()
    },
  )

  it('every unit converts to itself, and nothing with a null amount converts', () => {
    for (const unit of units) {
      if (unit.id === 'to taste' || unit.id === 'as needed') continue
      expect(convertQuantity({ amount: 2, unit: unit.id }, unit.id), unit.id).toEqual({
        amount: 2,
        unit: unit.id,
      })
      expect(convertQuantity({ amount: null, unit: unit.id }, unit.id), unit.id).toBeUndefined()
    }
    expect(convertQuantity({ amount: null, unit: '' }, '')).toBeUndefined()
    expect(convertQuantity({ amount: Number.NaN, unit: 'g' }, 'kg')).toBeUndefined()
  })

  it.each(
    countUnits
      .filter((unit) => !['piece', 'unit', 'count', 'dozen'].includes(unit))
      .flatMap((count) =>
        [...massUnits, ...volumeUnits, 'piece' as UnitId].map((to) => [count, to] as const),
      ),
  )('count %s never converts to %s, even with a piece weight and portions', (count, to) => {
    expect(convertQuantity({ amount: 2, unit: count }, to, onion)).toBeUndefined()
    expect(convertQuantity({ amount: 2, unit: to }, count, onion)).toBeUndefined()
  })

  it.each(
    [...lengthUnits, ...otherUnits].flatMap((unit) =>
      units.filter((to) => to.id !== unit).map((to) => [unit, to.id] as const),
    ),
  )('%s never converts to %s', (from, to) => {
    expect(convertQuantity({ amount: 2, unit: from }, to, onion)).toBeUndefined()
  })

  it("refuses 'to taste' and 'as needed' even to themselves", () => {
    expect(convertQuantity({ amount: 1, unit: 'to taste' }, 'to taste')).toBeUndefined()
    expect(convertQuantity({ amount: null, unit: 'as needed' }, 'g', flour)).toBeUndefined()
  })
})

describe('whole items', () => {
  it('no unit, piece, unit and count are one for one; a dozen is twelve', () => {
    expect(convertQuantity({ amount: 3, unit: '' }, 'piece')).toEqual({ amount: 3, unit: 'piece' })
    expect(convertQuantity({ amount: 3, unit: 'unit' }, 'count')).toEqual({ amount: 3, unit: 'count' })
    expect(convertQuantity({ amount: 1, unit: 'dozen' }, '')).toEqual({ amount: 12, unit: '' })
    expect(convertQuantity({ amount: 6, unit: 'piece' }, 'dozen')).toEqual({ amount: 0.5, unit: 'dozen' })
  })

  it('convert to and from a weight only through the piece weight', () => {
    expect(convertQuantity({ amount: 2, unit: 'piece' }, 'g', onion)).toEqual({ amount: 220, unit: 'g' })
    expect(convertQuantity({ amount: 220, unit: 'g' }, '', onion)).toEqual({ amount: 2, unit: '' })
    expect(convertQuantity({ amount: 1, unit: 'kg' }, 'piece', onion)?.amount).toBeCloseTo(1000 / 110, 9)
    expect(convertQuantity({ amount: 2, unit: 'piece' }, 'g')).toBeUndefined()
    expect(convertQuantity({ amount: 2, unit: 'piece' }, 'g', flour)).toBeUndefined()
    expect(
      convertQuantity({ amount: 2, unit: 'piece' }, 'g', { portions: [], pieceGrams: 0 }),
    ).toBeUndefined()
  })

  it('convert to a volume through the piece weight and the density together', () => {
    // 1 onion = 110 g; a cup of chopped onion weighs 160 g.
    expect(convertQuantity({ amount: 1, unit: '' }, 'cup', onion)?.amount).toBeCloseTo(110 / 160, 9)
    expect(convertQuantity({ amount: 1, unit: 'cup' }, 'piece', onion)?.amount).toBeCloseTo(160 / 110, 9)
  })
})

describe('densities from USDA portions', () => {
  it('reads a portion unit written as USDA writes it', () => {
    expect(gramsPerMillilitre(onion, 250)).toBeCloseTo(160 / unitById.cup.toBase!, 9)
    expect(gramsPerMillilitre({ portions: [{ amount: 2, unit: 'cup (8 fl oz)', grams: 400 }] })).toBeCloseTo(
      200 / unitById.cup.toBase!,
      9,
    )
    expect(gramsPerMillilitre({ portions: [{ amount: 1, unit: 'liter', grams: 1030 }] })).toBeCloseTo(1.03, 9)
    expect(gramsPerMillilitre({ portions: [{ amount: 1, unit: 'Tablespoons', grams: 15 }] })).toBeCloseTo(
      15 / unitById.tbsp.toBase!,
      9,
    )
  })

  it('takes a spoon portion for small amounts and a cup portion for large ones', () => {
    expect(gramsPerMillilitre(flour, 5)).toBeCloseTo(7.8 / unitById.tbsp.toBase!, 9)
    expect(gramsPerMillilitre(flour, 500)).toBeCloseTo(125 / unitById.cup.toBase!, 9)
    expect(gramsPerMillilitre(flour)).toBeCloseTo(125 / unitById.cup.toBase!, 9)
  })

  it('ignores portions that are not volumes, are whipped, or weigh nothing', () => {
    expect(gramsPerMillilitre(noVolume)).toBeUndefined()
    expect(gramsPerMillilitre(cream)).toBeUndefined()
    expect(
      gramsPerMillilitre({ portions: [{ amount: 1, unit: 'serving 1 tbsp', grams: 15 }] }),
    ).toBeUndefined()
    expect(gramsPerMillilitre({ portions: [{ amount: 0, unit: 'cup', grams: 100 }] })).toBeUndefined()
    expect(gramsPerMillilitre({ portions: [{ amount: 1, unit: 'cup', grams: 0 }] })).toBeUndefined()
    expect(gramsPerMillilitre(undefined)).toBeUndefined()
  })
})

describe('addQuantity and mergeQuantities', () => {
  it('adds 1 cup of flour and 200 g of flour into the cup line', () => {
    const merged = addQuantity([{ amount: 1, unit: 'cup' }], { amount: 200, unit: 'g' }, flour)
    expect(merged).toEqual([{ amount: 2.6, unit: 'cup' }])
  })

  it('keeps the first line that converts, in its unit', () => {
    const lines: Quantity[] = [
      { amount: 2, unit: 'clove' },
      { amount: 500, unit: 'g' },
      { amount: 1, unit: 'kg' },
    ]
    expect(addQuantity(lines, { amount: 1, unit: 'lb' })).toEqual([
      { amount: 2, unit: 'clove' },
      { amount: 953.59237, unit: 'g' },
      { amount: 1, unit: 'kg' },
    ])
  })

  it('adds the same unit without any density, any kind', () => {
    expect(addQuantity([{ amount: 2, unit: 'clove' }], { amount: 3, unit: 'clove' })).toEqual([
      { amount: 5, unit: 'clove' },
    ])
    expect(addQuantity([{ amount: 3, unit: '' }], { amount: 2, unit: '' })).toEqual([{ amount: 5, unit: '' }])
    expect(addQuantity([{ amount: 0.1, unit: 'cup' }], { amount: 0.2, unit: 'cup' })).toEqual([
      { amount: 0.3, unit: 'cup' },
    ])
  })

  it('appends what does not convert as its own line', () => {
    expect(addQuantity([{ amount: 1, unit: 'cup' }], { amount: 200, unit: 'g' })).toEqual([
      { amount: 1, unit: 'cup' },
      { amount: 200, unit: 'g' },
    ])
    expect(addQuantity([{ amount: 2, unit: 'can' }], { amount: 400, unit: 'g' }, onion)).toEqual([
      { amount: 2, unit: 'can' },
      { amount: 400, unit: 'g' },
    ])
    expect(addQuantity([], { amount: 1, unit: 'tsp' })).toEqual([{ amount: 1, unit: 'tsp' }])
  })

  it('merges amountless lines only with the same unit, never into numbers', () => {
    const salt: Quantity[] = [{ amount: null, unit: 'to taste' }]
    expect(addQuantity(salt, { amount: null, unit: 'to taste' })).toEqual(salt)
    expect(addQuantity(salt, { amount: 1, unit: 'to taste' })).toEqual(salt)
    expect(addQuantity(salt, { amount: 1, unit: 'tsp' })).toEqual([...salt, { amount: 1, unit: 'tsp' }])
    expect(addQuantity([{ amount: 1, unit: 'tsp' }], { amount: null, unit: 'tsp' })).toEqual([
      { amount: 1, unit: 'tsp' },
      { amount: null, unit: 'tsp' },
    ])
    expect(addQuantity([{ amount: null, unit: '' }], { amount: null, unit: '' })).toEqual([
      { amount: null, unit: '' },
    ])
    expect(addQuantity([{ amount: null, unit: '' }], { amount: null, unit: 'as needed' })).toEqual([
      { amount: null, unit: '' },
      { amount: null, unit: 'as needed' },
    ])
  })

  it('does not change the lines it was given', () => {
    const lines: Quantity[] = [{ amount: 1, unit: 'g' }]
    addQuantity(lines, { amount: 1, unit: 'g' })
    expect(lines).toEqual([{ amount: 1, unit: 'g' }])
  })

  it('merges two lists line by line, converting across whole items and weights', () => {
    const a: Quantity[] = [
      { amount: 2, unit: '' },
      { amount: 1, unit: 'cup' },
    ]
    const b: Quantity[] = [
      { amount: 220, unit: 'g' },
      { amount: 1, unit: 'piece' },
      { amount: null, unit: 'to taste' },
    ]
    expect(mergeQuantities(a, b, onion)).toEqual([
      { amount: 5, unit: '' },
      { amount: 1, unit: 'cup' },
      { amount: null, unit: 'to taste' },
    ])
    expect(mergeQuantities(a, b)).toEqual([
      { amount: 3, unit: '' },
      { amount: 1, unit: 'cup' },
      { amount: 220, unit: 'g' },
      { amount: null, unit: 'to taste' },
    ])
    expect(mergeQuantities([], [])).toEqual([])
  })
})

describe('scaleQuantity', () => {
  it('multiplies the amount without floating-point noise and keeps null', () => {
    expect(scaleQuantity({ amount: 0.1, unit: 'cup' }, 3)).toEqual({ amount: 0.3, unit: 'cup' })
    expect(scaleQuantity({ amount: 200, unit: 'g' }, 0.5)).toEqual({ amount: 100, unit: 'g' })
    expect(scaleQuantity({ amount: null, unit: 'to taste' }, 4)).toEqual({ amount: null, unit: 'to taste' })
  })

  it('refuses a factor that is not a positive number', () => {
    for (const factor of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => scaleQuantity({ amount: 1, unit: 'g' }, factor)).toThrow(RangeError)
    }
  })
})

describe('toUnitSystem', () => {
  it('lists the two systems', () => {
    expect(unitSystems).toEqual(['metric', 'us'])
  })

  it.each<[Quantity, Quantity]>([
    [
      { amount: 1500, unit: 'g' },
      { amount: 1.5, unit: 'kg' },
    ],
    [
      { amount: 999.8, unit: 'g' },
      { amount: 1, unit: 'kg' },
    ],
    [
      { amount: 0.5, unit: 'kg' },
      { amount: 500, unit: 'g' },
    ],
    [
      { amount: 1, unit: 'lb' },
      { amount: 454, unit: 'g' },
    ],
    [
      { amount: 3, unit: 'lb' },
      { amount: 1.36, unit: 'kg' },
    ],
    [
      { amount: 1, unit: 'oz' },
      { amount: 28.3, unit: 'g' },
    ],
    [
      { amount: 250, unit: 'mg' },
      { amount: 250, unit: 'mg' },
    ],
    [
      { amount: 2500, unit: 'mg' },
      { amount: 2.5, unit: 'g' },
    ],
    [
      { amount: 0.01, unit: 'oz' },
      { amount: 0.283, unit: 'g' },
    ],
    [
      { amount: 2, unit: 'cup' },
      { amount: 473, unit: 'ml' },
    ],
    [
      { amount: 5, unit: 'cup' },
      { amount: 1.18, unit: 'l' },
    ],
    [
      { amount: 1, unit: 'quart' },
      { amount: 946, unit: 'ml' },
    ],
    [
      { amount: 1, unit: 'gal' },
      { amount: 3.79, unit: 'l' },
    ],
    [
      { amount: 4, unit: 'fl oz' },
      { amount: 118, unit: 'ml' },
    ],
    [
      { amount: 25, unit: 'cl' },
      { amount: 250, unit: 'ml' },
    ],
    [
      { amount: 1500, unit: 'ml' },
      { amount: 1.5, unit: 'l' },
    ],
    [
      { amount: 3, unit: 'tsp' },
      { amount: 3, unit: 'tsp' },
    ],
    [
      { amount: 5, unit: 'tbsp' },
      { amount: 5, unit: 'tbsp' },
    ],
    [
      { amount: 1, unit: 'dessertspoon' },
      { amount: 1, unit: 'dessertspoon' },
    ],
    [
      { amount: 1, unit: 'pinch' },
      { amount: 1, unit: 'pinch' },
    ],
  ])('metric: %o → %o', (q, expected) => {
    expect(toUnitSystem(q, 'metric')).toEqual(expected)
  })

  it.each<[Quantity, Quantity]>([
    [
      { amount: 100, unit: 'g' },
      { amount: 3.53, unit: 'oz' },
    ],
    [
      { amount: 1, unit: 'kg' },
      { amount: 2.2, unit: 'lb' },
    ],
    [
      { amount: 453.6, unit: 'g' },
      { amount: 1, unit: 'lb' },
    ],
    [
      { amount: 12, unit: 'oz' },
      { amount: 12, unit: 'oz' },
    ],
    [
      { amount: 32, unit: 'oz' },
      { amount: 2, unit: 'lb' },
    ],
    [
      { amount: 0.25, unit: 'cup' },
      { amount: 0.25, unit: 'cup' },
    ],
    [
      { amount: 3, unit: 'tsp' },
      { amount: 1, unit: 'tbsp' },
    ],
    [
      { amount: 2, unit: 'tsp' },
      { amount: 2, unit: 'tsp' },
    ],
    [
      { amount: 8, unit: 'tbsp' },
      { amount: 0.5, unit: 'cup' },
    ],
    [
      { amount: 946, unit: 'ml' },
      { amount: 1, unit: 'quart' },
    ],
    [
      { amount: 250, unit: 'ml' },
      { amount: 1.06, unit: 'cup' },
    ],
    [
      { amount: 5, unit: 'ml' },
      { amount: 1.01, unit: 'tsp' },
    ],
    [
      { amount: 15, unit: 'ml' },
      { amount: 1.01, unit: 'tbsp' },
    ],
    [
      { amount: 2, unit: 'l' },
      { amount: 2.11, unit: 'quart' },
    ],
    [
      { amount: 4, unit: 'l' },
      { amount: 1.06, unit: 'gal' },
    ],
    [
      { amount: 2, unit: 'pint' },
      { amount: 1, unit: 'quart' },
    ],
    [
      { amount: 8, unit: 'fl oz' },
      { amount: 1, unit: 'cup' },
    ],
    [
      { amount: 1, unit: 'dessertspoon' },
      { amount: 2, unit: 'tsp' },
    ],
    [
      { amount: 1, unit: 'dash' },
      { amount: 1, unit: 'dash' },
    ],
  ])('us: %o → %o', (q, expected) => {
    expect(toUnitSystem(q, 'us')).toEqual(expected)
  })

  it('rounds an amount that stays in its unit like a converted one (a merged 597.68 ml reads 598 ml)', () => {
    expect(toUnitSystem({ amount: 597.68, unit: 'ml' }, 'metric')).toEqual({ amount: 598, unit: 'ml' })
    expect(toUnitSystem({ amount: 1.3333333, unit: 'tbsp' }, 'us')).toEqual({ amount: 1.33, unit: 'tbsp' })
    expect(toUnitSystem({ amount: 2.6041666, unit: 'cup' }, 'us')).toEqual({ amount: 2.6, unit: 'cup' })
  })

  it('never changes counted, length, size or open units, unit-less or null amounts', () => {
    for (const system of unitSystems) {
      for (const unit of [...countUnits, ...lengthUnits, ...otherUnits]) {
        expect(toUnitSystem({ amount: 1500, unit }, system)).toEqual({ amount: 1500, unit })
      }
      expect(toUnitSystem({ amount: 3, unit: '' }, system)).toEqual({ amount: 3, unit: '' })
      expect(toUnitSystem({ amount: null, unit: 'cup' }, system)).toEqual({ amount: null, unit: 'cup' })
    }
  })

  it('lands every mass and volume unit in the chosen system, keeping the amount', () => {
    const metricIds = new Set<UnitId>([
      'mg',
      'g',
      'kg',
      'ml',
      'l',
      'tsp',
      'tbsp',
      'dessertspoon',
      'pinch',
      'dash',
      'drop',
    ])
    const usIds = new Set<UnitId>(['oz', 'lb', 'tsp', 'tbsp', 'cup', 'quart', 'gal', 'pinch', 'dash', 'drop'])
    for (const from of [...massUnits, ...volumeUnits]) {
      for (const amount of [0.3, 1, 7, 60, 900, 5000]) {
        for (const system of unitSystems) {
          const shown = toUnitSystem({ amount, unit: from }, system)
          expect(
            (system === 'metric' ? metricIds : usIds).has(shown.unit as UnitId),
            `${amount} ${from} ${system}`,
          ).toBe(true)
          const before = amount * unitById[from].toBase!
          const after = shown.amount! * unitById[shown.unit as UnitId].toBase!
          expect(Math.abs(after - before) / before, `${amount} ${from} ${system}`).toBeLessThan(0.005)
        }
      }
    }
  })

  it('scales then converts, as the serving adjuster does', () => {
    expect(toUnitSystem(scaleQuantity({ amount: 750, unit: 'g' }, 2), 'metric')).toEqual({
      amount: 1.5,
      unit: 'kg',
    })
    expect(toUnitSystem(scaleQuantity({ amount: 1, unit: 'tsp' }, 3), 'us')).toEqual({
      amount: 1,
      unit: 'tbsp',
    })
  })
})
