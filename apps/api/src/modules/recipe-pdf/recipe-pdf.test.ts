/**
 * Recipe PDFs on each database engine, read back with poppler's pdftotext: the file, its name, the
 * text in both languages (Arabic in logical order), amounts scaled to the servings asked for, pictures
 * that are missing or broken, user text that looks like code, unknown recipes and the rate limit.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../../testing/pdf-text'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { insertRecipe } from './recipe-pdf-testing'

/**
 * pdftotext puts the space next to a number inside a right-to-left line on the number's other side
 * (`تكفي 8 حصص` reads `تكفي  8حصص`), so Arabic lines are compared without whitespace: the order of
 * words and numbers is still checked.
 */
const squash = (text: string) => text.replace(/\s+/g, '')
const expectArabicLine = (text: string, line: string) => expect(squash(text)).toContain(squash(line))

const contentDispositionName = (header: string) => {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1]
  return encoded ? decodeURIComponent(encoded) : undefined
}

let addresses = 0
/** Each call from its own address, so only the rate-limit test runs into the limit. */
const nextAddress = () => `10.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`

// A PDF takes a few hundred milliseconds to render; the 30 s per test leaves room for a busy machine.
describe.each(engines)(
  'recipe PDF (%s)',
  (engine) => {
    let server: TestServer
    let hummus: { _id: string; servings: number; title: { en: string; ar: string } }
    let kitchenId: string
    let arabicOnlyId: string

    beforeAll(async () => {
      server = await startTestServer(engine, { config: { rateLimits: { pdf: { points: 3, seconds: 60 } } } })
      const list = await server.app.inject({ method: 'GET', url: '/api/v1/recipe?limit=100' })
      const recipes = (list.json() as { data: (typeof hummus)[] }).data
      hummus = recipes.find((recipe) => recipe.title.en === 'Silky Hummus with Tahini')!
      expect(hummus).toBeDefined()
      const db = server.database.db
      kitchenId = await insertRecipe(db, {
        titleEn: 'Test Kitchen Cake',
        descriptionEn: 'A cake for counting.',
        servings: 4,
        ingredients: [
          { amount: 2, unit: 'cup', nameEn: 'flour', nameAr: 'دقيق' },
          { amount: 250, unit: 'g', nameEn: 'sugar', nameAr: 'سكر' },
          { amount: 0.5, unit: 'tsp', nameEn: 'salt', nameAr: 'ملح', noteEn: 'fine', noteAr: 'ناعم' },
          { amount: 0, unit: 'to taste', nameEn: 'cinnamon', nameAr: 'قرفة' },
        ],
        steps: [{ en: 'Mix everything and bake at 180 degrees.', ar: 'اخلط كل شيء واخبزه على 180 درجة.' }],
        nutrition: [
          { nutrientId: 1008, amount: 312.4 },
          { nutrientId: 1003, amount: 4.25 },
          { nutrientId: 1093, amount: 98.6 },
        ],
      })
      arabicOnlyId = await insertRecipe(db, {
        titleAr: 'فتة الحمص باللبن',
        descriptionAr: 'خبز محمص وحمص ساخن ولبن بالثوم.',
        lang: 'ar',
        servings: 4,
        ingredients: [
          { amount: 2, unit: 'cup', nameAr: 'حمص مسلوق' },
          { amount: 1.5, unit: 'tbsp', nameAr: 'طحينة' },
        ],
        steps: [{ ar: 'رتّب الطبقات وزيّن بالصنوبر.' }],
      })
    }, 180_000)
    afterAll(() => server?.close())

    async function download(body: Record<string, unknown>, remoteAddress = nextAddress()) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v1/recipe/pdf',
        payload: body,
        remoteAddress,
      })
      expectContractResponse('downloadRecipePdf', response)
      return response
    }

    function expectPdf(response: LightMyRequestResponse) {
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200)
      expect(response.headers['content-type']).toBe('application/pdf')
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      return { pdf: response.rawPayload, text: pdfText(response.rawPayload) }
    }

    it('prints a demo recipe in English with its picture, sections and file name', async () => {
      const response = await download({ recipe: hummus._id, recipeLang: 'en' })
      const { pdf, text } = expectPdf(response)
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="Silky Hummus with Tahini.pdf"',
      )
      for (const words of [
        'Silky Hummus with Tahini',
        'Recipe by',
        'Ingredients',
        `For ${hummus.servings} servings`,
        'Instructions',
        'Nutrition',
        'Per serving',
        'Calories',
        'Sodium',
      ]) {
        expect(text).toContain(words)
      }
      // The SVG demo picture is rasterised and embedded.
      expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/)
    })

    it('scales every amount to the servings asked for', async () => {
      const asWritten = expectPdf(await download({ recipe: kitchenId, recipeLang: 'en' })).text
      expect(asWritten).toContain('For 4 servings')
      expect(asWritten).toContain('2 cups flour')
      expect(asWritten).toContain('250 grams sugar')
      expect(asWritten).toContain('½ teaspoon salt, fine')
      expect(asWritten).toContain('cinnamon to taste')

      const doubled = expectPdf(await download({ recipe: kitchenId, recipeLang: 'en', servings: 8 })).text
      expect(doubled).toContain('For 8 servings')
      expect(doubled).toContain('8 servings')
      expect(doubled).toContain('4 cups flour')
      expect(doubled).toContain('500 grams sugar')
      expect(doubled).toContain('1 teaspoon salt, fine')
      expect(doubled).toContain('cinnamon to taste')

      const single = expectPdf(await download({ recipe: kitchenId, recipeLang: 'en', servings: 1 })).text
      expect(single).toContain('For 1 serving')
      expect(single).toContain('½ cup flour')
      expect(single).toContain('62.5 grams sugar')

      // Nutrition stays per serving whatever the servings.
      for (const text of [asWritten, doubled]) {
        expect(text).toMatch(/Calories\s+312 kcal/)
        expect(text).toMatch(/Protein\s+4.3 g/)
        expect(text).toMatch(/Sodium\s+99 mg/)
      }
    })

    it('prints the Arabic side right to left, with an Arabic file name and an ASCII fallback', async () => {
      const response = await download({ recipe: hummus._id, recipeLang: 'ar', servings: hummus.servings * 2 })
      const { text } = expectPdf(response)
      const disposition = response.headers['content-disposition'] as string
      expect(disposition).toMatch(/^attachment; filename="recipe\.pdf"; filename\*=UTF-8''/)
      expect(contentDispositionName(disposition)).toBe(`${hummus.title.ar}.pdf`)
      // pdftotext gives right-to-left lines back in logical order. (The steps include `صفِّ`, kasra
      // before shadda, which fontkit cannot position unless the shadda is moved first.)
      expect(text).toContain(hummus.title.ar)
      const doubled = hummus.servings * 2
      const rule = new Intl.PluralRules('ar').select(doubled)
      expectArabicLine(
        text,
        rule === 'two' ? 'تكفي حصتين' : `تكفي ${doubled} ${rule === 'few' ? 'حصص' : 'حصة'}`,
      )
      expect(text).toContain('المكونات')
      expect(text).toContain('طريقة التحضير')
      expect(text).toContain('القيم الغذائية')
      expect(text).toContain('السعرات الحرارية')
      expect(text).not.toContain('Ingredients')
    })

    it('scales amounts in Arabic and keeps numbers in their place', async () => {
      const { text } = expectPdf(await download({ recipe: kitchenId, recipeLang: 'ar', servings: 8 }))
      expectArabicLine(text, 'تكفي 8 حصص')
      expectArabicLine(text, '4 كوب دقيق')
      expectArabicLine(text, '500 غرام سكر')
      expectArabicLine(text, '1 ملعقة صغيرة ملح، ناعم')
      expect(text).toContain('قرفة حسب الرغبة')
      expectArabicLine(text, 'اخلط كل شيء واخبزه على 180 درجة.')
      expectArabicLine(text, 'السعرات الحرارية 312 سعرة')
      // The English side is used where the Arabic one is empty: here the title.
      expect(text).toContain('Test Kitchen Cake')
    })

    it('prints a recipe written only in Arabic in either language', async () => {
      for (const lang of ['ar', 'en'] as const) {
        const response = await download({ recipe: arabicOnlyId, recipeLang: lang, servings: 8 })
        const { text } = expectPdf(response)
        expect(contentDispositionName(response.headers['content-disposition'] as string)).toBe(
          'فتة الحمص باللبن.pdf',
        )
        expect(text).toContain('فتة الحمص باللبن')
        expect(text).toContain('حمص مسلوق')
        if (lang === 'ar') expectArabicLine(text, 'تكفي 8 حصص')
        else expect(text).toContain('For 8 servings')
      }
    })

    it('prints user text that looks like code as text, and the file has no scripts or actions', async () => {
      const id = await insertRecipe(server.database.db, {
        titleEn: '<script>alert(1)</script>',
        descriptionEn: '/JavaScript (app.alert(1)) /OpenAction /Launch',
        ingredients: [{ amount: 1, unit: 'cup', nameEn: '<img src=x onerror=alert(2)>' }],
      })
      const response = await download({ recipe: id, recipeLang: 'en' })
      const { pdf, text } = expectPdf(response)
      expect(text).toContain('<script>alert(1)</script>')
      expect(text).toContain('1 cup <img src=x onerror=alert(2)>')
      expect(text).toContain('/JavaScript (app.alert(1)) /OpenAction /Launch')
      // Text lives in compressed content streams; the document's own objects carry no actions.
      const raw = pdf.toString('latin1')
      for (const name of ['/JavaScript', '/JS', '/OpenAction', '/Launch', '/AA', '/URI', '/EmbeddedFile']) {
        expect(raw).not.toContain(name)
      }
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="script alert(1) script.pdf"',
      )
    })

    it('leaves out a picture that is missing, broken or outside the uploads folder', async () => {
      writeFileSync(path.join(server.uploadsDir, 'broken.webp'), 'not a picture at all')
      for (const thumbnailUrl of [
        '/uploads/missing.webp',
        '/uploads/broken.webp',
        '/uploads/../../etc/passwd',
        'https://example.com/a.jpg',
      ]) {
        const id = await insertRecipe(server.database.db, {
          titleEn: `Pictureless ${thumbnailUrl}`,
          thumbnailUrl,
        })
        const { pdf, text } = expectPdf(await download({ recipe: id, recipeLang: 'en' }))
        expect(text).toContain('Pictureless')
        expect(pdf.toString('latin1')).not.toMatch(/\/Subtype \/Image/)
      }
    })

    it('answers 404 for a recipe that does not exist and 400 for a body the contract refuses', async () => {
      const missing = await download({ recipe: randomUUID(), recipeLang: 'en' })
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toMatchObject({ statusCode: 404, message: 'Recipe not found.' })

      for (const body of [
        { recipe: hummus._id, recipeLang: 'fr' },
        { recipe: hummus._id, recipeLang: 'en', servings: 0 },
        { recipe: 'not-an-id', recipeLang: 'en' },
        { recipeLang: 'en' },
      ]) {
        expect((await download(body)).statusCode).toBe(400)
      }
    })

    it('limits how many PDFs one address makes', async () => {
      const address = '192.0.2.77'
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await download({ recipe: kitchenId, recipeLang: 'en' }, address)).statusCode).toBe(200)
      }
      const limited = await download({ recipe: kitchenId, recipeLang: 'en' }, address)
      expect(limited.statusCode).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      // Another address is not affected.
      expect((await download({ recipe: kitchenId, recipeLang: 'en' })).statusCode).toBe(200)
    })
  },
  30_000,
)
