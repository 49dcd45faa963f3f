import type { CSSProperties } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import type { Schema } from '@sufra/api-client'
import { toaster } from '@sufra/ui/toast'
import { css } from '@sufra/styled-system/css'
import { RecipeCard } from './recipe-card'
import { RecipeGrid, RecipeGridSkeleton } from './recipe-grid'
import {
  CardProviders,
  daysAgo,
  dish,
  fakeServer,
  layla,
  longDescription,
  m,
  omar,
  recipe,
  storyHost,
  storyLocale,
} from './story-data'

type Scenario = {
  recipe: Schema<'RecipeSummary'>
  host: ReturnType<typeof storyHost>
  server: ReturnType<typeof fakeServer>
}

/**
 * One card with its own fake host and server, made afresh before each run of the story (so the
 * English and Arabic runs, and re-runs, start from the same state).
 */
function scenario(make: () => Schema<'RecipeSummary'>, { signedIn = true } = {}) {
  const build = (): Scenario => {
    const data = make()
    return { recipe: data, host: storyHost(signedIn), server: fakeServer(data) }
  }
  let current = build()
  return {
    get: () => current,
    beforeEach: () => {
      current = build()
    },
    render: () => (
      <CardProviders host={current.host} client={current.server.client}>
        <div className={css({ maxW: 'sm' })}>
          <RecipeCard recipe={current.recipe} />
        </div>
      </CardProviders>
    ),
  }
}

const meta = {
  title: 'Widgets/RecipeCard',
  component: RecipeCard,
  args: { recipe: recipe() },
  parameters: { layout: 'padded' },
  // The toast queue is shared by the whole app: every story starts with it empty.
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof RecipeCard>

export default meta
type Story = StoryObj<typeof meta>

const ar = () => storyLocale() === 'ar'

/** A toast once its entry animation has made it visible. */
async function toastNamed(role: 'status' | 'alert', name: string) {
  const toast = await screen.findByRole(role, { name }, { timeout: 15_000 })
  await waitFor(() => expect(toast).toBeVisible())
  return toast
}

const likeButton = (canvas: HTMLElement) => within(canvas).getByRole('button', { name: m('recipeCard.like') })
const saveButton = (canvas: HTMLElement) => within(canvas).getByRole('button', { name: m('recipeCard.save') })
const likesShown = (canvas: HTMLElement) =>
  canvas.querySelector('[data-part=likes] [aria-hidden]')?.textContent ?? ''
const likesText = (count: number) =>
  ar() ? ({ 7: '7 إعجابات', 8: '8 إعجابات' } as Record<number, string>)[count] : `${count} likes`

const plain = scenario(() => recipe())

/**
 * A recipe by a creator without a picture: thumbnail, creator initial and name, age, title link,
 * description, time, servings, ingredient count, and like and save, not pressed.
 */
export const Default: Story = {
  beforeEach: plain.beforeEach,
  render: plain.render,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const data = plain.get().recipe
    const title = data.title[storyLocale()]
    const card = canvas.getByRole('article', { name: title })

    await step('the thumbnail: named by the title, loaded lazily, 4:3', async () => {
      const picture = within(card).getByRole('img', { name: title })
      await expect(picture).toHaveAttribute('loading', 'lazy')
      await expect(picture).toHaveAttribute('src', data.thumbnail!.url)
      await expect(getComputedStyle(picture.parentElement!).aspectRatio).toBe('4 / 3')
      await expect(within(card).queryByRole('img', { name: m('recipeCard.video') })).toBeNull()
    })

    await step('the title links to the recipe, user text in its own direction', async () => {
      const link = within(card).getByRole('link', { name: title })
      await expect(link).toHaveAttribute('href', `/${storyLocale()}/recipe/${data._id}`)
      await expect(within(link).getByText(title)).toHaveAttribute('dir', 'auto')
      await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(title)
    })

    await step('the creator: initial (default.webp) and name linking to their page', async () => {
      const name = ar() ? 'ليلى حداد' : 'Layla Haddad'
      const creator = within(card).getByRole('link', { name })
      await expect(creator).toHaveAttribute('href', `/${storyLocale()}/creators/${layla._id}`)
      const fallback = creator.querySelector('[data-scope=avatar][data-part=fallback]')
      await expect(fallback).toHaveTextContent(ar() ? 'ل' : 'L')
      await expect(creator.querySelector('[data-scope=avatar] img')).toBeNull()
    })

    await step('age, description, time, servings and ingredients in the page language', async () => {
      await expect(within(card).getByText(ar() ? 'منذ 3 أيام' : '3 days ago')).toBeVisible()
      const description = card.querySelector('[data-part=description] span')!
      await expect(description).toHaveTextContent(data.description[storyLocale()])
      await expect(description).toHaveAttribute('dir', 'auto')
      const facts = within(within(card).getByRole('list', { name: m('recipeCard.facts') })).getAllByRole(
        'listitem',
      )
      await expect(facts.map((fact) => fact.textContent)).toEqual(
        ar() ? ['25 دقيقةً', '4 حصص', '12 مكوّنًا'] : ['25 min', '4 servings', '12 ingredients'],
      )
    })

    await step('like and save: named toggle buttons, not pressed; the like count', async () => {
      await expect(likeButton(card)).toHaveAttribute('aria-pressed', 'false')
      await expect(likeButton(card)).toHaveAccessibleDescription(likesText(7)!)
      await expect(likesShown(card)).toBe('7')
      await expect(saveButton(card)).toHaveAttribute('aria-pressed', 'false')
    })
    await expect(plain.get().server.state.calls).toEqual([])
  },
}

