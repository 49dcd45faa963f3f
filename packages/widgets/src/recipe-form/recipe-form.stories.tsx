import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import { pngFile } from '@sufra/api-client/testing'
import { composeIngredientLine, unitLabel } from '@sufra/core'
import { MAX_IMAGE_BYTES } from '@sufra/ui/file-upload'
import { Toaster, toaster } from '@sufra/ui/toast'
import { WidgetHostProvider } from '../widget-host'
import { RecipeEditor, type RecipeEditorProps } from './recipe-editor'
import {
  NEW_RECIPE_ID,
  RECIPE_ID,
  type StoryApi,
  type StoryApiOptions,
  choose,
  fileInputOf,
  fill,
  fillIngredient,
  inLocale,
  ingredientRow,
  labelled,
  m,
  otherCook,
  spinbutton,
  signedIn,
  storyApi,
  storyLocale,
  storyRecipe,
  textbox,
  texts,
  typeNumber,
} from './story-data'
import { type StoryHost, storyHost } from '../widget-host/story-host'

type StoryParameters = {
  /** The fake API's behaviour; `recipe: 'own' | 'other'` is built in the story's language. */
  api?: Omit<StoryApiOptions, 'recipe'> & {
    recipe?: 'own' | 'other' | 'otherLanguage' | 'imported' | 'fails'
  }
}

/** The page an imported recipe was read from (a long address, as they often are). */
const IMPORTED_FROM =
  'https://www.example.com/recipes/2025/03/red-lentil-soup-with-cumin-and-lemon?utm_source=sufra'

/**
 * The cook's recipe as the import saved it: from a web page, which gave no time and a line whose
 * quantity and unit could not be read (the second ingredient).
 */
function importedRecipe(lang: 'en' | 'ar') {
  const recipe = storyRecipe(lang)
  return {
    ...recipe,
    time: 0,
    metadata: { imported: true, site: null, originalUrl: IMPORTED_FROM },
    ingredients: recipe.ingredients.map((line, index) =>
      index === 1 ? { ...line, amount: 0, unitId: '', unit: { en: '', ar: '' }, grams: null } : line,
    ),
  }
}

// Each story gets a fresh fake API and host (set in beforeEach, read by render and play).
let api: StoryApi
let host: StoryHost

function Demo(props: RecipeEditorProps) {
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={api.client}>
        <WidgetHostProvider host={host}>
          <RecipeEditor {...props} />
          <Toaster />
        </WidgetHostProvider>
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}

const meta = {
  title: 'Widgets/RecipeForm',
  component: RecipeEditor,
  render: (args) => <Demo {...args} />,
  args: { onDirtyChange: fn() },
  parameters: { layout: 'padded' },
  beforeEach: ({ parameters, globals }) => {
    // The toast queue is shared by the whole app: every story starts with it empty.
    toaster.remove()
    const options = (parameters as StoryParameters).api ?? {}
    // The document's language is set only once the story renders: read the requested one.
    const requested =
      (globalThis as { __SUFRA_STORY_LOCALE__?: string }).__SUFRA_STORY_LOCALE__ ?? globals.locale
    const lang = requested === 'ar' ? 'ar' : 'en'
    const recipe =
      options.recipe === 'own'
        ? storyRecipe(lang)
        : options.recipe === 'other'
          ? storyRecipe(lang, otherCook)
          : options.recipe === 'otherLanguage'
            ? storyRecipe(lang === 'ar' ? 'en' : 'ar')
            : options.recipe === 'imported'
              ? importedRecipe(lang)
              : null
    api = storyApi({ ...options, recipe })
    host = storyHost({ user: signedIn })
  },
} satisfies Meta<typeof RecipeEditor>

export default meta
type Story = StoryObj<typeof meta>

const saveButton = (canvas: HTMLElement) => within(canvas).getByRole('button', { name: m('recipeForm.save') })

async function expectToast(role: 'status' | 'alert', name: string) {
  const toast = await screen.findByRole(role, { name }, { timeout: 15_000 })
  await waitFor(() => expect(toast).toBeVisible())
  return toast
}

const unitName = (id: 'tbsp' | 'cup' | 'piece' | 'g') => unitLabel(id, storyLocale())

