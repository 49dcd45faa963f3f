import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Schema } from '@sufra/api-client'
import { storyUser } from '@sufra/api-client/testing'
import { picture } from '../../../widgets/src/recipe-detail/story-data'
import { hummus } from '../../../widgets/src/recipe-nutrition/story-data'
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
import { EmbedRecipeView } from './recipe-view'

const recipe: Schema<'Recipe'> = {
  ...hummus,
  thumbnail: { url: picture('#d9a441', 'Hummus'), key: 'recipes/hummus.webp' },
  commentsCount: 3,
}
const view = <EmbedRecipeView recipe={recipe} />

function RecipeOnPartnerPage({ world }: { world?: EmbedWorld }) {
  if (!world) return null
  return <ShadowEmbed world={world} recipe={recipe} view={view} />
}

const meta = {
  title: 'Embed/Recipe (<sufra-recipe>)',
  component: RecipeOnPartnerPage,
  parameters: { layout: 'padded' },
  beforeEach: clearToasts,
  loaders: [({ parameters }) => ({ world: embedWorld({ signedIn: parameters.signedIn === true }) })],
  render: (_args, { loaded }) => <RecipeOnPartnerPage world={loaded.world as EmbedWorld} />,
} satisfies Meta<typeof RecipeOnPartnerPage>

export default meta
type Story = StoryObj<typeof meta>

const worldOf = (loaded: Record<string, unknown>) => loaded.world as EmbedWorld
const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const widget = (canvasElement: HTMLElement) =>
  within(shadowOf(canvasElement).querySelector<HTMLElement>('[data-sufra-root]')!)
/** Queries over the whole shadow root: dialogs and toasts are portalled beside the widget's root. */
const inShadow = (canvasElement: HTMLElement) => within(shadowOf(canvasElement) as unknown as HTMLElement)
const fullName = () => `${storyUser.firstName[lang()]} ${storyUser.lastName[lang()]}`

/**
 * Signed out: picture, title, times, Like/Save/Print, the comments on Sufra, the ingredients with the
 * servings adjuster, the steps, the nutrition rings and the credit, all from the server's HTML,
 * hydrated without a mismatch and without one API call.
 */
export const InShadowRoot: Story = {
  play: async ({ canvasElement, loaded }) => {
    const world = worldOf(loaded)
    const recipeWidget = widget(canvasElement)
    await expect(recipeWidget.getByRole('heading', { level: 2, name: recipe.title[lang()] })).toBeVisible()
    await expect(recipeWidget.getByRole('img', { name: recipe.title[lang()] })).toBeVisible()
    await expect(recipeWidget.getByRole('button', { name: new RegExp(m('recipeDetail.like')) })).toBeVisible()
    await expect(recipeWidget.getByRole('button', { name: m('recipeDetail.save') })).toBeVisible()
    await expect(recipeWidget.getByRole('button', { name: m('embed.recipe.print') })).toBeVisible()
    const comments = recipeWidget.getByRole('link', {
      name: new RegExp(lang() === 'ar' ? 'تعليقات' : '3 comments'),
    })
    await expect(comments).toHaveAttribute('href', `${storyOrigin()}/${lang()}/recipe/${recipe._id}#comments`)
    await expect(comments).toHaveAttribute('target', '_blank')
    await expect(
      recipeWidget.getByRole('link', { name: new RegExp(m('embed.recipe.credit')) }),
    ).toHaveAttribute('href', `${storyOrigin()}/${lang()}/recipe/${recipe._id}`)
    await expect(
      recipeWidget.getByRole('heading', { level: 3, name: new RegExp(m('ingredients.title')) }),
    ).toBeVisible()
    await expect(
      recipeWidget.getByRole('heading', { level: 3, name: new RegExp(m('instructions.title')) }),
    ).toBeVisible()
    // Signed out there is no signed-in line.
    await expect(recipeWidget.queryByRole('button', { name: m('embed.session.signOut') })).toBeNull()

    // The servings adjuster scales the amounts and the servings fact.
    const facts = shadowOf(canvasElement).querySelector<HTMLElement>(
      '[data-scope="recipe-overview"] [data-part="facts"]',
    )!
    const before = facts.textContent
    await userEvent.click(recipeWidget.getByRole('button', { name: m('ingredients.servings.increase') }))
    await waitFor(() => expect(facts.textContent).not.toBe(before))

    await expect(world.errors).toEqual([])
    await expect(world.api.calls).toEqual([])
  },
}