const signedOut = scenario(() => recipe(), { signedIn: false })

/** Signed out: like and save show the login alert and send nothing. */
export const SignedOut: Story = {
  beforeEach: signedOut.beforeEach,
  render: signedOut.render,
  play: async ({ canvasElement, step }) => {
    const { host, server } = signedOut.get()
    await step('like: Please login to like or unlike', async () => {
      await userEvent.click(likeButton(canvasElement))
      await toastNamed('status', m('host.signIn.like'))
      await expect(host.requireSignIn).toHaveBeenCalledWith('like')
      await expect(likeButton(canvasElement)).toHaveAttribute('aria-pressed', 'false')
      await expect(likesShown(canvasElement)).toBe('7')
    })
    await step('save: the save alert', async () => {
      await userEvent.click(saveButton(canvasElement))
      await toastNamed('status', m('host.signIn.save'))
      await expect(host.requireSignIn).toHaveBeenCalledWith('save')
      await expect(saveButton(canvasElement)).toHaveAttribute('aria-pressed', 'false')
    })
    await expect(server.state.calls).toEqual([])
  },
}

const liking = scenario(() => recipe())

/** Signed in: like counts up at once, the server confirms; liking again takes it back. */
export const Like: Story = {
  beforeEach: liking.beforeEach,
  render: liking.render,
  play: async ({ canvasElement, step }) => {
    const { server, recipe: data } = liking.get()
    const like = likeButton(canvasElement)
    await step('like: pressed and 8 before the server answers', async () => {
      await userEvent.click(like)
      await expect(like).toHaveAttribute('aria-pressed', 'true')
      await expect(likesShown(canvasElement)).toBe('8')
      await expect(like).toHaveAttribute('data-pending')
      await waitFor(() => expect(like).not.toHaveAttribute('data-pending'))
      await expect(like).toHaveAttribute('aria-pressed', 'true')
      await expect(likesShown(canvasElement)).toBe('8')
      await expect(like).toHaveAccessibleDescription(likesText(8)!)
    })
    await step('unlike: back to 7', async () => {
      await userEvent.click(like)
      await expect(like).toHaveAttribute('aria-pressed', 'false')
      await expect(likesShown(canvasElement)).toBe('7')
      await waitFor(() => expect(like).not.toHaveAttribute('data-pending'))
      await expect(likesShown(canvasElement)).toBe('7')
    })
    await expect(server.state.calls).toEqual([`POST /like/${data._id}`, `POST /like/${data._id}`])
    // No toast for a like.
    await expect(screen.queryByRole('status')).toBeNull()
  },
}

const refusedLike = scenario(() => recipe())