/** Fills every required field with a valid recipe in the page's language (two ingredients, one step). */
async function fillValidRecipe(canvas: HTMLElement) {
  await fill(textbox(canvas, 'recipeForm.field.title'), inLocale(texts.title))
  await fill(textbox(canvas, 'recipeForm.field.description'), inLocale(texts.description))
  await typeNumber(spinbutton(canvas, 'recipeForm.field.time'), '40')
  await fillIngredient(canvas, 1, '2', unitName('tbsp'), inLocale(texts.oil))
  await userEvent.click(within(canvas).getByRole('button', { name: m('recipeForm.ingredient.add') }))
  await fillIngredient(canvas, 2, '1.5', unitName('cup'), inLocale(texts.lentils))
  await fill(textbox(canvas, 'recipeForm.step.label', { number: 1 }), inLocale(texts.stepOne))
}

/** Create mode: a fresh form with one ingredient row, one step, one serving and six empty photo slots. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(textbox(canvasElement, 'recipeForm.field.title')).toHaveValue('')
    await expect(textbox(canvasElement, 'recipeForm.field.title')).toHaveAttribute('dir', 'auto')
    await expect(spinbutton(canvasElement, 'recipeForm.field.servings')).toHaveValue('1')
    await expect(canvas.getAllByRole('group', { name: /\d/ })).toHaveLength(1)
    await expect(ingredientRow(canvasElement, 1)).toBeVisible()
    await expect(textbox(canvasElement, 'recipeForm.step.label', { number: 1 })).toHaveValue('')
    await expect(canvas.getByText(m(`recipeForm.languageHint.${storyLocale()}`))).toBeVisible()
    // A main photo and five more, all empty.
    await expect(canvas.getAllByRole('button', { name: new RegExp(m('ui.fileUpload.choose')) }).length).toBe(
      1 + 5 + 1,
    )
    // Categories and cuisines come from the API.
    await choose(
      canvas.getByRole('combobox', { name: labelled('recipeForm.field.category') }),
      inLocale({ en: 'Soup', ar: 'شوربات' }),
    )
    await expect(
      canvas.getByRole('combobox', { name: labelled('recipeForm.field.category') }),
    ).toHaveTextContent(inLocale({ en: 'Soup', ar: 'شوربات' }))
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true))
  },
}

/** Every required field says Required / مطلوب; nothing is sent. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.clear(spinbutton(canvasElement, 'recipeForm.field.servings'))
    await userEvent.click(saveButton(canvasElement))
    // Title, description, time, servings, quantity, unit, ingredient name and step.
    await waitFor(() => expect(canvas.getAllByText(m('common.required'))).toHaveLength(8))
    await expect(textbox(canvasElement, 'recipeForm.field.title')).toHaveAttribute('aria-invalid', 'true')
    await expect(textbox(canvasElement, 'recipeForm.field.title')).toHaveFocus()
    await expect(spinbutton(canvasElement, 'recipeForm.field.time')).toHaveAttribute('aria-invalid', 'true')
    const row = ingredientRow(canvasElement, 1)
    await expect(within(row).getAllByText(m('common.required'))).toHaveLength(3)
    // The video link, category and cuisine are optional.
    await expect(textbox(canvasElement, 'recipeForm.field.videoUrl')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(api.saves).toHaveLength(0)
  },
}

/** Quantities below 0.1 are refused; 0.1 is fine. */
export const QuantityMinimum: Story = {
  play: async ({ canvasElement }) => {
    await fillValidRecipe(canvasElement)
    const quantity = within(ingredientRow(canvasElement, 1)).getByRole('spinbutton', {
      name: labelled('recipeForm.field.quantity'),
    })
    await userEvent.clear(quantity)
    await typeNumber(quantity, '0.05')
    await userEvent.click(saveButton(canvasElement))
    const message = m('recipeForm.error.min', { min: 0.1 })
    await expect(await within(ingredientRow(canvasElement, 1)).findByText(message)).toBeVisible()
    await expect(quantity).toHaveAttribute('aria-invalid', 'true')
    await expect(api.saves).toHaveLength(0)

    await userEvent.clear(quantity)
    await typeNumber(quantity, '0.1')
    await waitFor(() => expect(within(ingredientRow(canvasElement, 1)).queryByText(message)).toBeNull())
  },
}

