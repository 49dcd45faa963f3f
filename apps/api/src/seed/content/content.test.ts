import { readFileSync } from 'node:fs'
import { detectLanguage, isUnitId } from '@sufra/core'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../ingredients/catalogue'
import { categories, cuisines, dietLabels, healthLabels } from '../taxonomy'
import { generateAvatar, generateRecipeArt, renderDemoArt } from './artwork'
import { comments } from './comments'
import { creatorByUsername, creators } from './creators'
import { recipes } from './recipes'
import { follows, likes, saves } from './social'
import type { DemoReply, Localized } from './types'

const usernames = new Set(creators.map((creator) => creator.username))
const slugs = new Set(recipes.map((recipe) => recipe.slug))

/** Every comment and reply, flattened, with its depth (top level = 1) and the recipe it belongs to. */
function flatten(): { comment: DemoReply; recipe: string; depth: number; parentDaysAgo?: number }[] {
  const out: { comment: DemoReply; recipe: string; depth: number; parentDaysAgo?: number }[] = []
  const walk = (comment: DemoReply, recipe: string, depth: number, parentDaysAgo?: number) => {
    out.push({ comment, recipe, depth, parentDaysAgo })
    for (const reply of comment.replies ?? []) walk(reply, recipe, depth + 1, comment.daysAgo)
  }
  for (const comment of comments) walk(comment, comment.recipe, 1)
  return out
}
const allComments = flatten()

/** Every bilingual text we ship, labelled for readable failures. */
function allTexts(): [string, Localized][] {
  const texts: [string, Localized][] = []
  for (const creator of creators) {
    texts.push(
      [`${creator.username} first name`, creator.firstName],
      [`${creator.username} last name`, creator.lastName],
      [`${creator.username} bio`, creator.bio],
    )
  }
  for (const recipe of recipes) {
    texts.push([`${recipe.slug} title`, recipe.title], [`${recipe.slug} description`, recipe.description])
    recipe.instructions.forEach((step, index) => texts.push([`${recipe.slug} step ${index + 1}`, step]))
    for (const line of recipe.ingredients) {
      if (line.note) texts.push([`${recipe.slug} note on ${line.ingredient}`, line.note])
    }
  }
  allComments.forEach(({ comment, recipe }, index) =>
    texts.push([`comment ${index} on ${recipe}`, comment.content]),
  )
  return texts
}

/** Numbers written as digits, apart from 1, 2 and 1.5, which Arabic usually says in words (دقيقة، دقيقتين). */
const digits = (text: string) =>
  (text.match(/\d+(?:\.\d+)?/g) ?? []).filter((value) => !['1', '2', '1.5'].includes(value)).sort()

/**
 * A small well-formedness check: every tag closes in order, attributes are quoted, and nothing outside a
 * tag is text (our pictures carry none).
 */
