import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { type Schema, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import { Toaster, toaster } from '@sufra/ui/toast'
import { UNIT_SYSTEM_STORAGE_KEY } from '../shared/unit-system'
import { WidgetHostProvider } from '../widget-host'
import { RecipeIngredients } from './recipe-ingredients'
import { storyUser } from '@sufra/api-client/testing'
import { SALT_ID, TAHINI_ID, hummus, m, storyApi, storyHost, storyLists, storyLocale } from './story-data'

/** The fake host and API of one story, made by its loader so the play function can read them. */
type World = {
  host: ReturnType<typeof storyHost>
  api: ReturnType<typeof storyApi>
  /** Every value RecipeIngredients asked the page to set the servings to. */
  servingsSeen: number[]
}

type DemoProps = {
  recipe: Schema<'Recipe'>
  signedIn: boolean
  failWith?: { status: number; message: string }
  /** GET /list answers 500. */
  listsFail?: boolean
  /** The signed-in person's saved units (default metric, as a new account). */
  units?: 'metric' | 'us'
  /** PUT /user/units answers 500. */
  unitsFail?: boolean
  world?: World
}

/** The recipe page's part: the page keeps the servings and passes them down. */
function Demo({ recipe, world }: DemoProps) {
  const [servings, setServings] = useState(recipe.servings)
  if (!world) return null
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={world.api.client}>
        <WidgetHostProvider host={world.host}>
          <RecipeIngredients
            recipe={recipe}
            servings={servings}
            onServingsChange={(next) => {
              world.servingsSeen.push(next)
              setServings(next)
            }}
          />
          <Toaster />
        </WidgetHostProvider>
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}

const meta = {
  title: 'Widgets/RecipeNutrition/RecipeIngredients',
  component: Demo,
  args: { recipe: hummus, signedIn: true },
  parameters: { layout: 'padded' },
  loaders: [
    ({ args }): { world: World } => ({
      world: {
        host: storyHost(args.signedIn ? { ...storyUser, units: args.units ?? 'metric' } : null),
        api: storyApi({ failWith: args.failWith, listsFail: args.listsFail, unitsFail: args.unitsFail }),
        servingsSeen: [],
      },
    }),
  ],
  render: (args, { loaded }) => <Demo {...args} world={(loaded as { world: World }).world} />,
  // The toast queue is shared by the whole app: every story starts with it empty.
  beforeEach: () => {
    toaster.remove()
    // A visitor's units choice is kept in this browser: every story starts without one.
    localStorage.removeItem(UNIT_SYSTEM_STORAGE_KEY)
    return () => localStorage.removeItem(UNIT_SYSTEM_STORAGE_KEY)
  },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

const worldOf = (loaded: Record<string, unknown>) => (loaded as { world: World }).world

const name = (line: Schema<'RecipeIngredient'>) => line.nameClean[storyLocale()]
const cards = (canvas: HTMLElement) =>
  Array.from(canvas.querySelectorAll<HTMLElement>('[data-part=ingredient]'))
const cardNamed = (canvas: HTMLElement, text: string) =>
  cards(canvas).find((card) => card.querySelector('[data-part=name]')?.textContent === text)!
const quantityOf = (canvas: HTMLElement, text: string) =>
  cardNamed(canvas, text).querySelector('[data-part=quantity]')?.textContent?.replace(/\s+/g, ' ').trim()

const unit = (en: string, ar: string) => (storyLocale() === 'ar' ? ar : en)
const tahini = () => (storyLocale() === 'ar' ? 'طحينة' : 'Tahini')

async function toastNamed(role: 'status' | 'alert', text: string) {
  const toast = await screen.findByRole(role, { name: text }, { timeout: 15_000 })
  await waitFor(() => expect(toast).toBeVisible())
  return toast
}

/** The list dialog once it is open and shown (its code loads on first opening, then it fades in). */
async function dialog() {
  const shown = await screen.findByRole('dialog', { name: m('addToList.dialog.title') })
  await waitFor(() => expect(shown).toBeVisible())
  return shown
}

/**
 * The first 12 of 14 ingredients, amounts for the recipe's 4 servings in metric units (the default:
 * ½ cup of tahini reads 118 ml, spoons and cans as written), See All and See Less.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await step('heading, count and the first 12 ingredients', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: m('ingredients.title') })).toBeVisible()
      await expect(canvas.getByText(storyLocale() === 'ar' ? '14 مكوّنًا' : '14 ingredients')).toBeVisible()
      await expect(cards(canvasElement)).toHaveLength(12)
      // Every one of them can go on a list, so no note about missing tick boxes yet.
      await expect(canvas.queryByText(m('ingredients.notAddable'))).toBeNull()
      await expect(quantityOf(canvasElement, tahini())).toBe(unit('118 millilitres', '118 مل'))
      await expect(quantityOf(canvasElement, storyLocale() === 'ar' ? 'حمص' : 'Chickpeas')).toBe(
        unit('2 cans', '2 علبة'),
      )
      await expect(quantityOf(canvasElement, storyLocale() === 'ar' ? 'صنوبر' : 'Pine nuts')).toBe(
        unit('120 grams', '120 غرام'),
      )
      // Names are user content in either script.
      await expect(cardNamed(canvasElement, tahini()).querySelector('[data-part=name]')).toHaveAttribute(
        'dir',
        'auto',
      )
      // A picture from the catalogue, or the first letter on a neutral circle.
      await expect(cardNamed(canvasElement, tahini()).querySelector('img')).toHaveAttribute('alt', '')
      const lemon = storyLocale() === 'ar' ? 'عصير ليمون' : 'Lemon juice'
      await expect(cardNamed(canvasElement, lemon).querySelector('img')).toBeNull()
      await expect(cardNamed(canvasElement, lemon)).toHaveTextContent(storyLocale() === 'ar' ? 'ع' : 'L')
    })

    await step('See All shows all 14, See Less goes back to 12', async () => {
      const seeAll = canvas.getByRole('button', { name: m('ingredients.seeAll') })
      await expect(seeAll).toHaveAttribute('aria-expanded', 'false')
      await userEvent.click(seeAll)
      await expect(cards(canvasElement)).toHaveLength(14)
      const seeLess = canvas.getByRole('button', { name: m('ingredients.seeLess') })
      await expect(seeLess).toHaveAttribute('aria-expanded', 'true')
      await expect(seeLess).toHaveFocus()
      const pickles = name(hummus.ingredients[12]!)
      await expect(cardNamed(canvasElement, pickles)).toBeVisible()
      // The hand-written line is not in the catalogue: no tick box, and a note says why.
      await expect(within(cardNamed(canvasElement, pickles)).queryByRole('checkbox')).toBeNull()
      await expect(canvas.getByText(m('ingredients.notAddable'))).toBeVisible()
      // "Salt to taste" has no amount.
      const lastSalt = cards(canvasElement)[13]!
      await expect(lastSalt.querySelector('[data-part=name]')).toHaveTextContent(
        name(hummus.ingredients[13]!),
      )
      await expect(lastSalt.querySelector('[data-part=quantity]')).toHaveTextContent(
        new RegExp(`^${unit('to taste', 'حسب الرغبة')}$`),
      )
      await userEvent.click(seeLess)
      await expect(cards(canvasElement)).toHaveLength(12)
    })
  },
}

/**
 * 4 → 8 servings doubles every amount (½ cup → 1 cup); the adjuster stops at 1. The person's units
 * are US here, so the cups and their fractions are shown as written.
 */
export const ServingAdjuster: Story = {
  args: { units: 'us' },
  play: async ({ canvasElement, step, loaded }) => {
    const mounted = worldOf(loaded)
    const canvas = within(canvasElement)
    const group = canvas.getByRole('group', { name: m('ingredients.servings') })
    const more = within(group).getByRole('button', { name: m('ingredients.servings.increase') })
    const fewer = within(group).getByRole('button', { name: m('ingredients.servings.decrease') })
    const shown = () => group.querySelector('output span[aria-hidden]')?.textContent

    await step('4 → 8 doubles the amounts', async () => {
      await expect(shown()).toBe('4')
      for (let i = 0; i < 4; i++) await userEvent.click(more)
      await expect(shown()).toBe('8')
      await expect(mounted.servingsSeen).toEqual([5, 6, 7, 8])
      await expect(quantityOf(canvasElement, tahini())).toBe(unit('1 cup', '1 كوب'))
      await expect(quantityOf(canvasElement, storyLocale() === 'ar' ? 'حمص' : 'Chickpeas')).toBe(
        unit('4 cans', '4 علبة'),
      )
      // Scaled, then shown in US units: 240 g is 8.47 oz.
      await expect(quantityOf(canvasElement, storyLocale() === 'ar' ? 'صنوبر' : 'Pine nuts')).toBe(
        unit('8.47 ounces', '8.47 أونصة'),
      )
      // The new count is announced.
      await expect(group.querySelector('output')).toHaveTextContent(
        storyLocale() === 'ar' ? '8 حصص' : '8 servings',
      )
    })

    await step('6 servings: one and a half times, as fractions', async () => {
      await userEvent.click(fewer)
      await userEvent.click(fewer)
      await expect(quantityOf(canvasElement, tahini())).toBe(unit('¾ cup', '¾ كوب'))
      await expect(quantityOf(canvasElement, storyLocale() === 'ar' ? 'ثوم' : 'Garlic')).toBe(
        unit('1½ cloves', '1½ فص'),
      )
    })

    await step('the minimum is 1: − cannot go to 0', async () => {
      for (let i = 0; i < 5; i++) await userEvent.click(fewer)
      await expect(shown()).toBe('1')
      await expect(fewer).toHaveAttribute('aria-disabled', 'true')
      await userEvent.click(fewer)
      await userEvent.keyboard('{Enter}')
      await expect(shown()).toBe('1')
      await expect(mounted.servingsSeen).not.toContain(0)
      await expect(Math.min(...mounted.servingsSeen)).toBe(1)
      // ⅛ cup reads better as 2 tablespoons in US units.
      await expect(quantityOf(canvasElement, tahini())).toBe(unit('2 tablespoons', '2 ملعقة كبيرة'))
      // Still focusable, so the keyboard user stays in place.
      await expect(fewer).toHaveFocus()
      await userEvent.click(more)
      await expect(shown()).toBe('2')
      await expect(fewer).not.toHaveAttribute('aria-disabled')
    })
  },
}

/** Signed out: ticking works, Add to list asks to sign in and sends nothing. */
export const AddToListSignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, loaded }) => {
    const mounted = worldOf(loaded)
    const canvas = within(canvasElement)
    const add = canvas.getByRole('button', { name: m('addToList.button') })
    await expect(add).toBeDisabled()
    await expect(canvas.getByText(m('addToList.hint'))).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(tahini()) }))
    await expect(
      canvas.getByText(storyLocale() === 'ar' ? 'تم تحديد مكوّن واحد' : '1 ingredient selected'),
    ).toBeVisible()
    await expect(add).toBeEnabled()
    await userEvent.click(add)
    await expect(mounted.host.requireSignIn.mock.calls).toEqual([['addToList']])
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(mounted.api.calls).toHaveLength(0)
  },
}