/**
 * Signed in on this site earlier (the stored embed session): the signed-in line names the visitor; a
 * like goes with the bearer token and no cookies; Sign out ends the token on Sufra and forgets it.
 */
export const SignedInLineAndSignOut: Story = {
  parameters: { signedIn: true },
  play: async ({ canvasElement, loaded }) => {
    const world = worldOf(loaded)
    const recipeWidget = widget(canvasElement)
    await expect(
      await recipeWidget.findByText(m('embed.session.signedInAs').replace('{name}', fullName())),
    ).toBeVisible()

    const like = recipeWidget.getByRole('button', { name: new RegExp(m('recipeDetail.like')) })
    await waitFor(() => expect(world.api.calls).toContain(`GET /recipe-user/state/${recipe._id}`))
    await userEvent.click(like)
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'))
    await expect(world.auth.find((call) => call.call === `POST /like/${recipe._id}`)).toEqual({
      call: `POST /like/${recipe._id}`,
      authorization: 'Bearer story-embed-token',
      credentials: 'omit',
    })

    await userEvent.click(recipeWidget.getByRole('button', { name: m('embed.session.signOut') }))
    await waitFor(() =>
      expect(recipeWidget.queryByRole('button', { name: m('embed.session.signOut') })).toBeNull(),
    )
    await expect(world.auth.at(-1)).toEqual({
      call: 'DELETE /embed/session',
      authorization: 'Bearer story-embed-token',
      credentials: 'omit',
    })
    await expect(world.store.get()).toBeNull()
    // Announced from the widget's own shadow root (the page's toasts live in one element's root).
    await inShadow(canvasElement).findByRole('status', { name: m('embed.session.signedOut') })
    await expect(world.errors).toEqual([])
  },
}

/**
 * Add to list opens its dialog inside the widget's shadow root: focus moves into it, real Tab presses
 * stay inside, Escape closes it and focus returns to Add to list; creating the list sends the token.
 */
