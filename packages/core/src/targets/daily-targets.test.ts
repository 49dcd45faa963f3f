import { describe, expect, it } from 'vitest'
import { activityFactors, basalMetabolicRate, dailyTargets, type ActivityLevel } from './daily-targets'

// Grams from calories: protein = kcal × 20 % / 4, carbs = kcal × 50 % / 4, fats = kcal × 30 % / 9,
// sugars = kcal × 10 % / 4; halves round up.

describe('basalMetabolicRate (Mifflin-St Jeor)', () => {
  it('man, 30 y, 180 cm, 80 kg: 10·80 + 6.25·180 − 5·30 + 5 = 800 + 1125 − 150 + 5 = 1780', () => {
    expect(basalMetabolicRate({ sex: 'male', ageYears: 30, heightCm: 180, weightKg: 80 })).toBe(1780)
  })

  it('woman, 25 y, 165 cm, 60 kg: 10·60 + 6.25·165 − 5·25 − 161 = 600 + 1031.25 − 125 − 161 = 1345.25', () => {
    expect(basalMetabolicRate({ sex: 'female', ageYears: 25, heightCm: 165, weightKg: 60 })).toBe(1345.25)
  })

  it('the same body is 166 kcal lower for a woman (+5 vs −161)', () => {
    const body = { ageYears: 40, heightCm: 170, weightKg: 70 }
    expect(
      basalMetabolicRate({ ...body, sex: 'male' }) - basalMetabolicRate({ ...body, sex: 'female' }),
    ).toBe(166)
  })
})

describe('dailyTargets', () => {
  const man = { sex: 'male', ageYears: 30, heightCm: 180, weightKg: 80 } as const // BMR 1780
  const woman = { sex: 'female', ageYears: 25, heightCm: 165, weightKg: 60 } as const // BMR 1345.25

  it.each<
    [
      ActivityLevel,
      string,
      { calories: number; protein: number; carbs: number; fats: number; sugars: number },
    ]
  >([
    [
      'sedentary',
      '1780 × 1.2 = 2136; 106.8 → 107 P, 267 C, 71.2 → 71 F, 53.4 → 53 S',
      { calories: 2136, protein: 107, carbs: 267, fats: 71, sugars: 53 },
    ],
    [
      'light',
      '1780 × 1.375 = 2447.5 → 2448; 122.4 → 122 P, 306 C, 81.6 → 82 F, 61.2 → 61 S',
      { calories: 2448, protein: 122, carbs: 306, fats: 82, sugars: 61 },
    ],
    [
      'moderate',
      '1780 × 1.55 = 2759; 137.95 → 138 P, 344.875 → 345 C, 91.97 → 92 F, 68.975 → 69 S',
      { calories: 2759, protein: 138, carbs: 345, fats: 92, sugars: 69 },
    ],
    [
      'active',
      '1780 × 1.725 = 3070.5 → 3071; 153.55 → 154 P, 383.875 → 384 C, 102.37 → 102 F, 76.775 → 77 S',
      { calories: 3071, protein: 154, carbs: 384, fats: 102, sugars: 77 },
    ],
    [
      'very active',
      '1780 × 1.9 = 3382; 169.1 → 169 P, 422.75 → 423 C, 112.73 → 113 F, 84.55 → 85 S',
      { calories: 3382, protein: 169, carbs: 423, fats: 113, sugars: 85 },
    ],
  ])('man, 30 y, 180 cm, 80 kg, %s: %s', (activityLevel, _arithmetic, expected) => {
    expect(dailyTargets({ ...man, activityLevel })).toEqual(expected)
  })

  it.each<
    [
      ActivityLevel,
      string,
      { calories: number; protein: number; carbs: number; fats: number; sugars: number },
    ]
  >([
    [
      'sedentary',
      '1345.25 × 1.2 = 1614.3 → 1614; 80.7 → 81 P, 201.75 → 202 C, 53.8 → 54 F, 40.35 → 40 S',
      { calories: 1614, protein: 81, carbs: 202, fats: 54, sugars: 40 },
    ],
    [
      'light',
      '1345.25 × 1.375 = 1849.72 → 1850; 92.5 → 93 P, 231.25 → 231 C, 61.67 → 62 F, 46.25 → 46 S',
      { calories: 1850, protein: 93, carbs: 231, fats: 62, sugars: 46 },
    ],
    [
      'moderate',
      '1345.25 × 1.55 = 2085.14 → 2085; 104.25 → 104 P, 260.625 → 261 C, 69.5 → 70 F, 52.125 → 52 S',
      { calories: 2085, protein: 104, carbs: 261, fats: 70, sugars: 52 },
    ],
    [
      'active',
      '1345.25 × 1.725 = 2320.56 → 2321; 116.05 → 116 P, 290.125 → 290 C, 77.37 → 77 F, 58.025 → 58 S',
      { calories: 2321, protein: 116, carbs: 290, fats: 77, sugars: 58 },
    ],
    [
      'very active',
      '1345.25 × 1.9 = 2555.975 → 2556; 127.8 → 128 P, 319.5 → 320 C, 85.2 → 85 F, 63.9 → 64 S',
      { calories: 2556, protein: 128, carbs: 320, fats: 85, sugars: 64 },
    ],
  ])('woman, 25 y, 165 cm, 60 kg, %s: %s', (activityLevel, _arithmetic, expected) => {
    expect(dailyTargets({ ...woman, activityLevel })).toEqual(expected)
  })

  it('uses the five factors of the spec’s activity levels, in order', () => {
    expect(activityFactors).toEqual({
      sedentary: 1.2,
      light: 1.375,
      moderate: 1.55,
      active: 1.725,
      'very active': 1.9,
    })
  })

  it('accepts decimals: man, 41 y, 172.5 cm, 75.4 kg, moderate: (754 + 1078.125 − 205 + 5) × 1.55 = 1632.125 × 1.55 = 2529.79 → 2530', () => {
    expect(
      dailyTargets({ sex: 'male', ageYears: 41, heightCm: 172.5, weightKg: 75.4, activityLevel: 'moderate' })
        .calories,
    ).toBe(2530)
  })

  it('refuses measurements that give no positive resting energy: woman, 120 y, 50 cm, 2 kg: 20 + 312.5 − 600 − 161 < 0', () => {
    expect(() =>
      dailyTargets({ sex: 'female', ageYears: 120, heightCm: 50, weightKg: 2, activityLevel: 'light' }),
    ).toThrow(RangeError)
  })

  it('refuses negative or non-numeric measurements and unknown activity levels', () => {
    expect(() => dailyTargets({ ...man, weightKg: -1, activityLevel: 'light' })).toThrow(RangeError)
    expect(() => dailyTargets({ ...man, heightCm: Number.NaN, activityLevel: 'light' })).toThrow(RangeError)
    expect(() => dailyTargets({ ...man, activityLevel: 'lazy' as ActivityLevel })).toThrow(RangeError)
  })
})