/** The choice in the open dialog: "New list" and the person's lists, as radios. */
const targets = (form: HTMLElement) =>
  within(within(form).getByRole('radiogroup', { name: m('addToList.target') })).getAllByRole('radio')

/**
 * Signed in: tick ingredients, keep "New list" and the recipe's title as its name, create. The body
 * carries both languages of the title, each catalogue id once, the recipe id and the servings shown.
 */
export const AddToListSignedIn: Story = {
  play: async ({ canvasElement, step, loaded }) => {
    const mounted = worldOf(loaded)
    const canvas = within(canvasElement)
    const add = canvas.getByRole('button', { name: m('addToList.button') })

    await step('tick Tahini and both salt lines (one after See All)', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(tahini()) }))
      await userEvent.click(canvas.getByRole('button', { name: m('ingredients.seeAll') }))
      const salts = canvas.getAllByRole('checkbox', {
        name: new RegExp(`^${storyLocale() === 'ar' ? 'ملح' : 'Salt'}`),
      })
      await expect(salts).toHaveLength(2)
      for (const salt of salts) await userEvent.click(salt)
      await expect(
        canvas.getByText(storyLocale() === 'ar' ? 'تم تحديد 3 مكونات' : '3 ingredients selected'),
      ).toBeVisible()
      await expect(canvas.getByRole('checkbox', { name: m('addToList.selectAll') })).toBePartiallyChecked()
    })

    await step(
      'the dialog: New list (chosen) or one of the lists, the recipe title as the name',
      async () => {
        await userEvent.click(add)
        const form = await dialog()
        await expect(form).toHaveAccessibleDescription(
          storyLocale() === 'ar'
            ? 'مكوّنان، بمقادير 4 حصص.'
            : '2 ingredients, with the amounts for 4 servings.',
        )
        // Newest first, as GET /list answers; a list named in English only shows that name in Arabic.
        await waitFor(() => expect(targets(form)).toHaveLength(3))
        const [fresh, mezze, big] = targets(form)
        await expect(fresh).toHaveAccessibleName(m('addToList.newList'))
        await expect(fresh).toBeChecked()
        await expect(mezze).toHaveAccessibleName(
          storyLocale() === 'ar' ? 'مازة نهاية الأسبوع 7 عناصر' : 'Weekend mezze 7 items',
        )
        await expect(big).toHaveAccessibleName(
          storyLocale() === 'ar' ? 'Big shop عنصر واحد' : 'Big shop 1 item',
        )
        const input = within(form).getByRole('textbox', { name: new RegExp(m('addToList.listName')) })
        await expect(input).toHaveValue(hummus.title[storyLocale()])
        await expect(input).toHaveAttribute('dir', 'auto')
        await userEvent.click(within(form).getByRole('button', { name: m('addToList.create') }))
      },
    )

    await step('POST /list/create, 201: the toast in the page language, the dialog closes', async () => {
      await toastNamed('status', m('addToList.created'))
      await expect(mounted.api.calls).toEqual([
        {
          call: 'POST /list/create',
          body: {
            listName: { en: 'Silky Hummus with Tahini', ar: 'حمص بالطحينة' },
            list: [TAHINI_ID, SALT_ID],
            recipeId: hummus._id,
            servings: 4,
          },
        },
      ])
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(add).toHaveFocus())
    })
  },
}