/**
 * Texts must be in the form's language only: a mixed title and a mixed ingredient name say
 * "Use only English" (Arabic: استخدم العربية فقط), with a toast naming the field and its position.
 */
export const MixedLanguage: Story = {
  play: async ({ canvasElement }) => {
    const only = m(storyLocale() === 'ar' ? 'recipeForm.error.onlyArabic' : 'recipeForm.error.onlyEnglish')
    await fillValidRecipe(canvasElement)
    const title = textbox(canvasElement, 'recipeForm.field.title')
    await userEvent.clear(title)
    await fill(title, inLocale(texts.mixed))
    await userEvent.click(within(canvasElement).getByRole('button', { name: m('recipeForm.ingredient.add') }))
    await fillIngredient(canvasElement, 3, '1', unitName('piece'), inLocale(texts.mixed))
    await userEvent.click(saveButton(canvasElement))

    await expect(await within(canvasElement).findAllByText(only)).toHaveLength(2)
    await expect(title).toHaveAttribute('aria-invalid', 'true')
    await expect(within(ingredientRow(canvasElement, 3)).getByText(only)).toBeVisible()
    await expectToast(
      'alert',
      m('recipeForm.error.inField', { field: m('recipeForm.field.title'), message: only }),
    )
    await expectToast(
      'alert',
      m('recipeForm.error.inField', {
        field: m('recipeForm.ingredient.label', { number: 3 }),
        message: only,
      }),
    )
    await expect(api.saves).toHaveLength(0)
  },
}

/** A picked file must be an image under 2MB, checked before uploading: a toast, and nothing is sent. */
export const ImageChecks: Story = {
  play: async ({ canvasElement }) => {
    // Let a non-image through, as when someone picks "All files" in the system dialog.
    const user = userEvent.setup({ applyAccept: false })
    const input = fileInputOf(canvasElement, m('recipeForm.field.thumbnail'))
    await user.upload(input, new File(['not an image'], 'notes.txt', { type: 'text/plain' }))
    const invalid = await expectToast('alert', m('recipeForm.image.invalidType'))
    await expect(invalid).toHaveAttribute('data-type', 'error')

    await user.upload(
      input,
      new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'huge.png', { type: 'image/png' }),
    )
    await expectToast('alert', m('recipeForm.image.tooLarge'))
    await expect(api.uploads).toHaveLength(0)
    await expect(
      within(canvasElement).queryByRole('img', { name: m('recipeForm.field.thumbnail') }),
    ).not.toBeInTheDocument()
  },
}

/**
 * A good image uploads at once: the slot spins, then shows the photo with Replace and Remove.
 * Removing it empties the slot and its key is sent as toDeleteImages on save.
 */
export const UploadAndRemove: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const label = m('recipeForm.field.thumbnail')
    api.holdUploads()

    await step('uploading: a spinner, and Save waits', async () => {
      await userEvent.upload(fileInputOf(canvasElement, label), await pngFile('soup.png'))
      const status = await canvas.findByText(m('ui.fileUpload.uploading'))
      await expect(status).toBeVisible()
      // Reading the multipart body of the picture took over 5 s on two busy cores: the request
      // arrives, later.
      await waitFor(() => expect(api.uploads).toHaveLength(1), { timeout: 15_000 })
      await expect(api.uploads[0]!.name).toBe('soup.png')
      await expect(saveButton(canvasElement)).toBeDisabled()
      await expect(canvas.getByText(m('recipeForm.status.uploading'))).toBeVisible()
    })

    await step('uploaded: the photo, with Replace and Remove', async () => {
      api.releaseUploads()
      const preview = await canvas.findByRole('img', { name: label })
      await expect(preview.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
      await expect(
        canvas.getByRole('button', { name: `${m('ui.fileUpload.replace')} ${label}` }),
      ).toBeVisible()
      await expect(saveButton(canvasElement)).toBeEnabled()
    })

    await step('removed: the slot is empty again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `${m('ui.fileUpload.remove')} ${label}` }))
      await expect(canvas.queryByRole('img', { name: label })).not.toBeInTheDocument()
    })

    await step('the save sends the removed key in toDeleteImages', async () => {
      await fillValidRecipe(canvasElement)
      await userEvent.click(saveButton(canvasElement))
      await waitFor(() => expect(api.saves).toHaveLength(1))
      await expect(JSON.parse(api.saves[0]!.fields.toDeleteImages!)).toEqual(['upload-1.webp'])
      await expect(api.saves[0]!.fields.thumbnail).toBe('null')
    })
  },
}

