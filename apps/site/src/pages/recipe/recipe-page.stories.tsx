import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { type Schema, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import { recipeNutrients } from '@sufra/core'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { Toaster, toaster } from '@sufra/ui/toast'
import { SiteWidgetHost } from '../../layout/site-widget-host'
import { SessionProvider } from '../../session/session-context'
import type { SessionUser } from '../../session/session-user'
import { SERVER_FAILURE, createFakeApi, envelope, failure, http, storyUser } from '@sufra/api-client/testing'
import { RecipePage } from './recipe-page'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[lang()][id]
const mf = (id: MessageId, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), m(id))

// Pictures as data: URLs, so the stories never touch the network.
const dish = (colour: string, inner: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="${colour}"/>` +
      `<ellipse cx="400" cy="320" rx="280" ry="200" fill="#fff8ee"/><ellipse cx="400" cy="300" rx="200" ry="130" fill="${inner}"/>` +
      '<circle cx="330" cy="270" r="26" fill="#7a3b1f" opacity="0.55"/><circle cx="460" cy="330" r="20" fill="#7a3b1f" opacity="0.45"/></svg>',
  )}`

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const creator: Schema<'UserSummary'> = {
  _id: '9b2e6f10-7a4d-4e55-8c11-2d9f0b7c3a44',
  firstName: { en: 'Omar', ar: 'عمر' },
  lastName: { en: 'Khalil', ar: 'خليل' },
  username: 'omar',
  image: { url: '/uploads/default.webp', key: 'default.webp' },
  status: 'verified',
}

const line = (
  n: number,
  amount: number,
  unitId: string,
  en: string,
  ar: string,
): Schema<'RecipeIngredient'> => ({
  amount,
  unit: { en: unitId, ar: unitId },
  unitId,
  nameClean: { en, ar },
  ingrText: null,
  grams: null,
  details: { _id: uuid(n), slug: en.toLowerCase().replace(/[^a-z]+/g, '-'), image: null },
})

const perServing: Record<number, number> = {
  1008: 512,
  1004: 28.4,
  1005: 31.2,
  2000: 6.1,
  1003: 34.5,
  1093: 720,
  1079: 4.2,
}

const musakhan: Schema<'Recipe'> = {
  _id: '2f6d1c8e-4b7a-4f3e-9a21-7c5e0b1d3f88',
  title: { en: 'Chicken musakhan rolls', ar: 'لفائف مسخن الدجاج' },
  description: {
    en: 'Sumac-roasted chicken and slow-cooked onions rolled in thin bread and baked until crisp. A Palestinian classic made for sharing.',
    ar: 'دجاج محمّص بالسماق وبصل مطهو ببطء، ملفوف بخبز رقيق ومخبوز حتى يصبح مقرمشًا. طبق فلسطيني أصيل يُقدَّم للمشاركة.',
  },
  thumbnail: { url: dish('#c8553d', '#b5652f'), key: 'recipes/musakhan.webp' },
  otherImages: [
    { url: dish('#6a994e', '#d19a4a'), key: 'recipes/musakhan-2.webp' },
    { url: dish('#f2a541', '#9c4f2a'), key: 'recipes/musakhan-3.webp' },
  ],
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  time: 75,
  servings: 4,
  ingredientsCount: 8,
  likesCount: 27,
  likedByMe: false,
  savedByMe: false,
  createdBy: creator,
  createdAt: new Date(Date.now() - 5 * 24 * 3600 * 1000).toISOString(),
  metadata: { imported: false, site: null, originalUrl: null },
  category: [
    { _id: uuid(501), key: 'main-course', name: { en: 'Main course', ar: 'طبق رئيسي' } },
    { _id: uuid(502), key: 'dinner', name: { en: 'Dinner', ar: 'عشاء' } },
  ],
  cuisine: [{ _id: uuid(601), key: 'palestinian', name: { en: 'Palestinian', ar: 'فلسطيني' } }],
  ingredients: [
    line(1, 1, 'kg', 'Chicken thighs', 'أفخاذ دجاج'),
    line(2, 4, 'piece', 'Onions', 'بصل'),
    line(3, 3, 'tbsp', 'Sumac', 'سماق'),
    line(4, 120, 'ml', 'Olive oil', 'زيت زيتون'),
    line(5, 1, 'tsp', 'Allspice', 'بهار حلو'),
    line(6, 8, 'piece', 'Markook bread', 'خبز مرقوق'),
    line(7, 50, 'g', 'Pine nuts', 'صنوبر'),
    line(8, 1, 'tsp', 'Salt', 'ملح'),
  ],
  instructions: [
    {
      step: {
        en: 'Slice the onions and cook them slowly in the olive oil until soft and golden.',
        ar: 'قطّع البصل واطهه ببطء في زيت الزيتون حتى يطرى ويصبح ذهبيًا.',
      },
      image: null,
    },
    {
      step: {
        en: 'Season the chicken with sumac, allspice and salt, then roast until cooked through.',
        ar: 'تبّل الدجاج بالسماق والبهار الحلو والملح، ثم اشوه حتى ينضج.',
      },
      image: null,
    },
    {
      step: {
        en: 'Shred the chicken and mix it with the onions and toasted pine nuts.',
        ar: 'فتّت الدجاج واخلطه مع البصل والصنوبر المحمّص.',
      },
      image: null,
    },
    {
      step: {
        en: 'Roll the filling in the bread, brush with oil and bake until crisp.',
        ar: 'لفّ الحشوة في الخبز وادهنها بالزيت واخبزها حتى تصبح مقرمشة.',
      },
      image: null,
    },
  ],
  nutrition: {
    servings: 4,
    perServing: true,
    nutrients: recipeNutrients.map((definition) => ({
      nutrientId: definition.id,
      name: { ...definition.name },
      unit: { ...definition.unit },
      amount: perServing[definition.id] ?? 1,
    })),
  },
  dietLabels: [],
  healthLabels: [],
  commentsCount: 0,
  lang: 'en',
}

const viewer: SessionUser = storyUser
const owner: SessionUser = {
  ...storyUser,
  _id: creator._id,
  firstName: creator.firstName,
  lastName: creator.lastName,
}

type Routes = {
  /** The answers of GET /recipe/{id}, one a call (the last repeats); 'hold' never answers. */
  recipe?: Array<number | 'hold'>
}

/** The fake API of the recipe page; every request is recorded. */
function storyApi({ recipe = [200] }: Routes = {}) {
  let recipeCalls = 0
  const { client, requests } = createFakeApi(
    http.get('/recipe/{id}', ({ params, response }) => {
      if (params.id !== musakhan._id) return failure(404, 'Recipe not found')
      const answer = recipe[Math.min(recipeCalls, recipe.length - 1)]!
      recipeCalls += 1
      if (answer === 'hold') return new Promise<never>(() => {})
      if (answer === 200) return response(200).json(envelope(musakhan))
      return failure(answer, answer === 404 ? 'Recipe not found' : SERVER_FAILURE)
    }),
    http.get('/comment/{recipeId}', ({ params, response }) =>
      params.recipeId === musakhan._id ? response(200).json(envelope([])) : failure(404, 'Not found'),
    ),
    http.post(
      '/recipe/pdf',
      () =>
        new Response(new Blob(['%PDF-1.7\n'], { type: 'application/pdf' }), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="chicken-musakhan-rolls.pdf"',
          },
        }),
    ),
    http.delete('/recipe/delete/{id}', ({ params, response }) =>
      params.id === musakhan._id
        ? response(200).json(envelope({ _id: musakhan._id }, 'Deleted'))
        : failure(404, 'Not found'),
    ),
  )
  return { client, calls: requests }
}