/**
 * Onto a list the person already has: 6 servings on the adjuster, Tahini ticked, the newest list
 * chosen (the name field goes), "Add to this list": POST /list/{id}/items with the servings; the
 * toast names the list in the reader's language.
 */
export const AddToExistingList: Story = {
  play: async ({ canvasElement, step, loaded }) => {
    const mounted = worldOf(loaded)
    const canvas = within(canvasElement)
    const add = canvas.getByRole('button', { name: m('addToList.button') })

    await step('6 servings, Tahini ticked, the dialog open', async () => {
      const more = canvas.getByRole('button', { name: m('ingredients.servings.increase') })
      await userEvent.click(more)
      await userEvent.click(more)
      await expect(quantityOf(canvasElement, tahini())).toBe(unit('177 millilitres', '177 مل'))
      await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(tahini()) }))
      await userEvent.click(add)
    })

    const form = await dialog()
    await step('choosing a list hides the name and offers Add to this list', async () => {
      await expect(form).toHaveAccessibleDescription(
        storyLocale() === 'ar'
          ? 'مكوّن واحد، بمقادير 6 حصص.'
          : '1 ingredient, with the amounts for 6 servings.',
      )
      await waitFor(() => expect(targets(form)).toHaveLength(3))
      await userEvent.click(targets(form)[1]!)
      await expect(targets(form)[1]).toBeChecked()
      await expect(within(form).queryByRole('textbox')).toBeNull()
      await expect(within(form).queryByRole('button', { name: m('addToList.create') })).toBeNull()
      await userEvent.click(within(form).getByRole('button', { name: m('addToList.add') }))
    })

    await step('POST /list/{id}/items: the toast names the list, the dialog closes', async () => {
      const mezze = storyLists[0]!
      await toastNamed(
        'status',
        m('addToList.added').replace('{name}', `\u2068${mezze.listName[storyLocale()]}\u2069`),
      )
      await expect(mounted.api.calls).toEqual([
        {
          call: `POST /list/${mezze._id}/items`,
          body: { recipeId: hummus._id, list: [TAHINI_ID], servings: 6 },
        },
      ])
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(add).toHaveFocus())
    })

    await step('back to New list: the name returns', async () => {
      await userEvent.click(add)
      const again = await dialog()
      await waitFor(() => expect(targets(again)).toHaveLength(3))
      await expect(targets(again)[0]).toBeChecked()
      await userEvent.click(targets(again)[2]!)
      await userEvent.click(targets(again)[0]!)
      await expect(within(again).getByRole('textbox')).toBeVisible()
      await userEvent.click(within(again).getByRole('button', { name: m('common.cancel') }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await expect(mounted.api.calls).toHaveLength(1)
    })
  },
}

