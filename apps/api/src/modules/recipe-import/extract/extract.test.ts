import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { recipeLimits } from '@sufra/core'
import { describe, expect, it } from 'vitest'
import { extractRecipe, type ExtractedRecipe } from '.'
import { undoubleBrackets } from './ingredients'
import { parseJsonLoose } from './json-parse'
import { splitRunOnSteps } from './steps'
import { cleanText } from './text'
import { durationMinutes, firstNumber, isoDurationMinutes, safeUrl } from './values'

const PAGE = 'https://food.example/recipes/soup'

/** JSON-LD scripts, with "<" escaped as a page's serialiser does (a "</script>" in a string would end the script). */
const ld = (...objects: unknown[]) =>
  objects
    .map(
      (object) =>
        `<script type="application/ld+json">${JSON.stringify(object).replace(/</g, '\\u003c')}</script>`,
    )
    .join('\n')

const page = (head: string, body = '') =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`

function extract(html: string, url = PAGE): ExtractedRecipe {
  const recipe = extractRecipe(html, url)
  expect(recipe).not.toBeNull()
  return recipe!
}

const recipe = (fields: Record<string, unknown>) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Lentil soup',
  recipeIngredient: ['1 cup red lentils', '1 onion'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer.' }],
  ...fields,
})

describe('JSON-LD', () => {
  it('reads a plain Recipe', () => {
    const result = extract(
      page(
        ld(
          recipe({
            description: 'A warm soup.',
            recipeYield: '4 servings',
            totalTime: 'PT1H30M',
            image: 'https://cdn.example/soup.jpg',
            video: { '@type': 'VideoObject', contentUrl: 'https://cdn.example/soup.mp4' },
          }),
        ),
      ),
    )
    expect(result).toEqual({
      title: 'Lentil soup',
      description: 'A warm soup.',
      ingredients: ['1 cup red lentils', '1 onion'],
      instructions: ['Simmer.'],
      yields: '4 servings',
      servings: 4,
      totalTimeMinutes: 90,
      imageUrls: ['https://cdn.example/soup.jpg'],
      videoUrl: 'https://cdn.example/soup.mp4',
      source: 'json-ld',
    })
  })

  it('finds the Recipe in an @graph and follows @id references', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', '@id': 'https://food.example/#site', name: 'Food' },
        {
          '@type': 'ImageObject',
          '@id': 'https://food.example/#primaryimage',
          url: 'https://food.example/soup-full.jpg',
          width: 1200,
          height: 800,
        },
        recipe({ name: 'Graph soup', image: { '@id': 'https://food.example/#primaryimage' } }),
      ],
    }
    const result = extract(page(ld(graph)))
    expect(result.title).toBe('Graph soup')
    expect(result.imageUrls).toEqual(['https://food.example/soup-full.jpg'])
  })

  it('finds the Recipe in a top-level array and with several @types', () => {
    const result = extract(
      page(
        ld([{ '@type': 'BreadcrumbList' }, recipe({ '@type': ['Recipe', 'NewsArticle'], name: 'Typed' })]),
      ),
    )
    expect(result.title).toBe('Typed')
  })

  it('prefers the Recipe that has ingredients and steps', () => {
    const result = extract(page(ld({ '@type': 'Recipe', name: 'Teaser' }, recipe({ name: 'The real one' }))))
    expect(result.title).toBe('The real one')
  })

  it('flattens HowToSections in order, keeping section names and step titles as recipe-scrapers does', () => {
    const result = extract(
      page(
        ld(
          recipe({
            recipeInstructions: [
              {
                '@type': 'HowToSection',
                name: 'For the sauce:',
                itemListElement: [
                  { '@type': 'HowToStep', text: 'Whisk the tahini.' },
                  { '@type': 'HowToStep', name: 'Season', text: 'Add lemon and salt.' },
                ],
              },
              {
                '@type': 'HowToSection',
                name: 'For the salad',
                itemListElement: {
                  '@type': 'HowToStep',
                  name: 'Chop the parsley.',
                  text: 'Chop the parsley finely.',
                },
              },
              { '@type': 'HowToStep', name: 'Step 4', text: 'Serve.' },
              { '@type': 'HowToStep', name: 'Garnish' },
            ],
          }),
        ),
      ),
    )
    expect(result.instructions).toEqual([
      'For the sauce:',
      'Whisk the tahini.',
      'Season',
      'Add lemon and salt.',
      'For the salad',
      'Chop the parsley finely.',
      'Serve.',
      'Garnish',
    ])
  })

  it('reads instructions written as one string, as strings, or as an ItemList', () => {
    const asString = extract(
      page(ld(recipe({ recipeInstructions: 'Soak the lentils.\nCook them.\n\nBlend.' }))),
    )
    expect(asString.instructions).toEqual(['Soak the lentils.', 'Cook them.', 'Blend.'])

    const asHtml = extract(
      page(ld(recipe({ recipeInstructions: '<ol>\n<li>Soak\nthe lentils.</li><li>Cook.</li></ol>' }))),
    )
    expect(asHtml.instructions).toEqual(['Soak the lentils.', 'Cook.'])

    const asStrings = extract(page(ld(recipe({ recipeInstructions: ['Soak.', 'Cook\nslowly.'] }))))
    expect(asStrings.instructions).toEqual(['Soak.', 'Cook slowly.'])

    // A HowToStep's text is one step, whatever line breaks or paragraphs it holds.
    const oneStep = extract(
      page(
        ld(
          recipe({
            recipeInstructions: [{ '@type': 'HowToStep', text: '<p>Heat the oil.</p><p>Add the onion.</p>' }],
          }),
        ),
      ),
    )
    expect(oneStep.instructions).toEqual(['Heat the oil. Add the onion.'])

    // Lines that only number a step are no steps.
    const numbered = extract(page(ld(recipe({ recipeInstructions: ['Step 1', 'Soak.', 'Step 2', 'Cook.'] }))))
    expect(numbered.instructions).toEqual(['Soak.', 'Cook.'])

    const asList = extract(
      page(
        ld(
          recipe({
            recipeInstructions: {
              '@type': 'ItemList',
              itemListElement: [{ '@type': 'HowToStep', text: 'Soak.' }],
            },
          }),
        ),
      ),
    )
    expect(asList.instructions).toEqual(['Soak.'])
  })

  it('splits a method written as one block at its numbers or glued sentences', () => {
    expect(splitRunOnSteps(['1. Preheat the oven. 2. Mix.3. Bake for 20 min.'])).toEqual([
      'Preheat the oven.',
      'Mix.',
      'Bake for 20 min.',
    ])
    expect(splitRunOnSteps(['Brown the beef.Add the onion. Cook 2 minutes.'])).toEqual([
      'Brown the beef.',
      'Add the onion. Cook 2 minutes.',
    ])
    // Several steps are left as they are.
    expect(splitRunOnSteps(['1. One.', '2. Two.'])).toEqual(['1. One.', '2. Two.'])
  })

  it('reads legacy `ingredients`, nested arrays and PropertyValues', () => {
    expect(
      extract(page(ld(recipe({ recipeIngredient: undefined, ingredients: ['2 eggs'] })))).ingredients,
    ).toEqual(['2 eggs'])
    expect(
      extract(page(ld(recipe({ recipeIngredient: [['1 cup rice'], ['2 cups water']] })))).ingredients,
    ).toEqual(['1 cup rice', '2 cups water'])
    const value = { '@type': 'PropertyValue', value: 200, unitText: 'g', name: 'flour' }
    expect(extract(page(ld(recipe({ recipeIngredient: [value] })))).ingredients).toEqual(['200 g flour'])
  })

  it('tidies doubled note brackets and spaces before commas, and drops group headings from ingredients', () => {
    const result = extract(
      page(
        ld(
          recipe({
            recipeIngredient: [
              'For the dough:',
              '1 cup milk ((warm))',
              'pork ((butt) or belly (note 1))',
              '2 tortillas , warmed',
            ],
          }),
        ),
      ),
    )
    expect(result.ingredients).toEqual([
      '1 cup milk (warm)',
      'pork (butt) or belly (note 1)',
      '2 tortillas, warmed',
    ])
    expect(undoubleBrackets('salt ((to taste)) and pepper ((optional))')).toBe(
      'salt (to taste) and pepper (optional)',
    )
    expect(undoubleBrackets('((a) b)')).toBe('((a) b)')
  })

  it('reads durations: ISO 8601, then prep + cook', () => {
    expect(extract(page(ld(recipe({ totalTime: 'P0DT2H' })))).totalTimeMinutes).toBe(120)
    expect(extract(page(ld(recipe({ prepTime: 'PT15M', cookTime: 'PT1H' })))).totalTimeMinutes).toBe(75)
    expect(extract(page(ld(recipe({ totalTime: 'PT0S', cookTime: 'PT20M' })))).totalTimeMinutes).toBe(20)
    expect(
      extract(page(ld(recipe({ totalTime: 'PT-471406H28M55S', prepTime: 'PT5M' })))).totalTimeMinutes,
    ).toBe(5)
    expect(extract(page(ld(recipe({})))).totalTimeMinutes).toBeNull()
    // More than a week is no recipe time the product accepts.
    expect(extract(page(ld(recipe({ totalTime: 'P8D' })))).totalTimeMinutes).toBeNull()

    expect(isoDurationMinutes('PT1H30M')).toBe(90)
    expect(isoDurationMinutes('PT90S')).toBe(2)
    expect(isoDurationMinutes('PT1.5H')).toBe(90)
    expect(isoDurationMinutes('PT30')).toBe(30)
    expect(isoDurationMinutes('P1D')).toBe(1440)
    expect(isoDurationMinutes('1 hour')).toBeNull()
    expect(durationMinutes('1 hour 30 mins')).toBe(90)
    expect(durationMinutes('10-15 minutes')).toBe(15)
    expect(durationMinutes('٤٥ دقيقة')).toBe(45)
    expect(durationMinutes(25)).toBe(25)
    expect(durationMinutes('soon')).toBeNull()
  })

  it('reads yields as written and servings as their first number', () => {
    const yieldsOf = (recipeYield: unknown) => {
      const { yields, servings } = extract(page(ld(recipe({ recipeYield }))))
      return { yields, servings }
    }
    expect(yieldsOf('4 servings')).toEqual({ yields: '4 servings', servings: 4 })
    expect(yieldsOf(6)).toEqual({ yields: '6', servings: 6 })
    expect(yieldsOf(['4', '4 servings'])).toEqual({ yields: '4 servings', servings: 4 })
    expect(yieldsOf('Makes 12')).toEqual({ yields: 'Makes 12', servings: 12 })
    expect(yieldsOf('4-6')).toEqual({ yields: '4-6', servings: 4 })
    expect(yieldsOf('٤ أشخاص')).toEqual({ yields: '٤ أشخاص', servings: 4 })
    // Outside 1–100 servings the number is no serving count; the text stays.
    expect(yieldsOf('500 g')).toEqual({ yields: '500 g', servings: null })
    expect(yieldsOf(undefined)).toEqual({ yields: null, servings: null })
    expect(firstNumber('Serves 2 to 4')).toBe(2)
  })

  it('tolerates malformed JSON-LD', () => {
    const broken = `{
      "@context": "https://schema.org",
      "@type": "Recipe",
      "name": "Broken but readable",
      "recipeIngredient": ["1 cup rice", "2 cups water",],
      "recipeInstructions": "Rinse the rice.
Cook it.",
    }`
    const result = extract(page(`<script type="application/ld+json">${broken}</script>`))
    expect(result.title).toBe('Broken but readable')
    expect(result.ingredients).toEqual(['1 cup rice', '2 cups water'])
    expect(result.instructions).toEqual(['Rinse the rice.', 'Cook it.'])

    expect(parseJsonLoose('{"a":1}{"b":2}')).toEqual([{ a: 1 }, { b: 2 }])
    expect(parseJsonLoose('{"a":1},\n{"b":2}')).toEqual([{ a: 1 }, { b: 2 }])
    expect(parseJsonLoose('<!--\n{"a":"it\\\'s"}\n-->')).toEqual([{ a: "it's" }])
    expect(parseJsonLoose('{"a": [1, 2,], "b": {"c": 3,},}')).toEqual([{ a: [1, 2], b: { c: 3 } }])
    expect(parseJsonLoose('{"a": ')).toEqual([])
    expect(parseJsonLoose('')).toEqual([])
  })
})

describe('text safety', () => {
  it('strips markup and decodes entities exactly once', () => {
    expect(cleanText('<p>Mix&amp;stir</p>')).toBe('Mix&stir')
    expect(cleanText('&amp;lt;b&amp;gt; is not a tag')).toBe('&lt;b&gt; is not a tag')
    expect(cleanText('AT&amp;amp;T')).toBe('AT&amp;T')
    // Markup revealed by the one decoding is dropped, its entities are not decoded again.
    expect(cleanText('&lt;p&gt;Heat &amp;amp; stir&lt;/p&gt;')).toBe('Heat &amp; stir')
    expect(cleanText('Caf&eacute;&nbsp;&nbsp;au   lait')).toBe('Café au lait')
    expect(cleanText('5 < 6 and 7 > 3')).toBe('5 < 6 and 7 > 3')
    expect(cleanText('a\u0000b\u200Bc')).toBe('a bc')
  })

  it('keeps nothing executable', () => {
    const result = extract(
      page(
        ld(
          recipe({
            name: '<img src=x onerror=alert(1)>Safe soup',
            recipeIngredient: [
              '<script>alert(1)</script>1 onion',
              '<a href="javascript:alert(1)">2 carrots</a>',
            ],
            recipeInstructions: [
              { '@type': 'HowToStep', text: 'Stir<style>p{}</style> <b onclick="x()">well</b>.' },
            ],
            image: [
              'javascript:alert(1)',
              'data:image/png;base64,AAAA',
              '/img/soup.jpg',
              '//cdn.example/b.jpg',
            ],
            video: 'javascript:alert(1)',
          }),
        ),
        '<meta property="og:image" content="vbscript:msgbox(1)">',
      ),
    )
    expect(result.title).toBe('Safe soup')
    expect(result.ingredients).toEqual(['1 onion', '2 carrots'])
    expect(result.instructions).toEqual(['Stir well.'])
    expect(result.imageUrls).toEqual(['https://food.example/img/soup.jpg', 'https://cdn.example/b.jpg'])
    expect(result.videoUrl).toBeNull()
    expect(JSON.stringify(result)).not.toMatch(/<|javascript:|data:|vbscript:/)
  })

  it('resolves addresses against the page, or its <base href>', () => {
    expect(safeUrl('../a.jpg', 'https://x.example/r/s/', 100)).toBe('https://x.example/r/a.jpg')
    expect(safeUrl('https://user:pw@x.example/a.jpg', PAGE, 100)).toBeNull()
    expect(safeUrl('https://x.example/a b.jpg', PAGE, 100)).toBe('https://x.example/a%20b.jpg')
    expect(safeUrl('https://x.example/' + 'a'.repeat(200), PAGE, 100)).toBeNull()
    const based = extract(
      page('<base href="https://static.example/media/">' + ld(recipe({ image: 'soup.jpg' }))),
    )
    expect(based.imageUrls).toEqual(['https://static.example/media/soup.jpg'])
  })

  it('keeps within the product limits', () => {
    const result = extract(
      page(
        ld(
          recipe({
            name: 'T'.repeat(300),
            description: 'word '.repeat(2000),
            recipeIngredient: Array.from({ length: 150 }, (_, i) => `${i + 1} g salt`),
            recipeInstructions: Array.from(
              { length: 60 },
              (_, i) => `Step text ${i + 1} ${'x'.repeat(6000)}`,
            ),
          }),
        ),
      ),
    )
    expect(result.title.length).toBeLessThanOrEqual(recipeLimits.title)
    expect(result.description.length).toBeLessThanOrEqual(recipeLimits.description)
    expect(result.ingredients).toHaveLength(recipeLimits.maxIngredients)
    expect(result.ingredients[0]).toBe('1 g salt')
    expect(result.instructions).toHaveLength(recipeLimits.maxInstructions)
    expect(Math.max(...result.instructions.map((step) => step.length))).toBeLessThanOrEqual(recipeLimits.step)
  })
})

describe('pictures', () => {
  it('ranks the largest first: stated sizes, sizes in the address, originals before their copies', () => {
    const result = extract(
      page(
        '<meta property="og:image" content="https://food.example/soup-og.jpg">' +
          '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">' +
          ld(
            recipe({
              image: [
                'https://food.example/soup-225x225.jpg',
                'https://food.example/soup.jpg',
                'https://food.example/soup-500x500.jpg',
              ],
            }),
          ),
      ),
    )
    expect(result.imageUrls).toEqual([
      'https://food.example/soup-og.jpg',
      'https://food.example/soup.jpg',
      'https://food.example/soup-500x500.jpg',
      'https://food.example/soup-225x225.jpg',
    ])
  })

  it('keeps the page order when no size is known, the Open Graph picture last', () => {
    const result = extract(
      page(
        '<meta property="og:image" content="/og.jpg">' +
          ld(
            recipe({
              image: [{ '@type': 'ImageObject', url: 'https://a.example/1.jpg' }, 'https://a.example/2.jpg'],
            }),
          ),
      ),
    )
    expect(result.imageUrls).toEqual([
      'https://a.example/1.jpg',
      'https://a.example/2.jpg',
      'https://food.example/og.jpg',
    ])
  })
})

describe('microdata', () => {
  it('reads an itemscope Recipe and not the properties of items nested in it', () => {
    const body = `
      <div itemscope itemtype="https://schema.org/Recipe">
        <h1 itemprop="name">Hummus</h1>
        <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Layla</span></span>
        <img itemprop="image" src="/hummus.jpg" alt="">
        <p itemprop="description">Smooth &amp; creamy.</p>
        <meta itemprop="totalTime" content="PT25M">
        <span itemprop="recipeYield">Serves 6</span>
        <ul>
          <li itemprop="recipeIngredient">2 cups chickpeas</li>
          <li itemprop="ingredients">1/3 cup tahini</li>
        </ul>
        <div itemprop="recipeInstructions"><ol><li>Blend the chickpeas.</li><li>Add the tahini.</li></ol></div>
        <div itemprop="nutrition" itemscope itemtype="https://schema.org/NutritionInformation">
          <span itemprop="name">Per serving</span>
        </div>
      </div>`
    expect(extract(page('', body))).toEqual({
      title: 'Hummus',
      description: 'Smooth & creamy.',
      ingredients: ['2 cups chickpeas', '1/3 cup tahini'],
      instructions: ['Blend the chickpeas.', 'Add the tahini.'],
      yields: 'Serves 6',
      servings: 6,
      totalTimeMinutes: 25,
      imageUrls: ['https://food.example/hummus.jpg'],
      videoUrl: null,
      source: 'microdata',
    })
  })

  it('reads HowToStep items and markup inside content attributes', () => {
    const body = `
      <div itemscope itemtype="http://schema.org/Recipe">
        <span itemprop="name">Tea</span>
        <div itemprop="recipeIngredient" content="&lt;p&gt;1 tea bag&lt;br&gt;1 cup water&lt;/p&gt;"></div>
        <div itemprop="recipeInstructions" itemscope itemtype="http://schema.org/HowToStep"><span itemprop="text">Steep.</span></div>
      </div>`
    const result = extract(page('', body))
    expect(result.ingredients).toEqual(['1 tea bag', '1 cup water'])
    expect(result.instructions).toEqual(['Steep.'])
  })
})

describe('the page itself', () => {
  it('reads an English page by its headings', () => {
    const html = page(
      '<title>Pancakes | Site</title><meta property="og:title" content="Pancakes | Grandma\'s Kitchen">' +
        '<meta property="og:image" content="https://food.example/pancakes.jpg">',
      `<nav><ul><li>Home</li><li>Recipes</li></ul></nav>
       <h1>Pancakes</h1>
       <p>Serves 4</p>
       <h2>Ingredients</h2>
       <h3>For the batter</h3>
       <ul><li>1 cup flour</li><li>1 egg <script>track()</script></li></ul>
       <ul><li>1 cup milk</li></ul>
       <h2>Method:</h2>
       <ol><li>Whisk everything.</li><li>Fry in a hot pan.</li></ol>
       <div class="share-buttons"><ul><li>Facebook</li></ul></div>
       <h2>Comments</h2><ul><li>Lovely!</li></ul>`,
    )
    expect(extract(html)).toEqual({
      title: 'Pancakes',
      description: '',
      ingredients: ['1 cup flour', '1 egg', '1 cup milk'],
      instructions: ['Whisk everything.', 'Fry in a hot pan.'],
      yields: 'Serves 4',
      servings: 4,
      totalTimeMinutes: null,
      imageUrls: ['https://food.example/pancakes.jpg'],
      videoUrl: null,
      source: 'page',
    })
  })

  it('reads an Arabic page by its headings', () => {
    const html = `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8">
      <title>شوربة العدس - مطبخ سفرة</title>
      <meta property="og:image" content="/images/adas.jpg"></head><body>
      <h1>شوربة العدس</h1>
      <p>تكفي ٤ أشخاص</p>
      <p><span>وقت التحضير:</span> <span>١٠ دقائق</span></p>
      <p><span>وقت الطهي:</span> <span>٣٠ دقيقة</span></p>
      <h2>المكونات:</h2>
      <ul><li>كوب عدس أحمر</li><li>بصلة مفرومة</li><li>ملعقة كمون</li></ul>
      <h2>طريقة التحضير</h2>
      <p>يغسل العدس جيداً.</p>
      <p>يطهى العدس مع البصل حتى ينضج<br>ثم يهرس ويقدم ساخناً.</p>
      <footer><p>جميع الحقوق محفوظة</p></footer>
      </body></html>`
    expect(extract(html, 'https://matbakh.example/adas')).toEqual({
      title: 'شوربة العدس',
      description: '',
      ingredients: ['كوب عدس أحمر', 'بصلة مفرومة', 'ملعقة كمون'],
      instructions: ['يغسل العدس جيداً.', 'يطهى العدس مع البصل حتى ينضج', 'ثم يهرس ويقدم ساخناً.'],
      yields: 'تكفي ٤ أشخاص',
      servings: 4,
      totalTimeMinutes: 40,
      imageUrls: ['https://matbakh.example/images/adas.jpg'],
      videoUrl: null,
      source: 'page',
    })
  })

  it('reads repeated rows when there is no list, without the number badges of steps', () => {
    const html = page(
      '',
      `<h1>Omelette</h1>
       <div class="ingredients"><h2>Ingredients</h2>
         <div class="ingredient-row"><span class="qty">2</span> <p>eggs</p></div>
         <div class="ingredient-row"><span class="qty">1 pinch</span> <p>salt</p></div>
       </div>
       <div class="method"><h2>Method</h2>
         <div class="step"><span class="num">1</span><p>Beat the eggs.</p></div>
         <div class="step"><span class="num">2</span><p>Cook in butter.</p></div>
       </div>`,
    )
    const result = extract(html)
    expect(result.ingredients).toEqual(['2 eggs', '1 pinch salt'])
    expect(result.instructions).toEqual(['Beat the eggs.', 'Cook in butter.'])
  })

  it('understands the variants مكونات and المقادير and الطريقة', () => {
    const html = page(
      '',
      '<h1>سلطة</h1><h3>المقادير</h3><ul><li>خيار</li></ul><h3>الطريقة</h3><ol><li>يقطع الخيار.</li></ol>',
    )
    const result = extract(html)
    expect(result.ingredients).toEqual(['خيار'])
    expect(result.instructions).toEqual(['يقطع الخيار.'])
    expect(extract(page('', '<h2>مكونات</h2><ul><li>ملح</li></ul>')).ingredients).toEqual(['ملح'])
  })

  it('fills what a structured recipe lacks from the page', () => {
    const html = page(
      ld({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Half a recipe' }),
      '<h2>Ingredients</h2><ul><li>1 lemon</li></ul><h2>Directions</h2><ol><li>Squeeze.</li></ol>',
    )
    const result = extract(html)
    expect(result).toMatchObject({
      title: 'Half a recipe',
      ingredients: ['1 lemon'],
      instructions: ['Squeeze.'],
    })
    expect(result.source).toBe('json-ld')
  })

  it('answers null for a page with no recipe', () => {
    expect(extractRecipe(page('<title>About us</title>', '<h1>About</h1><p>We cook.</p>'), PAGE)).toBeNull()
    expect(extractRecipe('', PAGE)).toBeNull()
    expect(extractRecipe('not html at all', PAGE)).toBeNull()
  })
})

/** The openly licensed pages in ../shared (see its ATTRIBUTION.md); a clone without ../shared skips these. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..')
const fixturesDir = path.resolve(repoRoot, '..', 'shared', 'data', 'import-fixtures-cc')
const hasFixtures = existsSync(fixturesDir)

describe.skipIf(!hasFixtures)(
  hasFixtures ? 'fixture pages' : `fixture pages (skipped: ${fixturesDir} is absent, it lives in ../shared)`,
  () => {
    const read = (name: string) =>
      extract(readFileSync(path.join(fixturesDir, name), 'utf8'), 'https://example.org/r')

    it.each(['bevvy-irish-coffee-2018.html', 'bevvy-irish-coffee-2019.html'])('%s (JSON-LD)', (name) => {
      const result = read(name)
      expect(result).toMatchObject({
        title: 'Irish Coffee',
        source: 'json-ld',
        totalTimeMinutes: 5,
        yields: null,
      })
      expect(result.ingredients).toEqual([
        '1.5 oz Irish whiskey',
        '1 tsp brown sugar syrup',
        'Hot black coffee',
        'Unsweetened whipped cream',
      ])
      expect(result.instructions).toHaveLength(2)
      expect(result.instructions[1]).toBe('Top with whipped cream.')
      expect(result.imageUrls[0]).toMatch(/^https:\/\/bevvyco\.s3\.amazonaws\.com\/.*irish-coffee.*\.jpg$/)
    })

    it('flavorful-green-beans.html (JSON-LD, public domain)', () => {
      const result = read('flavorful-green-beans.html')
      expect(result).toMatchObject({
        title: 'Flavorful Green Beans',
        source: 'json-ld',
        yields: '7 servings',
        servings: 7,
        totalTimeMinutes: 50,
      })
      expect(result.ingredients).toHaveLength(8)
      expect(result.ingredients[0]).toBe('2 lb fresh green beans')
      expect(result.instructions).toHaveLength(6)
      expect(result.instructions[0]).toBe('Rinse green beans and snap off tips.')
      expect(result.imageUrls[0]).toBe('https://medlineplus.gov/images/recipe_flavorfulgreenbeans.jpg')
    })

    it('foodista-british-treacle-tart.html (older microdata)', () => {
      const result = read('foodista-british-treacle-tart.html')
      expect(result).toMatchObject({
        title: 'British Treacle Tart',
        source: 'microdata',
        yields: '1 servings',
        servings: 1,
      })
      expect(result.ingredients).toHaveLength(10)
      expect(result.ingredients[0]).toBe('1 3/4 cups all-purpose flour')
      expect(result.ingredients).toContain('10 ounces golden syrup')
      expect(result.instructions).toHaveLength(8)
      expect(result.instructions[3]).toBe('Increase the temperature to 350 F')
    })

    it('google-recipe-example.html (JSON-LD with a video)', () => {
      const result = read('google-recipe-example.html')
      expect(result).toMatchObject({
        title: 'Party Coffee Cake',
        description: 'This coffee cake is awesome and perfect for parties.',
        source: 'json-ld',
        yields: '10 servings',
        servings: 10,
        totalTimeMinutes: 50,
        videoUrl: 'http://www.example.com/video123.flv',
      })
      expect(result.ingredients).toHaveLength(7)
      expect(result.ingredients[0]).toBe('2 cups of flour')
      expect(result.instructions).toHaveLength(6)
      expect(result.instructions[5]).toBe('Allow to cool.')
      expect(result.imageUrls).toHaveLength(3)
      expect(result.imageUrls[0]).toBe('https://example.com/photos/1x1/photo.jpg')
    })
  },
)