/** The server answers 500: the like shows at once, then rolls back. */
export const LikeRolledBack: Story = {
  beforeEach: () => {
    refusedLike.beforeEach()
    refusedLike.get().server.state.likeStatus = 500
    // The failure is logged (spec section 8); keep the test output quiet.
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
  render: refusedLike.render,
  play: async ({ canvasElement }) => {
    const like = likeButton(canvasElement)
    await userEvent.click(like)
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(likesShown(canvasElement)).toBe('8')
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'))
    await expect(likesShown(canvasElement)).toBe('7')
    await expect(refusedLike.get().server.state.calls).toHaveLength(1)
  },
}

const saving = scenario(() => recipe())

/** Save: toast and the user refreshed; unsave: toast, refreshed, and off to /explore. */
export const SaveAndUnsave: Story = {
  beforeEach: saving.beforeEach,
  render: saving.render,
  play: async ({ canvasElement, step }) => {
    const { host, server, recipe: data } = saving.get()
    const save = saveButton(canvasElement)
    await step('save: Recipe saved successfully', async () => {
      await userEvent.click(save)
      await expect(save).toHaveAttribute('aria-pressed', 'true')
      await toastNamed('status', m('recipeCard.saveSucceeded'))
      await expect(host.refreshUser).toHaveBeenCalledTimes(1)
      await expect(host.navigate).not.toHaveBeenCalled()
      await expect(save).toHaveAttribute('aria-pressed', 'true')
    })
    await step('unsave: Recipe unsaved successfully, then /explore', async () => {
      await waitFor(() => expect(save).not.toHaveAttribute('data-pending'))
      await userEvent.click(save)
      await expect(save).toHaveAttribute('aria-pressed', 'false')
      await toastNamed('status', m('recipeCard.unsaveSucceeded'))
      await expect(host.refreshUser).toHaveBeenCalledTimes(2)
      await expect(host.navigate).toHaveBeenCalledWith('/explore')
    })
    await expect(server.state.calls).toEqual([
      `POST /recipe-user/save/${data._id}`,
      `POST /recipe-user/unsave/${data._id}`,
    ])
  },
}

const failingSave = scenario(() => recipe())

/** A failed save or unsave puts the toggle back and says so. */
export const SaveFails: Story = {
  beforeEach: () => {
    failingSave.beforeEach()
    failingSave.get().server.state.saveStatus = 500
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
  render: failingSave.render,
  play: async ({ canvasElement, step }) => {
    const { host, server } = failingSave.get()
    const save = saveButton(canvasElement)
    await step('save fails: Failed to save recipe', async () => {
      await userEvent.click(save)
      await toastNamed('alert', m('recipeCard.saveFailed'))
      await expect(save).toHaveAttribute('aria-pressed', 'false')
    })
    await step('unsave fails: Failed to unsave recipe, still saved', async () => {
      server.state.saveStatus = 200
      await waitFor(() => expect(save).not.toHaveAttribute('data-pending'))
      await userEvent.click(save)
      await toastNamed('status', m('recipeCard.saveSucceeded'))
      await waitFor(() => expect(save).not.toHaveAttribute('data-pending'))
      server.state.saveStatus = 500
      await userEvent.click(save)
      await toastNamed('alert', m('recipeCard.unsaveFailed'))
      await expect(save).toHaveAttribute('aria-pressed', 'true')
    })
    await expect(host.navigate).not.toHaveBeenCalled()
    await expect(host.refreshUser).toHaveBeenCalledTimes(1)
  },
}

const imported = scenario(() =>
  recipe({
    _id: '7c0a8b2e-1d3f-4a5b-9c6d-2e1f0a9b8c7d',
    title: { en: 'Chicken maqluba', ar: 'مقلوبة دجاج' },
    description: { en: 'Upside-down rice with aubergine.', ar: 'أرز مقلوب بالباذنجان.' },
    thumbnail: { url: dish('#6a994e', '#f2e8cf'), key: 'recipes/maqluba.webp' },
    videoUrl: 'https://www.youtube.com/watch?v=abc123',
    createdBy: omar,
    metadata: { imported: true, site: 'cookpad.com', originalUrl: 'https://cookpad.com/recipes/123' },
    likedByMe: true,
    savedByMe: true,
    likesCount: 1200,
  }),
)

/**
 * An imported recipe with a video: the play icon, and the source site instead of the creator,
 * opening in a new tab without passing on the page.
 */
export const ImportedWithVideo: Story = {
  beforeEach: imported.beforeEach,
  render: imported.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: m('recipeCard.video') })).toBeVisible()
    const source = canvas.getByRole('link', { name: `cookpad.com ${m('recipeCard.newTab')}` })
    await expect(source).toHaveAttribute('href', 'https://cookpad.com/recipes/123')
    await expect(source).toHaveAttribute('target', '_blank')
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer nofollow')
    await expect(canvas.queryByRole('link', { name: ar() ? 'عمر خليل' : 'Omar Khalil' })).toBeNull()
    // Liked and saved already; a thousands separator on the count.
    await expect(likeButton(canvasElement)).toHaveAttribute('aria-pressed', 'true')
    await expect(saveButton(canvasElement)).toHaveAttribute('aria-pressed', 'true')
    await expect(likesShown(canvasElement)).toMatch(/^1[,٬]200$/)
  },
}

