import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Link, Outlet, RouterProvider, createMemoryRouter, useParams } from 'react-router'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { type Schema, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import { unitLabel } from '@sufra/core'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { Toaster, toaster } from '@sufra/ui/toast'
import { SiteWidgetHost } from '../../layout/site-widget-host'
import { SessionProvider } from '../../session/session-context'
import { createFakeApi, envelope, failure, http, storyUser } from '@sufra/api-client/testing'
import { RecipeFormPage } from './recipe-form-page'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[lang()][id]
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`)

const RECIPE_ID = '0b6f3c1e-2222-4a51-9f8e-6c1b2b9c0d11'
const NEW_ID = '5e0c8a77-3333-4b1e-8f2a-7d3c9b1e0a55'
/** A recipe the import form has just saved from a web page. */
const IMPORTED_ID = '7a1d2c3b-4444-4c2d-9e3f-8b4a0c2d1e66'
const ORIGINAL_URL = 'https://www.example.com/recipes/red-lentil-soup?from=sufra'

const texts = {
  title: { en: 'Red lentil soup', ar: 'شوربة عدس أحمر' },
  description: { en: 'A warm soup for cold nights.', ar: 'شوربة دافئة لليالي الباردة.' },
  oil: { en: 'olive oil', ar: 'زيت زيتون' },
  step: { en: 'Warm the oil.', ar: 'سخّن الزيت.' },
}

function recipeOf(language: 'en' | 'ar'): Schema<'Recipe'> {
  return {
    _id: RECIPE_ID,
    title: texts.title,
    description: texts.description,
    thumbnail: null,
    videoUrl: null,
    time: 40,
    servings: 4,
    ingredientsCount: 1,
    likesCount: 0,
    likedByMe: false,
    savedByMe: false,
    createdBy: {
      _id: storyUser._id,
      firstName: storyUser.firstName,
      lastName: storyUser.lastName,
      username: storyUser.username,
      image: storyUser.image,
      status: storyUser.status,
    },
    createdAt: '2025-03-01T12:00:00.000Z',
    metadata: { imported: false, site: null, originalUrl: null },
    category: [],
    cuisine: [],
    otherImages: [],
    ingredients: [
      {
        amount: 2,
        unit: { en: 'tbsp', ar: 'ملعقة كبيرة' },
        unitId: 'tbsp',
        nameClean: texts.oil,
        ingrText: null,
        grams: 27,
        details: null,
      },
    ],
    instructions: [{ step: texts.step, image: null }],
    nutrition: { servings: 4, perServing: true, nutrients: [] },
    dietLabels: [],
    healthLabels: [],
    commentsCount: 0,
    lang: language,
  }
}

/** The fake API of the page (no categories or cuisines: the defaults); saves are recorded. */
function storyClient(saves: string[]) {
  const stored = (id: string): Schema<'Recipe'> | null =>
    id === RECIPE_ID
      ? recipeOf(lang())
      : id === IMPORTED_ID
        ? {
            ...recipeOf(lang()),
            _id: IMPORTED_ID,
            metadata: { imported: true, site: null, originalUrl: ORIGINAL_URL },
          }
        : null
  const saved = (call: string, id: string) => {
    saves.push(call)
    return envelope({ ...recipeOf(lang()), _id: id }, 'Recipe saved')
  }
  return createFakeApi(
    http.get('/recipe/{id}', ({ params, response }) => {
      const recipe = stored(params.id)
      return recipe ? response(200).json(envelope(recipe)) : failure(404, 'Not found')
    }),
    http.post('/recipe/custom', ({ response }) => response(200).json(saved('POST /recipe/custom', NEW_ID))),
    http.put('/recipe/edit/{id}', ({ params, response }) =>
      stored(params.id)
        ? response(200).json(saved(`PUT /recipe/edit/${params.id}`, params.id))
        : failure(404, 'Not found'),
    ),
  ).client
}

/** The recipe page the form goes to after saving (stands in for the real one). */
function SavedRecipe() {
  const { id } = useParams()
  return <p data-testid="recipe-page">recipe {id}</p>
}

function Shell() {
  const { locale, t } = useI18n()
  return (
    <SiteWidgetHost>
      <nav>
        <Link to={`/${locale}/explore`}>{t('shell.nav.explore')}</Link>
      </nav>
      <main>
        <Outlet />
      </main>
      <Toaster />
    </SiteWidgetHost>
  )
}

const saves: string[] = []

function Page({ path }: { path: string }) {
  const { locale } = useI18n()
  const client = useMemo(() => storyClient(saves), [])
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            path: '/:lang',
            element: <Shell />,
            children: [
              { path: 'recipe/create', element: <RecipeFormPage /> },
              { path: 'recipe/edit/:id', element: <RecipeFormPage /> },
              { path: 'recipe/:id', element: <SavedRecipe /> },
              { path: 'explore', element: <p data-testid="explore-page">explore</p> },
            ],
          },
        ],
        { initialEntries: [`/${locale}${path}`] },
      ),
    [locale, path],
  )
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={client}>
        <SessionProvider initialUser={storyUser}>
          <RouterProvider router={router} />
        </SessionProvider>
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}

const meta = {
  title: 'Site/RecipeFormPage',
  component: Page,
  args: { path: '/recipe/create' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove()
    saves.length = 0
  },
} satisfies Meta<typeof Page>

export default meta
type Story = StoryObj<typeof meta>

/** Types digit by digit: zag rewrites a number field's text as it parses. */
async function typeNumber(input: HTMLElement, digits: string) {
  for (const digit of digits) await userEvent.type(input, digit)
  await waitFor(() => expect(input).toHaveValue(digits))
}

/** /recipe/create: the page title, the form; leaving with changes asks first (Stay keeps the edit). */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: m('pages.recipeCreate.title') })).toBeVisible()
    const title = canvas.getByRole('textbox', { name: labelled(m('recipeForm.field.title')) })
    await userEvent.type(title, texts.title[lang()])

    await userEvent.click(canvas.getByRole('link', { name: m('shell.nav.explore') }))
    const dialog = await screen.findByRole('alertdialog', { name: m('recipeForm.leave.title') })
    await userEvent.click(within(dialog).getByRole('button', { name: m('recipeForm.leave.stay') }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(title).toHaveValue(texts.title[lang()])

    await userEvent.click(canvas.getByRole('link', { name: m('shell.nav.explore') }))
    const again = await screen.findByRole('alertdialog', { name: m('recipeForm.leave.title') })
    await userEvent.click(within(again).getByRole('button', { name: m('recipeForm.leave.confirm') }))
    await expect(await canvas.findByTestId('explore-page')).toBeVisible()
  },
}

/** A saved recipe goes to its page without the leave question. */
export const SaveGoesToRecipe: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const l = lang()
    await userEvent.type(
      canvas.getByRole('textbox', { name: labelled(m('recipeForm.field.title')) }),
      texts.title[l],
    )
    await userEvent.type(
      canvas.getByRole('textbox', { name: labelled(m('recipeForm.field.description')) }),
      texts.description[l],
    )
    await typeNumber(canvas.getByRole('spinbutton', { name: labelled(m('recipeForm.field.time')) }), '30')
    const row = canvas.getByRole('group', {
      name: messages[l]['recipeForm.ingredient.label'].replace('{number, number}', '1'),
    })
    await typeNumber(
      within(row).getByRole('spinbutton', { name: labelled(m('recipeForm.field.quantity')) }),
      '2',
    )
    const unit = within(row).getByRole('combobox', { name: labelled(m('recipeForm.field.unit')) })
    await userEvent.click(unit)
    await userEvent.click(await screen.findByRole('option', { name: unitLabel('tbsp', l) }))
    await userEvent.type(
      within(row).getByRole('textbox', { name: labelled(m('recipeForm.field.name')) }),
      texts.oil[l],
    )
    await userEvent.type(
      canvas.getByRole('textbox', {
        name: labelled(messages[l]['recipeForm.step.label'].replace('{number, number}', '1')),
      }),
      texts.step[l],
    )
    await userEvent.click(canvas.getByRole('button', { name: m('recipeForm.save') }))
    await expect(await canvas.findByTestId('recipe-page', {}, { timeout: 15_000 })).toHaveTextContent(NEW_ID)
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await expect(saves).toEqual(['POST /recipe/custom'])
  },
}

/** /recipe/edit/{id}: the edit title and the creator's recipe, prefilled. */
export const Edit: Story = {
  args: { path: `/recipe/edit/${RECIPE_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: m('pages.recipeEdit.title') })).toBeVisible()
    await expect(await canvas.findByDisplayValue(texts.title[lang()])).toBeVisible()
    await expect(
      canvas.getByRole('textbox', { name: labelled(m('recipeForm.field.description')) }),
    ).toHaveValue(texts.description[lang()])
    // Not opened for an import review: no notice.
    await expect(canvasElement.querySelector('[data-part=review-notice]')).toBeNull()
  },
}

/**
 * `?review=import` (where the import form goes): the notice names the site (the address's host, no
 * www.) and links to the page; saving without a change publishes it and goes to the recipe, as
 * after any edit.
 */
export const ReviewImport: Story = {
  args: { path: `/recipe/edit/${IMPORTED_ID}?review=import` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByDisplayValue(texts.title[lang()])).toBeVisible()
    const notice = canvasElement.querySelector<HTMLElement>('[data-part=review-notice]')!
    await expect(notice).toHaveTextContent(
      messages[lang()]['recipeForm.review.imported'].replace('{site}', 'example.com'),
    )
    const source = within(notice).getByRole('link')
    await expect(source).toHaveAttribute('href', ORIGINAL_URL)
    await expect(source).toHaveAttribute('target', '_blank')
    await expect(source).toHaveTextContent(ORIGINAL_URL)

    await userEvent.click(canvas.getByRole('button', { name: m('recipeForm.save') }))
    await expect(await canvas.findByTestId('recipe-page')).toHaveTextContent(IMPORTED_ID)
    await expect(saves).toEqual([`PUT /recipe/edit/${IMPORTED_ID}`])
  },
}