/** The lists cannot be read: the dialog says so and a new list can still be made. */
export const ListsUnavailable: Story = {
  args: { listsFail: true },
  play: async ({ canvasElement, loaded }) => {
    const mounted = worldOf(loaded)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(tahini()) }))
    await userEvent.click(canvas.getByRole('button', { name: m('addToList.button') }))
    const form = await dialog()
    await expect(await within(form).findByText(m('addToList.listsFailed'))).toBeVisible()
    await expect(targets(form)).toHaveLength(1)
    await userEvent.click(within(form).getByRole('button', { name: m('addToList.create') }))
    await toastNamed('status', m('addToList.created'))
    await expect(mounted.api.calls.map((call) => call.call)).toEqual(['POST /list/create'])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

/** Select all, a list name of one's own (in the page's language), and the Required check. */
export const AddToListRenamed: Story = {
  play: async ({ canvasElement, loaded }) => {
    const mounted = worldOf(loaded)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox', { name: m('addToList.selectAll') }))
    await expect(
      canvas.getByText(storyLocale() === 'ar' ? 'تم تحديد 13 مكوّنًا' : '13 ingredients selected'),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: m('addToList.button') }))
    const form = await dialog()
    const input = within(form).getByRole('textbox', { name: new RegExp(m('addToList.listName')) })
    await userEvent.clear(input)
    await userEvent.click(within(form).getByRole('button', { name: m('addToList.create') }))
    await waitFor(() => expect(within(form).getByText(m('common.required'))).toBeVisible())
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(mounted.api.calls).toHaveLength(0)

    const typed = storyLocale() === 'ar' ? 'مازة نهاية الأسبوع' : 'Weekend mezze'
    await userEvent.type(input, typed)
    await userEvent.click(within(form).getByRole('button', { name: m('addToList.create') }))
    await toastNamed('status', m('addToList.created'))
    const { body } = mounted.api.calls[0] as { body: Schema<'ShoppingListInput'> }
    await expect(body.servings).toBe(4)
    await expect(body.listName).toEqual(
      storyLocale() === 'ar' ? { en: '', ar: typed } : { en: typed, ar: '' },
    )
    // Twelve catalogue ingredients: salt appears twice in the recipe but once on the list.
    await expect(body.list).toHaveLength(12)
    await expect(new Set(body.list).size).toBe(12)
    // Created: the dialog closes (as in AddToListSignedIn), so the next story starts without it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

