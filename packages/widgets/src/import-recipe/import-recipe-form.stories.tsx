import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { type Schema, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import {
  type FakeApi,
  createFakeApi,
  envelope,
  failure,
  gate,
  http,
  storyUser,
} from '@sufra/api-client/testing'
import { type MessageId, messages } from '@sufra/i18n'
import { Toaster, toaster } from '@sufra/ui/toast'
import { WidgetHostProvider } from '../widget-host'
import { type StoryHost, storyHost } from '../widget-host/story-host'
import { ImportRecipeForm } from './import-recipe-form'

const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    messages[storyLocale()][id],
  )

const IMPORTED_ID = '3c9e5b21-5555-4d3e-8f4a-9c5b1d3e2f77'
const EARLIER_ID = '8d2f6c32-6666-4e4f-9a5b-0d6c2e4f3a88'
const ADDRESS = 'https://www.example.com/recipes/fattoush'

/** The recipe POST /recipe/import saves for the person and answers in full. */
function importedRecipe(_id: string, originalUrl: string): Schema<'Recipe'> {
  return {
    _id,
    title: { en: 'Fattoush', ar: '' },
    description: { en: 'A bread salad with sumac.', ar: '' },
    thumbnail: null,
    videoUrl: null,
    time: 20,
    servings: 4,
    ingredientsCount: 0,
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
    metadata: { imported: true, site: 'example.com', originalUrl },
    category: [],
    cuisine: [],
    otherImages: [],
    ingredients: [],
    instructions: [],
    nutrition: { servings: 4, perServing: true, nutrients: [] },
    dietLabels: [],
    healthLabels: [],
    commentsCount: 0,
    lang: 'en',
  }
}

/** How the fake server answers POST /recipe/import in a story. */
type ImportAnswer =
  | { status: 201; id: string; message: string }
  | { status: 400 | 429; message: string }
  /** A gateway's HTML error page: no sentence from the server. */
  | { status: 502 }

type StoryParameters = { importAnswer?: ImportAnswer }

// Each story gets a fresh fake API, host and gate (set in beforeEach, read by render and play).
let api: FakeApi
let host: StoryHost
/** The import waits on this until the play function opens it. */
let held: ReturnType<typeof gate> | null

function storyApi(answer: ImportAnswer): FakeApi {
  return createFakeApi(
    http.post('/recipe/import', async ({ request, response }) => {
      const { recipeUrl } = await request.json()
      if (held) await held.opened
      switch (answer.status) {
        case 201:
          return response(201).json(envelope(importedRecipe(answer.id, recipeUrl), answer.message, 201))
        case 502:
          return response.untyped(
            new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
          )
        default:
          return failure(answer.status, answer.message)
      }
    }),
  )
}

function Demo() {
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={api.client}>
        <WidgetHostProvider host={host}>
          <div style={{ maxWidth: 640 }}>
            <ImportRecipeForm />
          </div>
          <Toaster />
        </WidgetHostProvider>
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}