const fresh = scenario(() =>
  recipe({
    _id: '2a4b6c8d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
    title: { en: 'Chicken maqluba for a crowd', ar: 'مقلوبة دجاج لعائلة كبيرة' },
    description: longDescription,
    thumbnail: null,
    createdBy: omar,
    createdAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    time: 90,
    servings: 1,
    ingredientsCount: 2,
    likesCount: 0,
  }),
)

/** Posted minutes ago: Today. A long description stops after 20 words; no thumbnail: a drawn plate. */
export const TodayLongDescriptionNoPicture: Story = {
  beforeEach: fresh.beforeEach,
  render: fresh.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(ar() ? 'اليوم' : 'Today')).toBeVisible()
    const text = canvasElement.querySelector('[data-part=description] span')!.textContent!
    await expect(text.endsWith('…')).toBe(true)
    const words = text.slice(0, -1).trim().split(/\s+/)
    await expect(words).toHaveLength(20)
    await expect(words).toEqual(longDescription[storyLocale()].split(/\s+/).slice(0, 20))
    await expect(canvasElement.querySelector('[data-part=no-picture]')).toBeVisible()
    await expect(canvas.queryByRole('img', { name: fresh.get().recipe.title[storyLocale()] })).toBeNull()
    // A creator with a picture shows it.
    await waitFor(() => expect(canvasElement.querySelector('[data-scope=avatar] img')).toBeVisible())
    const facts = within(canvas.getByRole('list', { name: m('recipeCard.facts') })).getAllByRole('listitem')
    await expect(facts.map((fact) => fact.textContent)).toEqual(
      ar() ? ['90 دقيقةً', 'حصة واحدة', 'مكوّنان'] : ['90 min', '1 serving', '2 ingredients'],
    )
    await expect(likeButton(canvasElement)).toHaveAccessibleDescription(ar() ? 'لا إعجابات' : '0 likes')
  },
}

const gridRecipes = [
  recipe(),
  recipe({
    _id: '11111111-1111-4111-8111-111111111111',
    title: { en: 'Lentil soup', ar: 'شوربة عدس' },
    description: { en: 'Red lentils, cumin and lemon.', ar: 'عدس أحمر وكمون وليمون.' },
    thumbnail: { url: dish('#f2a541'), key: 'recipes/lentils.webp' },
    videoUrl: 'https://www.youtube.com/watch?v=lentils',
    createdBy: omar,
    createdAt: daysAgo(1),
    time: 40,
    servings: 6,
    ingredientsCount: 8,
    likesCount: 31,
    likedByMe: true,
  }),
  recipe({
    _id: '22222222-2222-4222-8222-222222222222',
    title: { en: '', ar: 'مجدرة' },
    description: { en: '', ar: 'عدس وأرز وبصل مقرمش.' },
    thumbnail: { url: dish('#6a994e'), key: 'recipes/mujaddara.webp' },
    createdAt: daysAgo(11),
    servings: 2,
    ingredientsCount: 5,
    likesCount: 2,
    savedByMe: true,
  }),
  recipe({
    _id: '33333333-3333-4333-8333-333333333333',
    title: { en: 'Shakshuka', ar: 'شكشوكة' },
    description: longDescription,
    thumbnail: null,
    metadata: { imported: true, site: 'example-kitchen.com', originalUrl: 'https://example-kitchen.com/s' },
    createdAt: new Date().toISOString(),
    time: 20,
    servings: 3,
    ingredientsCount: 1,
    likesCount: 0,
  }),
]

const grid = {
  host: storyHost(true),
  server: fakeServer(recipe()),
}

/** Cards in the responsive grid: one column on phones, up to four on wide screens. */
export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <CardProviders host={grid.host} client={grid.server.client}>
      <div className={css({ p: { base: '4', md: '6' } })}>
        <RecipeGrid recipes={gridRecipes} />
      </div>
    </CardProviders>
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-scope=recipe-grid][data-part=root]')!
    await expect(within(list).getAllByRole('article')).toHaveLength(4)
    // A title written in Arabic only shows on English pages too.
    await expect(within(canvasElement).getByRole('link', { name: 'مجدرة' })).toBeVisible()
    const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length
    const width = window.innerWidth
    await expect(columns).toBe(width >= 1280 ? 4 : width >= 1024 ? 3 : width >= 640 ? 2 : 1)
  },
}