type Api = ReturnType<typeof storyApi>

/** The page at /{locale}/recipe/{id} inside the site's session, widget host and router. */
function Page({ api, user, id = musakhan._id }: { api: Api; user: SessionUser | null; id?: string }) {
  const { locale } = useI18n()
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/:lang/recipe/:id',
          element: (
            <SiteWidgetHost>
              <RecipePage />
            </SiteWidgetHost>
          ),
        },
        { path: '/:lang/*', element: <p data-testid="elsewhere">elsewhere</p> },
      ],
      { initialEntries: [`/${locale}/recipe/${id}`] },
    ),
  )
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={api.client}>
        <SessionProvider initialUser={user}>
          <RouterProvider router={router} />
        </SessionProvider>
        <Toaster />
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}

function setup(user: SessionUser | null, routes?: Routes, id?: string) {
  const api = storyApi(routes)
  return { api, render: () => <Page api={api} user={user} id={id} /> }
}

const meta = {
  title: 'Site/RecipePage',
  component: RecipePage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof RecipePage>

export default meta
type Story = StoryObj<typeof meta>

async function toastNamed(role: 'status' | 'alert', name: string) {
  const toast = await screen.findByRole(role, { name }, { timeout: 15_000 })
  await waitFor(() => expect(toast).toBeVisible())
  return toast
}

const loaded = setup(viewer)

/**
 * The whole page for a signed-in visitor: gallery, title and facts, creator with Follow, actions,
 * ingredients, steps, nutrition, comments, the house ad and structured data. The serving adjuster
 * changes the servings shown and the PDF's.
 */
export const Loaded: Story = {
  render: loaded.render,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const title = musakhan.title[lang()]
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible()

    await step('every part is there', async () => {
      await expect(canvas.getByRole('region', { name: m('recipeDetail.gallery.label') })).toBeVisible()
      await expect(
        canvas.getByRole('link', { name: lang() === 'ar' ? 'عمر خليل' : 'Omar Khalil' }),
      ).toBeVisible()
      await expect(canvas.getByRole('button', { name: m('follow.follow') })).toBeVisible()
      await expect(canvas.getByRole('group', { name: m('recipeDetail.actions') })).toBeVisible()
      await expect(canvas.queryByRole('button', { name: m('recipeDetail.delete') })).toBeNull()
      await expect(canvas.getByRole('heading', { name: m('ingredients.title') })).toBeVisible()
      await expect(canvas.getByRole('heading', { name: m('instructions.title') })).toBeVisible()
      await expect(canvas.getByRole('heading', { name: m('nutrition.title') })).toBeVisible()
      await expect(
        await canvas.findByRole('heading', { name: new RegExp(m('comments.title')) }),
      ).toBeVisible()
      await expect(canvas.getByRole('complementary', { name: m('recipeDetail.ad.label') })).toBeVisible()
    })

    await step('the comments load as the reader scrolls to them', async () => {
      canvasElement.querySelector('[data-scope="comment-thread"]')?.scrollIntoView()
      const box = await canvas.findByLabelText(m('comments.composer.label'))
      await waitFor(() => expect(box).not.toHaveAttribute('readonly'))
    })

    await step('structured data and the tab title', async () => {
      const script = canvasElement.querySelector('script[type="application/ld+json"]')!
      const data = JSON.parse(script.textContent!) as { '@type': string; name: string }
      await expect(data['@type']).toBe('Recipe')
      await expect(data.name).toBe(title)
      await waitFor(() => expect(document.title).toBe(mf('recipeDetail.documentTitle', { title })))
    })

    await step('more servings: the facts and the PDF follow', async () => {
      await userEvent.click(canvas.getByRole('button', { name: m('ingredients.servings.increase') }))
      const facts = canvasElement.querySelector('dl[aria-label]')!
      await waitFor(() => expect(facts).toHaveTextContent(lang() === 'ar' ? '5 حصص' : '5 servings'))
      const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
      try {
        loaded.api.calls.length = 0
        await userEvent.click(canvas.getByRole('button', { name: m('recipeDetail.pdf') }))
        await waitFor(() => expect(click).toHaveBeenCalledTimes(1))
        await expect(loaded.api.calls).toContainEqual({
          method: 'POST',
          path: '/recipe/pdf',
          body: { recipe: musakhan._id, recipeLang: lang(), servings: 5 },
        })
      } finally {
        click.mockRestore()
      }
    })
  },
}

