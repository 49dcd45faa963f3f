import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { recipe as cardRecipe } from '../../../widgets/src/recipe-card/story-data'
import { EMBED_SESSION_KEY } from '../interactive/session-store'
import {
  type EmbedWorld,
  ShadowEmbed,
  clearToasts,
  deepActiveElement,
  embedWorld,
  fakeSignInWindow,
  m,
  realKeyboard,
  shadowOf,
  storyOrigin,
} from '../stories/story-shadow'
import { EmbedRecipeCardView } from './recipe-card-view'

const recipe = cardRecipe()
const view = <EmbedRecipeCardView recipe={recipe} />

function CardOnPartnerPage({ world }: { world?: EmbedWorld }) {
  if (!world) return null
  return <ShadowEmbed world={world} recipe={recipe} view={view} />
}

const meta = {
  title: 'Embed/Recipe card (<sufra-recipe-card>)',
  component: CardOnPartnerPage,
  parameters: { layout: 'padded' },
  beforeEach: clearToasts,
  loaders: [({ parameters }) => ({ world: embedWorld({ signedIn: parameters.signedIn === true }) })],
  render: (_args, { loaded }) => <CardOnPartnerPage world={loaded.world as EmbedWorld} />,
} satisfies Meta<typeof CardOnPartnerPage>

export default meta
type Story = StoryObj<typeof meta>

const worldOf = (loaded: Record<string, unknown>) => loaded.world as EmbedWorld
const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')

/** Painted in its shadow root from the server's HTML, hydrated without a mismatch; links go to Sufra. */
export const InShadowRoot: Story = {
  play: async ({ canvasElement, loaded }) => {
    const shadow = shadowOf(canvasElement)
    const card = within(shadow.querySelector<HTMLElement>('[data-sufra-root]')!)
    const root = shadow.querySelector<HTMLElement>('[data-sufra-root]')!
    await expect(root).toHaveAttribute('dir', lang() === 'ar' ? 'rtl' : 'ltr')
    const title = card.getByRole('link', { name: new RegExp(recipe.title[lang()]) })
    await expect(title).toHaveAttribute('href', `${storyOrigin()}/${lang()}/recipe/${recipe._id}`)
    await expect(title).toHaveAttribute('target', '_blank')
    await expect(title).toHaveAccessibleName(expect.stringContaining(m('recipeCard.newTab')))
    // The page's own styles stop at the shadow root: the card is styled by the adopted sheet only.
    await expect(getComputedStyle(shadow.querySelector('article')!).display).not.toBe('inline')
    await waitFor(() => expect(worldOf(loaded).errors).toEqual([]))
    // Signed out, nothing is asked of the API.
    await expect(worldOf(loaded).api.calls).toEqual([])
  },
}

/**
 * A signed-out visitor saves: Sufra's sign-in window opens for this page's origin, its message signs
 * the widget in, and the save they asked for is then made with the bearer token, never cookies.
 */
export const SaveSignsInThroughThePopup: Story = {
  play: async ({ canvasElement, loaded }) => {
    const world = worldOf(loaded)
    const popup = fakeSignInWindow()
    try {
      const shadow = shadowOf(canvasElement)
      const save = within(shadow.querySelector<HTMLElement>('[data-sufra-root]')!).getByRole('button', {
        name: m('recipeCard.save'),
      })
      await waitFor(() => expect(save).not.toHaveAttribute('data-pending'))
      await userEvent.click(save)
      await expect(popup.opened).toEqual([
        `${storyOrigin()}/${lang()}/embed/sign-in?origin=${encodeURIComponent(window.location.origin)}`,
      ])
      await expect(save).toHaveAttribute('aria-pressed', 'false')

      // The same message from another window of the right origin is not a sign-in.
      popup.postFromPage()
      popup.signIn()

      await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'))
      const saveCall = world.auth.find((call) => call.call === `POST /recipe-user/save/${recipe._id}`)
      await expect(saveCall).toEqual({
        call: `POST /recipe-user/save/${recipe._id}`,
        authorization: 'Bearer story-embed-token',
        credentials: 'omit',
      })
      await expect(world.store.get()?.token).toBe('story-embed-token')
      await expect(EMBED_SESSION_KEY).toBe('sufra:embed-session')
      await expect(world.errors).toEqual([])
    } finally {
      popup.restore()
    }
  },
}

/** Keyboard: Tab goes from the page into the card's controls and on out to the page's next link. */
export const KeyboardFocusInAndOut: Story = {
  play: async ({ canvasElement }) => {
    const keyboard = await realKeyboard()
    if (!keyboard)
      throw new Error('This story presses real keys: run it with `vitest --project storybook-en`.')
    const canvas = within(canvasElement)
    const before = canvas.getByRole('link', { name: /before|قبل/ })
    const after = canvas.getByRole('link', { name: /after|بعد/ })
    before.focus()
    const inside: string[] = []
    for (let step = 0; step < 12 && document.activeElement !== after; step++) {
      await keyboard.keyboard('{Tab}')
      const active = deepActiveElement()
      if (active && active.getRootNode() instanceof ShadowRoot) {
        inside.push(active.getAttribute('aria-label') ?? active.textContent ?? '')
      }
    }
    await expect(document.activeElement).toBe(after)
    await expect(inside).toContain(m('recipeCard.save'))
    await expect(inside).toContain(m('recipeCard.like'))
    await expect(inside.some((name) => name.includes(recipe.title[lang()]))).toBe(true)

    // And back into the widget the way it came: its last control.
    await keyboard.keyboard('{Shift>}{Tab}{/Shift}')
    await expect(deepActiveElement()?.getAttribute('aria-label')).toBe(m('recipeCard.like'))
  },
}