/** While recipes load: card-shaped placeholders, and a busy region that says so. */
export const Loading: Story = {
  render: () => (
    <div className={css({ maxW: '4xl' })}>
      <RecipeGridSkeleton count={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(m('recipeCard.loading'))
    await expect(canvasElement.querySelector('[aria-busy=true]')).not.toBeNull()
  },
}

/**
 * A partner's brand, set through the theme's CSS custom properties only (see the README, "Styling
 * and direction"): accent and danger colours, surface, border and text colours, corner radius, fonts.
 */
const partnerTheme = {
  '--colors-accent-text': 'rgb(91, 33, 182)',
  '--colors-danger-text': 'rgb(159, 18, 57)',
  '--colors-bg-surface': 'rgb(255, 251, 240)',
  '--colors-border-subtle': 'rgb(196, 181, 253)',
  '--colors-fg-default': 'rgb(30, 27, 75)',
  '--radii-xl': '4px',
  '--fonts-latin': 'Georgia, serif',
  '--fonts-arabic': "'Noto Naskh Arabic', Georgia, serif",
} as CSSProperties

const rethemed = scenario(() => recipe({ likedByMe: true, savedByMe: true, likesCount: 13 }))

/** The same liked and saved card twice: Sufra's theme, then a partner's tokens on a wrapper. */
export const Rethemed: Story = {
  beforeEach: rethemed.beforeEach,
  render: () => (
    <CardProviders host={rethemed.get().host} client={rethemed.get().server.client}>
      <div
        className={css({ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: '6', maxW: '3xl' })}
      >
        <div data-theme-sample="sufra">
          <RecipeCard recipe={rethemed.get().recipe} />
        </div>
        <div data-theme-sample="partner" style={partnerTheme}>
          <RecipeCard recipe={rethemed.get().recipe} />
        </div>
      </div>
    </CardProviders>
  ),
  play: async ({ canvasElement, step }) => {
    const card = (sample: 'sufra' | 'partner') =>
      canvasElement.querySelector<HTMLElement>(`[data-theme-sample=${sample}] [data-scope=recipe-card]`)!
    const part = (sample: 'sufra' | 'partner', selector: string) =>
      getComputedStyle(card(sample).querySelector<HTMLElement>(selector)!)
    const both = (selector: string, property: 'color' | 'fontFamily') =>
      [part('sufra', selector)[property], part('partner', selector)[property]] as const

    await step('the card: surface, border and corner radius from the partner tokens', async () => {
      const [sufra, partner] = [getComputedStyle(card('sufra')), getComputedStyle(card('partner'))]
      await expect(partner.backgroundColor).toBe('rgb(255, 251, 240)')
      await expect(partner.borderTopColor).toBe('rgb(196, 181, 253)')
      await expect(partner.borderStartStartRadius).toBe('4px')
      await expect(sufra.backgroundColor).not.toBe(partner.backgroundColor)
      await expect(sufra.borderTopColor).not.toBe(partner.borderTopColor)
      await expect(sufra.borderStartStartRadius).not.toBe('4px')
    })

    await step('liked and saved: the icons take the partner danger and accent colours', async () => {
      const [sufraLike, partnerLike] = both('[data-part=like] svg', 'color')
      await expect(partnerLike).toBe('rgb(159, 18, 57)')
      await expect(sufraLike).not.toBe(partnerLike)
      const [sufraSave, partnerSave] = both('[data-part=save] svg', 'color')
      await expect(partnerSave).toBe('rgb(91, 33, 182)')
      await expect(sufraSave).not.toBe(partnerSave)
    })

    await step('the title: partner text colour and font, in either language', async () => {
      const [sufraColour, partnerColour] = both('[data-part=title-link]', 'color')
      await expect(partnerColour).toBe('rgb(30, 27, 75)')
      await expect(sufraColour).not.toBe(partnerColour)
      const [sufraFont, partnerFont] = both('[data-part=title-link]', 'fontFamily')
      await expect(partnerFont).toContain('Georgia')
      await expect(sufraFont).not.toContain('Georgia')
    })
  },
}