/** A failed upload is a toast (Failed to upload image) and the slot goes back to empty. */
export const UploadFails: Story = {
  parameters: { api: { uploadStatus: 500 } },
  play: async ({ canvasElement }) => {
    const label = m('recipeForm.field.otherImage', { number: 2 })
    await userEvent.upload(fileInputOf(canvasElement, label), await pngFile())
    await expectToast('alert', m('recipeForm.image.uploadFailed'))
    await expect(
      await within(canvasElement).findByRole('button', { name: `${label} ${m('ui.fileUpload.choose')}` }),
    ).toBeVisible()
    await expect(within(canvasElement).queryByRole('img', { name: label })).not.toBeInTheDocument()
  },
}

/**
 * Saving sends the multipart RecipeForm: texts, ingredient lines composed as quantity, unit and
 * name, steps with their photos, time, servings, video, languages, photos and taxonomy as JSON.
 * The button is busy meanwhile (a second click sends nothing); then a toast and the recipe page.
 */
export const SaveCreates: Story = {
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement)
    const lang = storyLocale()

    await step('fill the form', async () => {
      await fillValidRecipe(canvasElement)
      const servings = spinbutton(canvasElement, 'recipeForm.field.servings')
      await userEvent.clear(servings)
      await typeNumber(servings, '4')
      await fill(textbox(canvasElement, 'recipeForm.field.videoUrl'), 'https://youtu.be/abc123')
      await choose(
        canvas.getByRole('combobox', { name: labelled('recipeForm.field.cuisine') }),
        inLocale({ en: 'Levantine', ar: 'شامي' }),
      )
      await userEvent.keyboard('{Escape}')
      await userEvent.upload(fileInputOf(canvasElement, m('recipeForm.field.thumbnail')), await pngFile())
      await canvas.findByRole('img', { name: m('recipeForm.field.thumbnail') })
      // A second step, with a photo, moved above the first.
      await userEvent.click(canvas.getByRole('button', { name: m('recipeForm.step.add') }))
      await fill(textbox(canvasElement, 'recipeForm.step.label', { number: 2 }), inLocale(texts.stepTwo))
      const stepPhoto = m('recipeForm.field.stepImage', { number: 2 })
      await userEvent.upload(fileInputOf(canvasElement, stepPhoto), await pngFile('step.png'))
      await canvas.findByRole('img', { name: stepPhoto })
      const moveUp = canvas.getByRole('button', { name: m('recipeForm.step.moveUp', { number: 2 }) })
      await userEvent.click(moveUp)
      await expect(textbox(canvasElement, 'recipeForm.step.label', { number: 1 })).toHaveValue(
        inLocale(texts.stepTwo),
      )
      await waitFor(() =>
        expect(
          canvas.getByRole('button', { name: m('recipeForm.step.moveDown', { number: 1 }) }),
        ).toHaveFocus(),
      )
    })

    const release = api.holdSaves()
    await step('save: one request, the button busy', async () => {
      const save = saveButton(canvasElement)
      await userEvent.click(save)
      await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'))
      await userEvent.click(save)
      await expect(api.saves).toHaveLength(1)
    })

    await step('the multipart fields', async () => {
      const sent = api.saves[0]!
      await expect(sent.method).toBe('POST')
      await expect(sent.path).toBe('/recipe/custom')
      const fields = sent.fields
      await expect(fields.title).toBe(inLocale(texts.title))
      await expect(fields.description).toBe(inLocale(texts.description))
      await expect(JSON.parse(fields.ingredients!)).toEqual([
        composeIngredientLine({ quantity: 2, unitId: 'tbsp', name: inLocale(texts.oil) }, lang),
        composeIngredientLine({ quantity: 1.5, unitId: 'cup', name: inLocale(texts.lentils) }, lang),
      ])
      await expect(JSON.parse(fields.ingredients!)[0]).toBe(
        lang === 'ar' ? '2 ملعقة كبيرة زيت زيتون' : '2 tbsp olive oil',
      )
      await expect(JSON.parse(fields.instructions!)).toEqual([
        {
          step: inLocale(texts.stepTwo),
          image: { url: expect.stringMatching(/^data:/), key: 'upload-2.webp' },
        },
        { step: inLocale(texts.stepOne), image: null },
      ])
      await expect(fields.time).toBe('40')
      await expect(fields.servings).toBe('4')
      await expect(fields.videoUrl).toBe('https://youtu.be/abc123')
      await expect(fields.lang).toBe(lang)
      await expect(fields.language).toBe(lang === 'ar' ? 'arabic' : 'english')
      await expect(JSON.parse(fields.thumbnail!)).toMatchObject({ key: 'upload-1.webp' })
      await expect(fields.otherImages).toBe('[]')
      await expect(fields.toDeleteImages).toBe('[]')
      await expect(fields.category).toBe('[]')
      await expect(fields.cuisine).toBe('["levantine"]')
    })

    await step('saved: toast, then the recipe page', async () => {
      release()
      await expectToast('status', m('recipeForm.saved'))
      await waitFor(() => expect(host.navigate).toHaveBeenCalledWith(`/recipe/${NEW_RECIPE_ID}`))
      await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false)
      await expect(api.saves).toHaveLength(1)
    })
  },
}

