import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Schema } from '@sufra/api-client'
import { storyUser } from '@sufra/api-client/testing'
import {
  type EmbedWorld,
  ShadowLiveEmbed,
  clearToasts,
  embedWorld,
  fakeSignInWindow,
  m,
  shadowOf,
  storyOrigin,
} from '../stories/story-shadow'
import { EmbedShoppingListView } from './shopping-list-view'

const uuid = (n: number) => `5d000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const stamp = '2025-03-01T10:00:00.000Z'
const hummus = { _id: uuid(900), title: { en: 'Silky Hummus with Tahini', ar: 'حمص بالطحينة' } }

const row = (
  n: number,
  name: Schema<'LocalizedText'>,
  aisle: Schema<'Aisle'>,
  quantities: Schema<'ShoppingListQuantity'>[],
): Schema<'ShoppingListItem'> => ({
  _id: uuid(n),
  ingredientId: uuid(500 + n),
  name,
  image: null,
  aisle,
  quantities,
  recipes: [hummus],
  checked: false,
})

/** Fresh lists for each story (ticking changes them). */
const storyLists = (): Schema<'ShoppingList'>[] => [
  {
    _id: uuid(1),
    listName: { en: 'Weekend mezze', ar: 'مازة نهاية الأسبوع' },
    list: [
      row(11, { en: 'Tahini', ar: 'طحينة' }, 'pantry', [{ amount: 120, unit: 'ml' }]),
      row(12, { en: 'Lemons', ar: 'ليمون' }, 'produce', [{ amount: 3, unit: '' }]),
    ],
    recipeId: hummus._id,
    recipes: [hummus],
    itemCount: 2,
    checkedCount: 0,
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    _id: uuid(2),
    listName: { en: 'Big shop', ar: 'التسوق الكبير' },
    list: [row(21, { en: 'Chickpeas', ar: 'حمص حب' }, 'grains', [{ amount: 500, unit: 'g' }])],
    recipeId: null,
    recipes: [hummus],
    itemCount: 1,
    checkedCount: 0,
    createdAt: stamp,
    updatedAt: stamp,
  },
]

type Params = { signedIn?: boolean; listId?: string }

function ListsOnPartnerPage({ world, listId }: { world?: EmbedWorld; listId?: string }) {
  if (!world) return null
  return <ShadowLiveEmbed world={world} view={<EmbedShoppingListView listId={listId} />} />
}

const meta = {
  title: 'Embed/Shopping list (<sufra-shopping-list>)',
  component: ListsOnPartnerPage,
  parameters: { layout: 'padded' },
  beforeEach: clearToasts,
  loaders: [
    ({ parameters }) => ({
      world: embedWorld({ signedIn: (parameters as Params).signedIn === true, lists: storyLists() }),
    }),
  ],
  render: (_args, { loaded, parameters }) => (
    <ListsOnPartnerPage world={loaded.world as EmbedWorld} listId={(parameters as Params).listId} />
  ),
} satisfies Meta<typeof ListsOnPartnerPage>

export default meta
type Story = StoryObj<typeof meta>

const worldOf = (loaded: Record<string, unknown>) => loaded.world as EmbedWorld
const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
/** Queries over the whole shadow root (dialogs and toasts are portalled beside the widget's root). */
const inShadow = (canvasElement: HTMLElement) => within(shadowOf(canvasElement) as unknown as HTMLElement)
const fullName = () => `${storyUser.firstName[lang()]} ${storyUser.lastName[lang()]}`
const entry = (canvasElement: HTMLElement, id: string) =>
  shadowOf(canvasElement).querySelector<HTMLButtonElement>(`[data-part="entry"][data-list-id="${id}"]`)

/**
 * Signed out: the widget is rendered in the browser into the loader's empty box and asks to sign in,
 * reading nothing; Sign in opens Sufra's window, and once signed in the person's lists show, read
 * with the token.
 */
export const SignedOutThenSignIn: Story = {
  play: async ({ canvasElement, loaded, step }) => {
    const world = worldOf(loaded)
    const shadow = inShadow(canvasElement)
    const popup = fakeSignInWindow()
    try {
      await step('the invitation to sign in, and no call to Sufra', async () => {
        const signIn = await shadow.findByRole('button', { name: m('shoppingList.signIn.button') })
        await expect(signIn).toBeVisible()
        await expect(shadow.getByText(m('host.signIn.shoppingLists'))).toBeVisible()
        // The loader's waiting look is gone; the widget is in the element's language and direction.
        const container = shadowOf(canvasElement).querySelector<HTMLElement>('[data-sufra-root]')!
        await expect(container).not.toHaveClass('w')
        await expect(container).toHaveAttribute('dir', lang() === 'ar' ? 'rtl' : 'ltr')
        await expect(world.api.calls).toEqual([])
        await userEvent.click(signIn)
        await expect(popup.opened).toHaveLength(1)
      })

      await step('signed in: the lists, read with the token, and the signed-in line', async () => {
        popup.signIn()
        await waitFor(() => expect(entry(canvasElement, storyLists()[0]!._id)).not.toBeNull())
        await expect(shadow.getByText(m('shoppingList.selectPrompt'))).toBeVisible()
        await expect(
          shadow.getByText(m('embed.session.signedInAs').replace('{name}', fullName())),
        ).toBeVisible()
        await expect(world.auth.find((call) => call.call === 'GET /list')?.authorization).toBe(
          'Bearer story-embed-token',
        )
        // axe then measures the settled widget, not its toasts' entry animation.
        await Promise.all(
          shadowOf(canvasElement)
            .getAnimations()
            .map((animation) => animation.finished),
        )
        await expect(world.errors).toEqual([])
      })
    } finally {
      popup.restore()
    }
  },
}

/**
 * Signed in with `list-id`: that list shows first; ticking an item is stored on Sufra with the token;
 * choosing another list keeps the partner's page where it is and points "Your lists on Sufra" at it.
 */
export const SignedInTickAnItem: Story = {
  parameters: { signedIn: true, listId: uuid(1) },
  play: async ({ canvasElement, loaded, step }) => {
    const world = worldOf(loaded)
    const shadow = inShadow(canvasElement)
    const [mezze, big] = storyLists()

    await step('the list of list-id, chosen', async () => {
      await expect(await shadow.findByText(mezze!.list[0]!.name[lang()])).toBeVisible()
      await waitFor(() => expect(entry(canvasElement, mezze!._id)).toHaveAttribute('aria-current', 'true'))
      await expect(shadow.getByRole('link', { name: new RegExp(m('embed.lists.credit')) })).toHaveAttribute(
        'href',
        `${storyOrigin()}/${lang()}/lists/${mezze!._id}`,
      )
    })

    await step('tick Tahini: PATCH with the token, shown ticked', async () => {
      const tahini = shadow.getByRole('checkbox', {
        name: new RegExp(mezze!.list[0]!.name[lang()]),
      })
      await userEvent.click(tahini)
      await waitFor(() => expect(tahini).toBeChecked())
      await waitFor(() =>
        expect(
          world.auth.find((call) => call.call === `PATCH /list/${mezze!._id}/items/${mezze!.list[0]!._id}`),
        ).toEqual({
          call: `PATCH /list/${mezze!._id}/items/${mezze!.list[0]!._id}`,
          authorization: 'Bearer story-embed-token',
          credentials: 'omit',
        }),
      )
      await expect(world.api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
        checked: true,
      })
    })

    await step('another list: shown in place, the link follows', async () => {
      await userEvent.click(entry(canvasElement, big!._id)!)
      await expect(await shadow.findByText(big!.list[0]!.name[lang()])).toBeVisible()
      await expect(shadow.getByRole('link', { name: new RegExp(m('embed.lists.credit')) })).toHaveAttribute(
        'href',
        `${storyOrigin()}/${lang()}/lists/${big!._id}`,
      )
      await expect(world.errors).toEqual([])
    })
  },
}