/** A refused list: the server's error message in a toast, and the dialog stays open to retry. */
export const AddToListFails: Story = {
  args: { failWith: { status: 400, message: 'One of these ingredients no longer exists.' } },
  play: async ({ canvasElement, loaded }) => {
    const mounted = worldOf(loaded)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(tahini()) }))
    await userEvent.click(canvas.getByRole('button', { name: m('addToList.button') }))
    const form = await dialog()
    await userEvent.click(within(form).getByRole('button', { name: m('addToList.create') }))
    await toastNamed('alert', 'One of these ingredients no longer exists.')
    await expect(mounted.api.calls).toHaveLength(1)
    await expect(screen.getByRole('dialog', { name: m('addToList.dialog.title') })).toBeVisible()
    await userEvent.click(within(form).getByRole('button', { name: m('common.cancel') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

/** A short recipe: no See All, and nothing to say about the catalogue. */
export const FewIngredients: Story = {
  args: {
    recipe: { ...hummus, servings: 2, ingredients: hummus.ingredients.slice(0, 3), ingredientsCount: 3 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(cards(canvasElement)).toHaveLength(3)
    await expect(canvas.queryByRole('button', { name: m('ingredients.seeAll') })).toBeNull()
    await expect(canvas.queryByText(m('ingredients.notAddable'))).toBeNull()
  },
}

const lemonJuice = () => (storyLocale() === 'ar' ? 'عصير ليمون' : 'Lemon juice')
const icedWater = () => (storyLocale() === 'ar' ? 'ماء مثلج' : 'Iced water')
const pineNuts = () => (storyLocale() === 'ar' ? 'صنوبر' : 'Pine nuts')
const chickpeas = () => (storyLocale() === 'ar' ? 'حمص' : 'Chickpeas')

/** The Units toggle: its two radios, and a way to pick one as a person does (pressing its label). */
function unitsToggle(canvasElement: HTMLElement) {
  const group = within(canvasElement).getByRole('radiogroup', { name: m('units.label') })
  return {
    group,
    metric: within(group).getByRole('radio', { name: m('units.metric') }),
    us: within(group).getByRole('radio', { name: m('units.us') }),
    choose: (system: 'metric' | 'us') =>
      userEvent.click(within(group).getByText(m(system === 'us' ? 'units.us' : 'units.metric'))),
  }
}

const unitWrites = (world: World) => world.api.sent.filter((request) => request.path === '/user/units')

async function expectMetricAmounts(canvasElement: HTMLElement) {
  await expect(quantityOf(canvasElement, tahini())).toBe(unit('118 millilitres', '118 مل'))
  await expect(quantityOf(canvasElement, icedWater())).toBe(unit('60 millilitres', '60 مل'))
  await expect(quantityOf(canvasElement, lemonJuice())).toBe(unit('4 tablespoons', '4 ملعقة كبيرة'))
  await expect(quantityOf(canvasElement, pineNuts())).toBe(unit('120 grams', '120 غرام'))
  await expect(quantityOf(canvasElement, chickpeas())).toBe(unit('2 cans', '2 علبة'))
}

async function expectUsAmounts(canvasElement: HTMLElement) {
  await expect(quantityOf(canvasElement, tahini())).toBe(unit('½ cup', '½ كوب'))
  await expect(quantityOf(canvasElement, icedWater())).toBe(unit('¼ cup', '¼ كوب'))
  // 4 tablespoons are a quarter cup.
  await expect(quantityOf(canvasElement, lemonJuice())).toBe(unit('¼ cup', '¼ كوب'))
  await expect(quantityOf(canvasElement, pineNuts())).toBe(unit('4.23 ounces', '4.23 أونصة'))
  await expect(quantityOf(canvasElement, chickpeas())).toBe(unit('2 cans', '2 علبة'))
}

/**
 * Signed in: Metric (a new account's) → US → Metric. Each choice changes the amounts at once, is
 * saved with PUT /user/units and the user is read again; the servings still scale (scaled, then
 * converted). The arrow keys switch too, in the page's direction.
 */
export const UnitsToggle: Story = {
  play: async ({ canvasElement, step, loaded }) => {
    const mounted = worldOf(loaded)
    const toggle = unitsToggle(canvasElement)

    await step('metric first: millilitres and grams, spoons and cans as written', async () => {
      await expect(toggle.metric).toBeChecked()
      await expect(toggle.us).not.toBeChecked()
      await expectMetricAmounts(canvasElement)
    })

    await step('US: cups, spoons and ounces, saved for the person', async () => {
      await toggle.choose('us')
      await expect(toggle.us).toBeChecked()
      await expect(toggle.metric).not.toBeChecked()
      await expectUsAmounts(canvasElement)
      await waitFor(() =>
        expect(unitWrites(mounted)).toEqual([{ method: 'PUT', path: '/user/units', body: { units: 'us' } }]),
      )
      await waitFor(() => expect(mounted.host.refreshUser).toHaveBeenCalledTimes(1))
    })

    await step('8 servings in US units: scaled, then converted', async () => {
      const more = within(canvasElement).getByRole('button', { name: m('ingredients.servings.increase') })
      for (let i = 0; i < 4; i++) await userEvent.click(more)
      await expect(quantityOf(canvasElement, tahini())).toBe(unit('1 cup', '1 كوب'))
      await expect(quantityOf(canvasElement, lemonJuice())).toBe(unit('½ cup', '½ كوب'))
      await expect(quantityOf(canvasElement, pineNuts())).toBe(unit('8.47 ounces', '8.47 أونصة'))
    })

    await step(
      'back to metric with the arrow key towards it (left in English, right in Arabic)',
      async () => {
        await toggle.choose('us')
        await expect(toggle.us).toHaveFocus()
        await userEvent.keyboard(storyLocale() === 'ar' ? '{ArrowRight}' : '{ArrowLeft}')
        await expect(toggle.metric).toBeChecked()
        await expect(toggle.metric).toHaveFocus()
        await expect(quantityOf(canvasElement, tahini())).toBe(unit('237 millilitres', '237 مل'))
        await expect(quantityOf(canvasElement, pineNuts())).toBe(unit('240 grams', '240 غرام'))
        await waitFor(() =>
          expect(unitWrites(mounted).map((request) => request.body)).toEqual([
            { units: 'us' },
            { units: 'metric' },
          ]),
        )
      },
    )
  },
}

/** The person chose US before: the page opens in US units. */
export const UnitsSavedAsUs: Story = {
  args: { units: 'us' },
  play: async ({ canvasElement, loaded }) => {
    const toggle = unitsToggle(canvasElement)
    await expect(toggle.us).toBeChecked()
    await expectUsAmounts(canvasElement)
    await expect(unitWrites(worldOf(loaded))).toHaveLength(0)
  },
}

/**
 * Signed out: the choice is kept in this browser (localStorage `sufra:units`), nothing is sent; a
 * visitor who chose US before sees US units from the start.
 */
export const UnitsSignedOut: Story = {
  args: { signedIn: false },
  beforeEach: () => {
    localStorage.setItem('sufra:units', 'us')
  },
  play: async ({ canvasElement, step, loaded }) => {
    const mounted = worldOf(loaded)
    const toggle = unitsToggle(canvasElement)

    await step('US from this browser', async () => {
      await waitFor(() => expect(toggle.us).toBeChecked())
      await expectUsAmounts(canvasElement)
    })

    await step('metric, remembered here and not sent', async () => {
      await toggle.choose('metric')
      await expect(toggle.metric).toBeChecked()
      await expectMetricAmounts(canvasElement)
      await expect(localStorage.getItem('sufra:units')).toBe('metric')
      await toggle.choose('us')
      await expect(localStorage.getItem('sufra:units')).toBe('us')
      await expectUsAmounts(canvasElement)
      await expect(unitWrites(mounted)).toHaveLength(0)
      await expect(mounted.host.requireSignIn).not.toHaveBeenCalled()
    })
  },
}

/** The choice cannot be saved: an alert says so and the amounts go back to the saved units. */
export const UnitsSaveFails: Story = {
  args: { unitsFail: true },
  play: async ({ canvasElement }) => {
    const toggle = unitsToggle(canvasElement)
    await toggle.choose('us')
    await toastNamed('alert', m('units.saveFailed'))
    await waitFor(() => expect(toggle.metric).toBeChecked())
    await expectMetricAmounts(canvasElement)
  },
}