const asOwner = setup(owner)

/** The creator: no Follow, a Delete that confirms, deletes and goes to the own profile. */
export const Owner: Story = {
  render: asOwner.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1 })
    await expect(canvas.queryByRole('button', { name: m('follow.follow') })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: m('recipeDetail.delete') }))
    const dialog = await screen.findByRole('alertdialog', { name: m('recipeDetail.delete.confirmTitle') })
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0))
    await userEvent.click(within(dialog).getByRole('button', { name: m('recipeDetail.delete.confirm') }))
    await toastNamed('status', m('recipeDetail.delete.done'))
    await expect(await canvas.findByTestId('elsewhere')).toBeInTheDocument()
    await expect(asOwner.api.calls).toContainEqual({
      method: 'DELETE',
      path: `/recipe/delete/${musakhan._id}`,
      body: undefined,
    })
  },
}

const signedOut = setup(null)

/** A visitor who is not signed in: the page, without Follow or Delete. */
export const SignedOut: Story = {
  render: signedOut.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1 })
    await expect(canvas.queryByRole('button', { name: m('follow.follow') })).toBeNull()
    await expect(canvas.queryByRole('button', { name: m('recipeDetail.delete') })).toBeNull()
    await expect(canvas.getByRole('link', { name: m('recipeDetail.edit') })).toBeVisible()
  },
}

const loading = setup(viewer, { recipe: ['hold'] })

/** While the recipe loads: the page's shape, announced as loading. */
export const Loading: Story = {
  render: loading.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent(m('recipeDetail.loading'))
    await expect(canvasElement.querySelector('[aria-busy=true]')).not.toBeNull()
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull()
  },
}

const missing = setup(viewer, { recipe: [404] })

/** An id the server does not know: a not-found state with a way back to explore. */
export const NotFound: Story = {
  render: missing.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: m('recipeDetail.notFound.title') })).toBeVisible()
    await expect(canvas.getByRole('link', { name: m('recipeDetail.notFound.action') })).toHaveAttribute(
      'href',
      `/${lang()}/explore`,
    )
    // Not a failure: no error toast.
    await expect(screen.queryByRole('alert')).toBeNull()
  },
}

const failing = setup(viewer, { recipe: [500, 200] })

/** A failed load: "Failed to fetch recipe details" as a toast and on the page; Try again loads it. */
export const FetchFailed: Story = {
  render: failing.render,
  play: async ({ canvasElement }) => {
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    try {
      const canvas = within(canvasElement)
      await toastNamed('alert', m('recipeDetail.fetchFailed'))
      await expect(await canvas.findByRole('heading', { name: m('recipeDetail.fetchFailed') })).toBeVisible()
      await userEvent.click(canvas.getByRole('button', { name: m('recipeDetail.retry') }))
      await expect(
        await canvas.findByRole('heading', { level: 1, name: musakhan.title[lang()] }),
      ).toBeVisible()
    } finally {
      logged.mockRestore()
    }
  },
}