const meta = {
  title: 'Widgets/ImportRecipe',
  component: ImportRecipeForm,
  render: () => <Demo />,
  parameters: { layout: 'padded' },
  beforeEach: ({ parameters }) => {
    // The toast queue is shared by the whole app: every story starts with it empty.
    toaster.remove()
    held = null
    const answer = (parameters as StoryParameters).importAnswer ?? {
      status: 201,
      id: IMPORTED_ID,
      message: 'Recipe imported successfully',
    }
    api = storyApi(answer)
    host = storyHost()
    // A failed import is logged (spec section 7); keep the test output quiet.
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
} satisfies Meta<typeof ImportRecipeForm>

export default meta
type Story = StoryObj<typeof meta>

const addressField = (canvas: HTMLElement) =>
  within(canvas).getByRole('textbox', { name: new RegExp(m('importRecipe.label')) })
const importButton = (canvas: HTMLElement) =>
  within(canvas).getByRole('button', { name: m('importRecipe.submit') })
const statusLine = (canvas: HTMLElement) =>
  canvas.querySelector<HTMLElement>('[data-scope=import-recipe] [data-part=status]')!
const imports = () => api.requests.filter((request) => request.path === '/recipe/import')

/** A toast once its entry animation has made it visible. */
async function toastNamed(role: 'status' | 'alert', name: string) {
  const toast = await screen.findByRole(role, { name })
  await waitFor(() => expect(toast).toBeVisible())
  return toast
}

/** Types an address and presses Import. */
async function importFrom(canvas: HTMLElement, address: string) {
  await userEvent.type(addressField(canvas), address)
  await userEvent.click(importButton(canvas))
}

/** Idle: a required web-address field (left to right in both languages), Import, no progress yet. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const field = addressField(canvasElement)
    await expect(field).toHaveAttribute('type', 'url')
    await expect(field).toHaveAttribute('dir', 'ltr')
    await expect(field).toBeRequired()
    await expect(field).toHaveAttribute('placeholder', m('importRecipe.placeholder'))
    await expect(importButton(canvasElement)).toBeEnabled()
    await expect(canvasElement.querySelector('[data-scope=import-recipe]')).toHaveAttribute(
      'data-part',
      'root',
    )
    // The live line is already in the page (so it is announced later), and says nothing.
    await expect(statusLine(canvasElement)).toHaveAttribute('aria-live', 'polite')
    await expect(statusLine(canvasElement)).toBeEmptyDOMElement()
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull()
  },
}

/** Empty: 'This field is required'; not a web address: says so. No call is made. */
export const RequiredAndInvalid: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const field = addressField(canvasElement)

    await step('empty, then only spaces: This field is required', async () => {
      await userEvent.click(importButton(canvasElement))
      await expect(await canvas.findByText(m('importRecipe.required'))).toBeVisible()
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveFocus()
      await userEvent.type(field, '   ')
      await userEvent.click(importButton(canvasElement))
      await expect(await canvas.findByText(m('importRecipe.required'))).toBeVisible()
    })

    await step('not a web address: the import says what it needs', async () => {
      await userEvent.clear(field)
      await userEvent.type(field, 'www.example.com/fattoush')
      await userEvent.click(importButton(canvasElement))
      await expect(await canvas.findByText(m('importRecipe.invalidUrl'))).toBeVisible()
      await waitFor(() => expect(field).toHaveAccessibleDescription(m('importRecipe.invalidUrl')))
      await expect(canvas.queryByText(m('importRecipe.required'))).toBeNull()
    })

    await expect(api.calls).toEqual([])
    await expect(host.navigate).not.toHaveBeenCalled()
  },
}

/**
 * While an import runs (the answer is held for the whole story, so its look and its accessibility
 * are checked in that state): the busy button, the read-only address, the live line and the bar.
 */