function checkSvg(svg: string): string | undefined {
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')) return 'does not start with <svg xmlns>'
  if (!svg.endsWith('</svg>')) return 'does not end with </svg>'
  if (/<script|javascript:|on[a-z]+=|href=|xlink:|@import|url\((?!#)/i.test(svg))
    return 'script or external reference'
  if (/NaN|undefined|Infinity/.test(svg)) return 'a number went wrong'
  const stack: string[] = []
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>&]*")*)\s*(\/?)>/y
  let index = 0
  while (index < svg.length) {
    if (svg[index] !== '<') return `text outside tags at ${index}`
    tag.lastIndex = index
    const match = tag.exec(svg)
    if (!match) return `malformed tag at ${index}: ${svg.slice(index, index + 60)}`
    const [whole, closing, name, , selfClosing] = match
    if (closing) {
      if (stack.pop() !== name) return `unbalanced </${name}> at ${index}`
    } else if (!selfClosing) {
      stack.push(name!)
    }
    index += whole.length
  }
  return stack.length === 0 ? undefined : `unclosed <${stack.join('>, <')}>`
}

describe('demo creators', () => {
  it('has a varied community of at least 12 creators with unique usernames and test e-mails', () => {
    expect(creators.length).toBeGreaterThanOrEqual(12)
    expect(usernames.size).toBe(creators.length)
    for (const creator of creators) {
      expect(creator.username).toMatch(/^[a-z][a-z0-9.]+$/)
      expect(creator.email).toBe(`${creator.username}@sufra.test`)
      expect(creator.avatarHue).toBeGreaterThanOrEqual(0)
      expect(creator.avatarHue).toBeLessThan(360)
      expect(Number.isNaN(new Date(creator.dob).getTime())).toBe(false)
    }
    expect(creators.some((creator) => creator.verified)).toBe(true)
    expect(creators.some((creator) => !creator.verified)).toBe(true)
    expect(creators.some((creator) => !creator.hasAvatar)).toBe(true)
  })

  it('gives every creator at least one recipe', () => {
    for (const creator of creators) {
      expect(
        recipes.some((recipe) => recipe.creator === creator.username),
        creator.username,
      ).toBe(true)
    }
  })
})

describe('demo recipes', () => {
  it('has at least 64 recipes with unique kebab-case slugs by known creators', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(64)
    expect(slugs.size).toBe(recipes.length)
    for (const recipe of recipes) {
      expect(recipe.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(usernames.has(recipe.creator), `${recipe.slug} by ${recipe.creator}`).toBe(true)
    }
  })

  it('covers every category at least three times', () => {
    for (const category of categories) {
      const count = recipes.filter((recipe) => recipe.category.includes(category.key)).length
      expect(count, category.key).toBeGreaterThanOrEqual(3)
    }
  })

  it('uses only taxonomy keys, and many cuisines', () => {
    const known = {
      category: new Set(categories.map((term) => term.key)),
      cuisine: new Set(cuisines.map((term) => term.key)),
      diet: new Set(dietLabels.map((term) => term.key)),
      health: new Set(healthLabels.map((term) => term.key)),
    }
    for (const recipe of recipes) {
      expect(recipe.category.length, recipe.slug).toBeGreaterThan(0)
      expect(recipe.cuisine.length, recipe.slug).toBeGreaterThan(0)
      for (const key of recipe.category) expect(known.category.has(key), `${recipe.slug}: ${key}`).toBe(true)
      for (const key of recipe.cuisine) expect(known.cuisine.has(key), `${recipe.slug}: ${key}`).toBe(true)
      for (const key of recipe.dietLabels) expect(known.diet.has(key), `${recipe.slug}: ${key}`).toBe(true)
      for (const key of recipe.healthLabels)
        expect(known.health.has(key), `${recipe.slug}: ${key}`).toBe(true)
      expect(new Set(recipe.category).size).toBe(recipe.category.length)
      expect(new Set(recipe.healthLabels).size).toBe(recipe.healthLabels.length)
    }
    const used = new Set(recipes.flatMap((recipe) => recipe.cuisine))
    expect(used.size).toBeGreaterThanOrEqual(15)
    for (const region of [
      'levantine',
      'egyptian',
      'moroccan',
      'gulf',
      'iraqi',
      'yemeni',
      'tunisian',
      'palestinian',
    ]) {
      expect(
        recipes.filter((recipe) => recipe.cuisine.includes(region)).length,
        region,
      ).toBeGreaterThanOrEqual(3)
    }
  })

  it('has sensible numbers: time, servings, step count, age', () => {
    for (const recipe of recipes) {
      expect(Number.isInteger(recipe.time) && recipe.time > 0, recipe.slug).toBe(true)
      expect(Number.isInteger(recipe.servings) && recipe.servings >= 1, recipe.slug).toBe(true)
      expect(recipe.instructions.length, recipe.slug).toBeGreaterThanOrEqual(4)
      expect(recipe.instructions.length, recipe.slug).toBeLessThanOrEqual(9)
      expect(recipe.ingredients.length, recipe.slug).toBeGreaterThanOrEqual(4)
      expect(recipe.daysAgo).toBeGreaterThanOrEqual(0)
      expect(recipe.daysAgo).toBeLessThanOrEqual(120)
      const sentences = recipe.description.en.split(/[.!?](?:\s|$)/).filter((part) => part.trim().length > 0)
      expect(sentences.length, recipe.slug).toBeLessThanOrEqual(3)
    }
    expect(recipes.some((recipe) => recipe.daysAgo === 0)).toBe(true)
    expect(recipes.filter((recipe) => recipe.videoUrl).length).toBeGreaterThanOrEqual(2)
    for (const recipe of recipes.filter((recipe) => recipe.videoUrl)) {
      expect(recipe.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/)
    }
  })

  it('measures ingredients in catalogue units and names them by catalogue keys', () => {
    const keys = new Set(catalogue.map((entry) => entry.key))
    for (const recipe of recipes) {
      const seen = new Set<string>()
      for (const line of recipe.ingredients) {
        expect(isUnitId(line.unit), `${recipe.slug}: unit ${line.unit}`).toBe(true)
        expect(line.amount, `${recipe.slug}: ${line.ingredient}`).toBeGreaterThanOrEqual(0.1)
        expect(line.ingredient).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        expect(keys.has(line.ingredient), `${recipe.slug}: ingredient ${line.ingredient}`).toBe(true)
        expect(seen.has(line.ingredient), `${recipe.slug}: ${line.ingredient} twice`).toBe(false)
        seen.add(line.ingredient)
        if (line.eatenShare !== undefined) {
          expect(line.eatenShare).toBeGreaterThan(0)
          expect(line.eatenShare).toBeLessThanOrEqual(1)
        }
      }
    }
  })

  it('keeps ingredient-keys.txt in step with the recipes', () => {
    const listed = readFileSync(new URL('./ingredient-keys.txt', import.meta.url), 'utf8')
      .trim()
      .split('\n')
    const used = [
      ...new Set(recipes.flatMap((recipe) => recipe.ingredients.map((line) => line.ingredient))),
    ].sort()
    expect(listed).toEqual(used)
  })

  it('labels diets honestly', () => {
    const animal = /^(?:chicken|lamb|beef|ground-beef|ground-lamb|whole-chicken|carp|salmon|tuna|fish)/
    const dairyOrEgg = new Set([
      'butter',
      'ghee',
      'whole-milk',
      'evaporated-milk',
      'heavy-cream',
      'plain-yogurt',
      'greek-yogurt',
      'cream-cheese',
      'feta-cheese',
      'parmesan',
      'mozzarella',
      'akkawi-cheese',
      'egg',
      'honey',
    ])
    for (const recipe of recipes) {
      const keys = recipe.ingredients.map((line) => line.ingredient)
      if (recipe.dietLabels.includes('vegetarian') || recipe.dietLabels.includes('vegan')) {
        expect(
          keys.filter((key) => animal.test(key) || key === 'fish-sauce'),
          recipe.slug,
        ).toEqual([])
      }
      if (recipe.dietLabels.includes('vegan')) {
        expect(
          keys.filter((key) => dairyOrEgg.has(key)),
          recipe.slug,
        ).toEqual([])
      }
      if (recipe.healthLabels.includes('egg-free')) expect(keys, recipe.slug).not.toContain('egg')
      if (recipe.healthLabels.includes('peanut-free')) {
        expect(
          keys.filter((key) => key.startsWith('peanut')),
          recipe.slug,
        ).toEqual([])
      }
      if (recipe.healthLabels.includes('nut-free')) {
        const nuts = ['almonds', 'walnuts', 'pistachios', 'pine-nuts', 'peanuts', 'peanut-butter']
        expect(
          keys.filter((key) => nuts.includes(key)),
          recipe.slug,
        ).toEqual([])
      }
      if (recipe.healthLabels.includes('fish-free')) {
        expect(
          keys.filter((key) => ['carp', 'salmon-fillet', 'tuna-canned', 'fish-sauce'].includes(key)),
          recipe.slug,
        ).toEqual([])
      }
      if (recipe.healthLabels.includes('soy-free')) {
        expect(
          keys.filter((key) => ['soy-sauce', 'tofu', 'miso-paste'].includes(key)),
          recipe.slug,
        ).toEqual([])
      }
      if (recipe.healthLabels.includes('alcohol-free'))
        expect(keys, recipe.slug).not.toContain('vanilla-extract')
      if (recipe.healthLabels.includes('wheat-free') || recipe.dietLabels.includes('gluten-free')) {
        const wheat = [
          'all-purpose-flour',
          'whole-wheat-flour',
          'bulgur',
          'semolina',
          'couscous',
          'pita-bread',
          'flatbread',
          'vermicelli',
          'spaghetti',
          'linguine',
          'elbow-macaroni',
          'breadcrumbs',
          'baguette',
          'puff-pastry',
          'kataifi-pastry',
          'wheat-berries',
          'soy-sauce',
          'spring-roll-wrappers',
        ]
        expect(
          keys.filter((key) => wheat.includes(key)),
          recipe.slug,
        ).toEqual([])
      }
      if (recipe.dietLabels.includes('pescatarian')) expect(recipe.dietLabels).not.toContain('vegetarian')
    }
  })
})

describe('bilingual text', () => {
  const texts = allTexts()

  it('writes English in Latin script and Arabic in Arabic script, never mixed', () => {
    expect(texts.length).toBeGreaterThan(1000)
    for (const [where, text] of texts) {
      expect(text.en.trim().length, `${where} (en)`).toBeGreaterThan(0)
      expect(text.ar.trim().length, `${where} (ar)`).toBeGreaterThan(0)
      expect(detectLanguage(text.en), `${where} (en): ${text.en}`).toBe('en')
      expect(detectLanguage(text.ar), `${where} (ar): ${text.ar}`).toBe('ar')
    }
  })

  it('keeps numbers as Western digits and the same numbers in both languages', () => {
    for (const [where, text] of texts) {
      expect(text.ar, where).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/)
      expect(digits(text.ar), `${where}\n${text.en}\n${text.ar}`).toEqual(digits(text.en))
    }
  })

  it('does not leave doubled spaces or stray spaces before punctuation', () => {
    for (const [where, text] of texts) {
      for (const value of [text.en, text.ar]) {
        expect(value, where).not.toMatch(/ {2}| [,.!?،؛]|^\s|\s$/)
      }
    }
  })
})

describe('demo comments', () => {
  it('has at least 80 comments with replies nested up to three levels', () => {
    expect(allComments.length).toBeGreaterThanOrEqual(80)
    expect(comments.length).toBeGreaterThanOrEqual(50)
    expect(Math.max(...allComments.map((entry) => entry.depth))).toBe(3)
    expect(allComments.filter((entry) => entry.depth >= 2).length).toBeGreaterThanOrEqual(30)
  })

  it('refers to known recipes and creators, mostly by people other than the author', () => {
    for (const { comment, recipe, depth } of allComments) {
      expect(slugs.has(recipe), recipe).toBe(true)
      expect(usernames.has(comment.author), comment.author).toBe(true)
      for (const fan of comment.likedBy ?? []) {
        expect(usernames.has(fan), fan).toBe(true)
        expect(fan, `self-like on a comment by ${comment.author}`).not.toBe(comment.author)
      }
      expect(new Set(comment.likedBy ?? []).size).toBe((comment.likedBy ?? []).length)
      if (depth === 1) {
        const author = recipes.find((entry) => entry.slug === recipe)?.creator
        expect(comment.author, `top-level comment by the author of ${recipe}`).not.toBe(author)
      }
    }
  })

  it('is never older than its recipe, and a reply never older than its parent', () => {
    for (const { comment, recipe, parentDaysAgo } of allComments) {
      const posted = recipes.find((entry) => entry.slug === recipe)!.daysAgo
      expect(comment.daysAgo, recipe).toBeLessThanOrEqual(posted)
      expect(comment.daysAgo).toBeGreaterThanOrEqual(0)
      if (parentDaysAgo !== undefined) expect(comment.daysAgo, recipe).toBeLessThanOrEqual(parentDaysAgo)
    }
  })
})

describe('follows, likes and saves', () => {
  it('follows between known creators, no self-follows or duplicates, each followed by 2 to 9', () => {
    const pairs = new Set<string>()
    for (const follow of follows) {
      expect(creatorByUsername.has(follow.follower), follow.follower).toBe(true)
      expect(creatorByUsername.has(follow.following), follow.following).toBe(true)
      expect(follow.follower).not.toBe(follow.following)
      const pair = `${follow.follower}>${follow.following}`
      expect(pairs.has(pair), pair).toBe(false)
      pairs.add(pair)
    }
    for (const creator of creators) {
      const followers = follows.filter((follow) => follow.following === creator.username).length
      expect(followers, creator.username).toBeGreaterThanOrEqual(2)
      expect(followers, creator.username).toBeLessThanOrEqual(9)
    }
  })

  it('likes each recipe 0 to 10 times, never by its author, never twice', () => {
    const pairs = new Set<string>()
    for (const like of likes) {
      expect(slugs.has(like.recipe)).toBe(true)
      expect(usernames.has(like.user)).toBe(true)
      const author = recipes.find((recipe) => recipe.slug === like.recipe)!.creator
      expect(like.user, `self-like on ${like.recipe}`).not.toBe(author)
      const pair = `${like.user}>${like.recipe}`
      expect(pairs.has(pair), pair).toBe(false)
      pairs.add(pair)
    }
    for (const recipe of recipes) {
      const count = likes.filter((like) => like.recipe === recipe.slug).length
      expect(count, recipe.slug).toBeLessThanOrEqual(10)
    }
    expect(likes.length).toBeGreaterThan(recipes.length * 3)
  })

  it('saves known recipes, never the saver’s own and never twice', () => {
    const pairs = new Set<string>()
    for (const save of saves) {
      expect(slugs.has(save.recipe)).toBe(true)
      expect(usernames.has(save.user)).toBe(true)
      expect(recipes.find((recipe) => recipe.slug === save.recipe)!.creator).not.toBe(save.user)
      const pair = `${save.user}>${save.recipe}`
      expect(pairs.has(pair), pair).toBe(false)
      pairs.add(pair)
    }
    for (const creator of creators) expect(saves.some((save) => save.user === creator.username)).toBe(true)
  })
})

describe('generated artwork', () => {
  it('draws a well-formed 1200×900 SVG for every recipe, different for each and stable between runs', () => {
    const seen = new Set<string>()
    for (const recipe of recipes) {
      const svg = generateRecipeArt(recipe)
      expect(checkSvg(svg), recipe.slug).toBeUndefined()
      expect(svg).toContain('viewBox="0 0 1200 900"')
      expect(svg.length, recipe.slug).toBeLessThan(400_000)
      expect(generateRecipeArt(recipe)).toBe(svg)
      seen.add(svg)
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])
      expect(new Set(ids).size, `${recipe.slug}: duplicate ids`).toBe(ids.length)
    }
    expect(seen.size).toBe(recipes.length)
  })

  it('draws a well-formed 256×256 portrait for every creator', () => {
    const seen = new Set<string>()
    for (const creator of creators) {
      const svg = generateAvatar(creator)
      expect(checkSvg(svg), creator.username).toBeUndefined()
      expect(svg).toContain('viewBox="0 0 256 256"')
      expect(generateAvatar(creator)).toBe(svg)
      seen.add(svg)
    }
    expect(seen.size).toBe(creators.length)
  })

  it('lists every demo picture with a unique upload key', () => {
    const files = renderDemoArt()
    const keys = files.map((file) => file.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(files.length).toBe(creators.filter((creator) => creator.hasAvatar).length + recipes.length * 2)
    for (const file of files) expect(checkSvg(file.svg), file.key).toBeUndefined()
  })
})