/** The server's errMessage `ingredients[1]: ...` lands on the second row, and is a toast. */
export const ServerRowError: Story = {
  parameters: {
    api: {
      saveAnswer: {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Invalid recipe',
          errMessage: 'ingredients[1]: Unknown ingredient',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await fillValidRecipe(canvasElement)
    await userEvent.click(saveButton(canvasElement))
    const row = ingredientRow(canvasElement, 2)
    await expect(await within(row).findByText('Unknown ingredient')).toBeVisible()
    await expect(row).toHaveAccessibleDescription('Unknown ingredient')
    await expect(within(ingredientRow(canvasElement, 1)).queryByText('Unknown ingredient')).toBeNull()
    await expectToast('alert', 'ingredients[1]: Unknown ingredient')
    await waitFor(() =>
      expect(within(row).getByRole('textbox', { name: labelled('recipeForm.field.name') })).toHaveFocus(),
    )
    // Nothing was saved: the form can be sent again.
    await expect(saveButton(canvasElement)).toBeEnabled()
    await expect(host.navigate).not.toHaveBeenCalled()
  },
}

/** `instructions[0]: ...` lands on the first step; a rule the form knows is shown in the page's language. */
export const ServerStepError: Story = {
  parameters: {
    api: {
      saveAnswer: {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Step 1 must be written in Arabic only.',
          errMessage: 'instructions[0]: Use only Arabic',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await fillValidRecipe(canvasElement)
    await userEvent.click(saveButton(canvasElement))
    const step = textbox(canvasElement, 'recipeForm.step.label', { number: 1 }).closest('li')!
    await expect(await within(step).findByText(m('recipeForm.error.onlyArabic'))).toBeVisible()
    await expectToast('alert', 'instructions[0]: Use only Arabic')
    await waitFor(() => expect(textbox(canvasElement, 'recipeForm.step.label', { number: 1 })).toHaveFocus())
  },
}

/** `description: ...` lands on the description field. */
export const ServerDescriptionError: Story = {
  parameters: {
    api: {
      saveAnswer: {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Invalid recipe',
          errMessage: 'description: Too short to be useful',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await fillValidRecipe(canvasElement)
    await userEvent.click(saveButton(canvasElement))
    await expect(await within(canvasElement).findByText('Too short to be useful')).toBeVisible()
    await expect(textbox(canvasElement, 'recipeForm.field.description')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expectToast('alert', 'description: Too short to be useful')
  },
}

/** Without an errMessage the toast says Something went wrong (حدث خطأ ما). */
export const ServerFailure: Story = {
  parameters: {
    api: { saveAnswer: { status: 500, body: { statusCode: 500, message: 'Internal server error' } } },
  },
  play: async ({ canvasElement }) => {
    await fillValidRecipe(canvasElement)
    await userEvent.click(saveButton(canvasElement))
    await expectToast('alert', m('common.somethingWentWrong'))
    await expect(saveButton(canvasElement)).toBeEnabled()
    await expect(host.navigate).not.toHaveBeenCalled()
  },
}

/**
 * Edit mode: every field filled from the recipe (ingredient rows from amount, unit and name; photos
 * in their slots). Removing a stored photo sends its key for deletion; the save is a PUT.
 */
export const Edit: Story = {
  args: { recipeId: RECIPE_ID },
  parameters: { api: { recipe: 'own' } },
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement)
    await step('prefilled', async () => {
      await expect(await canvas.findByDisplayValue(inLocale(texts.title))).toBeVisible()
      await expect(textbox(canvasElement, 'recipeForm.field.description')).toHaveValue(
        inLocale(texts.description),
      )
      await expect(spinbutton(canvasElement, 'recipeForm.field.time')).toHaveValue('40')
      await expect(spinbutton(canvasElement, 'recipeForm.field.servings')).toHaveValue('4')
      await expect(textbox(canvasElement, 'recipeForm.field.videoUrl')).toHaveValue(
        'https://www.youtube.com/watch?v=abc123',
      )
      const second = ingredientRow(canvasElement, 2)
      await expect(
        within(second).getByRole('spinbutton', { name: labelled('recipeForm.field.quantity') }),
      ).toHaveValue('1.5')
      await expect(
        within(second).getByRole('combobox', { name: labelled('recipeForm.field.unit') }),
      ).toHaveTextContent(unitName('cup'))
      await expect(
        within(second).getByRole('textbox', { name: labelled('recipeForm.field.name') }),
      ).toHaveValue(inLocale(texts.lentils))
      await expect(textbox(canvasElement, 'recipeForm.step.label', { number: 2 })).toHaveValue(
        inLocale(texts.stepTwo),
      )
      await expect(canvas.getByRole('img', { name: m('recipeForm.field.thumbnail') })).toBeVisible()
      await expect(
        canvas.getByRole('img', { name: m('recipeForm.field.otherImage', { number: 2 }) }),
      ).toBeVisible()
      await expect(
        canvas.getByRole('img', { name: m('recipeForm.field.stepImage', { number: 1 }) }),
      ).toBeVisible()
      // The names arrive with the category list.
      await waitFor(() =>
        expect(
          canvas.getByRole('combobox', { name: labelled('recipeForm.field.category') }),
        ).toHaveTextContent(inLocale({ en: 'Soup', ar: 'شوربات' })),
      )
      await expect(args.onDirtyChange).not.toHaveBeenCalledWith(true)
    })

    // Not opened for an import review: no notice.
    await expect(canvasElement.querySelector('[data-part=review-notice]')).toBeNull()

    await step('change the title, remove a photo, remove the first step', async () => {
      await userEvent.type(
        textbox(canvasElement, 'recipeForm.field.title'),
        inLocale({ en: ' with cumin', ar: ' بالكمون' }),
      )
      const second = m('recipeForm.field.otherImage', { number: 2 })
      await userEvent.click(canvas.getByRole('button', { name: `${m('ui.fileUpload.remove')} ${second}` }))
      await userEvent.click(canvas.getByRole('button', { name: m('recipeForm.step.remove', { number: 1 }) }))
      await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true))
    })

    await step('save: PUT /recipe/edit/{id} with the removed keys', async () => {
      await userEvent.click(saveButton(canvasElement))
      await waitFor(() => expect(api.saves).toHaveLength(1))
      const sent = api.saves[0]!
      await expect(sent.method).toBe('PUT')
      await expect(sent.path).toBe(`/recipe/edit/${RECIPE_ID}`)
      await expect(sent.fields.title).toBe(
        inLocale(texts.title) + inLocale({ en: ' with cumin', ar: ' بالكمون' }),
      )
      await expect(JSON.parse(sent.fields.toDeleteImages!)).toEqual(['other-old-2.webp', 'step-old.webp'])
      await expect(JSON.parse(sent.fields.otherImages!)).toEqual([
        { url: expect.stringMatching(/^data:/), key: 'other-old-1.webp' },
      ])
      await expect(JSON.parse(sent.fields.instructions!)).toEqual([
        { step: inLocale(texts.stepTwo), image: null },
      ])
      await expect(sent.fields.category).toBe('["soup"]')
      await expectToast('status', m('recipeForm.saved'))
      await waitFor(() => expect(host.navigate).toHaveBeenCalledWith(`/recipe/${RECIPE_ID}`))
    })
  },
}

/**
 * An imported recipe opened for review (`review="import"`, the site's `?review=import`): a notice at
 * the top names the site and says what to check, with the original page in a new tab. Saving checks
 * the form as always, so what the page got wrong (no time, a line without quantity and unit) is
 * shown there and nothing is sent.
 */
export const ReviewImported: Story = {
  args: { recipeId: RECIPE_ID, review: 'import' },
  parameters: { api: { recipe: 'imported' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByDisplayValue(inLocale(texts.title))).toBeVisible()

    await step('the notice: the site, what to check, the original page', async () => {
      const notice = canvasElement.querySelector<HTMLElement>(
        '[data-scope=recipe-form] [data-part=review-notice]',
      )!
      await expect(notice).toHaveTextContent(m('recipeForm.review.imported', { site: 'example.com' }))
      // First in the form, above the language hint.
      await expect(canvas.getByRole('form').firstElementChild).toBe(notice)
      const site = within(notice).getByText('example.com')
      await expect(site.tagName).toBe('BDI')
      const source = within(notice).getByRole('link')
      await expect(source).toHaveAttribute('href', IMPORTED_FROM)
      await expect(source).toHaveAttribute('target', '_blank')
      await expect(source).toHaveAttribute('rel', 'noopener noreferrer')
      const address = within(source).getByText(IMPORTED_FROM)
      await expect(address).toHaveAttribute('dir', 'ltr')
      // A long address wraps inside the notice instead of widening the page.
      await expect(notice.scrollWidth).toBeLessThanOrEqual(notice.clientWidth)
    })

    await step('saving shows what the page got wrong; nothing is sent', async () => {
      await userEvent.click(saveButton(canvasElement))
      await waitFor(() =>
        expect(spinbutton(canvasElement, 'recipeForm.field.time')).toHaveAttribute('aria-invalid', 'true'),
      )
      const second = ingredientRow(canvasElement, 2)
      await expect(within(second).getAllByText(m('common.required'))).toHaveLength(2)
      await expect(
        within(second).getByRole('spinbutton', { name: labelled('recipeForm.field.quantity') }),
      ).toHaveAttribute('aria-invalid', 'true')
      await expect(within(ingredientRow(canvasElement, 1)).queryByText(m('common.required'))).toBeNull()
      await expect(api.saves).toHaveLength(0)
      await expect(host.navigate).not.toHaveBeenCalled()
    })
  },
}

/** A recipe written in the other language is edited in its own language, and the form says so. */
export const EditInItsLanguage: Story = {
  args: { recipeId: RECIPE_ID },
  parameters: { api: { recipe: 'otherLanguage' } },
  play: async ({ canvasElement }) => {
    const other = storyLocale() === 'ar' ? 'en' : 'ar'
    const canvas = within(canvasElement)
    await expect(await canvas.findByDisplayValue(texts.title[other])).toBeVisible()
    await expect(canvas.getByText(m(`recipeForm.languageHint.editOther.${other}`))).toBeVisible()
  },
}

/** Someone else's recipe: a clear message instead of the form. */
export const NotOwner: Story = {
  args: { recipeId: RECIPE_ID },
  parameters: { api: { recipe: 'other' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: m('recipeForm.notOwner.title') })).toBeVisible()
    await expect(canvas.queryByRole('form')).toBeNull()
    await expect(canvas.getByRole('link', { name: m('recipeForm.backToRecipe') })).toHaveAttribute(
      'href',
      `/${storyLocale()}/recipe/${RECIPE_ID}`,
    )
  },
}

/** The recipe could not be loaded: Failed to load recipe, with a retry. */
export const LoadFails: Story = {
  args: { recipeId: RECIPE_ID },
  parameters: { api: { recipe: 'fails' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: m('recipeForm.loadFailed') })).toBeVisible()
    await expect(canvas.getByRole('button', { name: m('recipeForm.retry') })).toBeEnabled()
  },
}