export const Importing: Story = {
  play: async ({ canvasElement }) => {
    held = gate()
    await importFrom(canvasElement, ADDRESS)
    await expect(
      await within(canvasElement).findByRole('progressbar', {
        name: m('importRecipe.progress', { site: 'example.com' }),
      }),
    ).toBeVisible()
    await expect(importButton(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(addressField(canvasElement)).toHaveAttribute('readonly')
  },
}

/**
 * An import takes a while (the server reads the page and its picture): the button is busy, the
 * address read-only, and a live line names the site (left to right, isolated) over an
 * indeterminate bar, until the answer. Then the server's message, an empty field, and the host
 * opens the recipe form on the imported recipe for review.
 */
export const SlowImportThenReview: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const field = addressField(canvasElement)
    const button = importButton(canvasElement)
    held = gate()

    await step('while the server works: busy, read-only, the site named over a progress bar', async () => {
      await importFrom(canvasElement, ADDRESS)
      const status = m('importRecipe.progress', { site: 'example.com' })
      const bar = await canvas.findByRole('progressbar', { name: status })
      await expect(bar).not.toHaveAttribute('aria-valuenow')
      await expect(statusLine(canvasElement)).toHaveTextContent(status)
      await expect(statusLine(canvasElement)).toHaveAttribute('aria-live', 'polite')
      const site = within(statusLine(canvasElement)).getByText('example.com')
      await expect(site.tagName).toBe('BDI')
      await expect(site).toHaveAttribute('dir', 'ltr')
      await expect(button).toHaveAttribute('aria-busy', 'true')
      await expect(button).toBeDisabled()
      await expect(field).toHaveAttribute('readonly')
      await expect(field).toHaveValue(ADDRESS)
      // Enter in the field sends nothing more.
      field.focus()
      await userEvent.keyboard('{Enter}')
      await expect(imports()).toHaveLength(1)
      await expect(imports()[0]!.body).toEqual({ recipeUrl: ADDRESS })
      await expect(host.navigate).not.toHaveBeenCalled()
    })

    await step('201: the server message, an empty field, the review of the imported recipe', async () => {
      held!.release()
      await toastNamed('status', 'Recipe imported successfully')
      await waitFor(() =>
        expect(host.navigate).toHaveBeenCalledWith(`/recipe/edit/${IMPORTED_ID}?review=import`),
      )
      await expect(host.navigate).toHaveBeenCalledTimes(1)
      await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull())
      await expect(statusLine(canvasElement)).toBeEmptyDOMElement()
      await expect(button).toBeEnabled()
      await expect(field).not.toHaveAttribute('readonly')
      await expect(field).toHaveValue('')
    })
  },
}

/**
 * The same address a second time: the server answers 201 with the recipe imported before and other
 * words; they are toasted and that recipe opens for review.
 */
export const AlreadyImported: Story = {
  parameters: {
    importAnswer: { status: 201, id: EARLIER_ID, message: 'You imported this recipe before.' },
  },
  play: async ({ canvasElement }) => {
    await importFrom(canvasElement, ADDRESS)
    await toastNamed('status', 'You imported this recipe before.')
    await waitFor(() =>
      expect(host.navigate).toHaveBeenCalledWith(`/recipe/edit/${EARLIER_ID}?review=import`),
    )
  },
}

/** 400: the server's sentence is toasted; the address stays to be corrected and nothing opens. */
export const NotARecipePage: Story = {
  parameters: {
    importAnswer: { status: 400, message: 'We could not find a recipe on that page.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await importFrom(canvasElement, 'https://example.com/about-us')
    await toastNamed('alert', 'We could not find a recipe on that page.')
    await waitFor(() => expect(importButton(canvasElement)).toBeEnabled())
    await expect(importButton(canvasElement)).not.toHaveAttribute('aria-busy')
    await expect(canvas.queryByRole('progressbar')).toBeNull()
    await expect(addressField(canvasElement)).toHaveValue('https://example.com/about-us')
    await expect(host.navigate).not.toHaveBeenCalled()
  },
}

/** 429: too many imports; the server's sentence is toasted and the form can be sent again later. */
export const TooManyImports: Story = {
  parameters: {
    importAnswer: { status: 429, message: 'Too many imports. Try again in a few minutes.' },
  },
  play: async ({ canvasElement }) => {
    await importFrom(canvasElement, ADDRESS)
    await toastNamed('alert', 'Too many imports. Try again in a few minutes.')
    await waitFor(() => expect(importButton(canvasElement)).toBeEnabled())
    await expect(addressField(canvasElement)).not.toHaveAttribute('readonly')
    await expect(host.navigate).not.toHaveBeenCalled()
  },
}

/** No sentence from the server (a gateway's error page): 'Something went wrong' in the page's language. */
export const NoServerSentence: Story = {
  parameters: { importAnswer: { status: 502 } },
  play: async ({ canvasElement }) => {
    await importFrom(canvasElement, ADDRESS)
    await toastNamed('alert', m('common.somethingWentWrong'))
    await waitFor(() => expect(importButton(canvasElement)).toBeEnabled())
    await expect(host.navigate).not.toHaveBeenCalled()
  },
}