export const AddToListDialogTrapsFocus: Story = {
  parameters: { signedIn: true },
  play: async ({ canvasElement, loaded }) => {
    const keyboard = await realKeyboard()
    if (!keyboard)
      throw new Error('This story presses real keys: run it with `vitest --project storybook-en`.')
    const world = worldOf(loaded)
    const recipeWidget = widget(canvasElement)
    const shadow = inShadow(canvasElement)
    await recipeWidget.findByRole('button', { name: m('embed.session.signOut') })

    await userEvent.click(recipeWidget.getByRole('checkbox', { name: m('addToList.selectAll') }))
    const add = recipeWidget.getByRole('button', { name: m('addToList.button') })
    await waitFor(() => expect(add).toBeEnabled())
    await userEvent.click(add)

    const dialog = await shadow.findByRole('dialog', { name: m('addToList.dialog.title') })
    await expect(dialog.getRootNode()).toBe(shadowOf(canvasElement))
    await waitFor(() => expect(dialog.contains(deepActiveElement())).toBe(true))
    for (let step = 0; step < 6; step++) {
      await keyboard.keyboard('{Tab}')
      await expect(dialog.contains(deepActiveElement())).toBe(true)
    }
    await keyboard.keyboard('{Shift>}{Tab}{/Shift}')
    await expect(dialog.contains(deepActiveElement())).toBe(true)

    await keyboard.keyboard('{Escape}')
    await waitFor(() => expect(shadow.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(deepActiveElement()).toBe(add))

    // Now made for real: the list is created with the token.
    await userEvent.click(add)
    const again = await shadow.findByRole('dialog', { name: m('addToList.dialog.title') })
    await userEvent.click(within(again).getByRole('button', { name: m('addToList.create') }))
    await waitFor(() => expect(shadow.queryByRole('dialog')).toBeNull())
    await expect(world.auth.find((call) => call.call === 'POST /list/create')?.authorization).toBe(
      'Bearer story-embed-token',
    )
    // Created once, with the amounts for the servings the widget shows.
    await expect(
      world.api.requests.find((request) => request.method === 'POST' && request.path === '/list/create')
        ?.body,
    ).toMatchObject({ recipeId: recipe._id, servings: recipe.servings })
    await expect(world.auth.filter((call) => call.call === 'POST /list/create')).toHaveLength(1)
    await expect(world.errors).toEqual([])
  },
}

/** Signed out, Add to list signs in through Sufra's window first, then opens the list dialog itself. */
export const AddToListSignsInFirst: Story = {
  play: async ({ canvasElement, loaded }) => {
    const world = worldOf(loaded)
    const popup = fakeSignInWindow()
    try {
      const recipeWidget = widget(canvasElement)
      await userEvent.click(recipeWidget.getByRole('checkbox', { name: m('addToList.selectAll') }))
      await userEvent.click(recipeWidget.getByRole('button', { name: m('addToList.button') }))
      await expect(popup.opened).toHaveLength(1)
      await expect(inShadow(canvasElement).queryByRole('dialog')).toBeNull()

      popup.signIn()

      const dialog = await inShadow(canvasElement).findByRole('dialog', { name: m('addToList.dialog.title') })
      await waitFor(() => expect(dialog).toBeVisible())
      // axe then measures the colours of the settled dialog, not of its entry animation.
      await Promise.all(
        shadowOf(canvasElement)
          .getAnimations()
          .map((animation) => animation.finished),
      )
      await expect(
        recipeWidget.getByText(m('embed.session.signedInAs').replace('{name}', fullName())),
      ).toBeVisible()
      await expect(world.errors).toEqual([])
    } finally {
      popup.restore()
    }
  },
}

/**
 * Print prints the recipe, not the partner's page: a new window gets a copy of the widget in a shadow
 * root of its own with the widget's stylesheet, without the buttons, in the widget's direction.
 */
export const PrintOnlyTheRecipe: Story = {
  play: async ({ canvasElement, loaded }) => {
    // The print window, played by a frame on the story's page (its print() only noted).
    const frame = document.createElement('iframe')
    frame.title = 'Print window (story)'
    frame.style.cssText =
      'position:fixed;inset-block-start:0;inset-inline-start:-2000px;width:600px;height:400px'
    document.body.append(frame)
    const printWindow = frame.contentWindow as Window
    let printed = false
    printWindow.print = () => {
      printed = true
    }
    const open = window.open
    window.open = (() => printWindow) as typeof window.open
    try {
      await userEvent.click(widget(canvasElement).getByRole('button', { name: m('embed.recipe.print') }))
      await waitFor(() => expect(printed).toBe(true))
      const copy = printWindow.document.body.firstElementChild?.shadowRoot
      await expect(copy?.adoptedStyleSheets).toHaveLength(1)
      await expect(copy?.firstElementChild).toHaveAttribute('dir', lang() === 'ar' ? 'rtl' : 'ltr')
      await expect(copy?.querySelector('article h2')?.textContent).toBe(recipe.title[lang()])
      await expect(copy?.querySelector('[data-scope="recipe-actions"]')).toBeNull()
      await expect(copy?.querySelectorAll('[data-part="ingredient"]').length).toBeGreaterThan(0)
      await expect(printWindow.document.title).toBe(recipe.title[lang()])
      await expect(worldOf(loaded).errors).toEqual([])
    } finally {
      window.open = open
      frame.remove()
    }
  },
}
