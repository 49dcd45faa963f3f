import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import { MediaGallery, type MediaGalleryProps } from './media-gallery'
import { m, mf, picture, storyLocale } from './story-data'

const titles = { en: 'Chicken musakhan rolls', ar: 'لفائف مسخن الدجاج' }
const title = () => titles[storyLocale()]

/** The gallery in a column as wide as the page gives it, titled in the story's language. */
function Demo(props: MediaGalleryProps) {
  const { locale } = useI18n()
  return (
    <div className={css({ maxW: 'xl' })}>
      <MediaGallery {...props} title={titles[locale]} />
    </div>
  )
}

const pictures = {
  thumbnail: { url: picture('#c8553d', '1'), key: 'recipes/musakhan.webp' },
  otherImages: [
    { url: picture('#6a994e', '2'), key: 'recipes/musakhan-2.webp' },
    { url: picture('#f2a541', '3'), key: 'recipes/musakhan-3.webp' },
  ],
}

const meta = {
  title: 'Widgets/RecipeDetail/MediaGallery',
  component: MediaGallery,
  render: (args) => <Demo {...args} />,
  args: {
    title: '',
    ...pictures,
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
} satisfies Meta<typeof MediaGallery>

export default meta
type Story = StoryObj<typeof meta>

const stage = (canvas: HTMLElement) => canvas.querySelector<HTMLElement>('[data-part=stage]')!
const position = (canvas: HTMLElement) => canvas.querySelector('[data-part=position]')?.textContent
const thumbButtons = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: m('recipeDetail.gallery.thumbnails') })).getAllByRole(
    'button',
  )
const shownPicture = (canvas: HTMLElement) => stage(canvas).querySelector('img')

/**
 * Thumbnail, video, then the other pictures; previous / next, the thumbnails and the arrow keys (in
 * the reading direction), Home and End; pressing play embeds YouTube without cookies.
 */
export const WithVideo: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const gallery = canvas.getByRole('region', { name: m('recipeDetail.gallery.label') })
    await expect(gallery).toHaveAttribute('aria-roledescription', 'carousel')

    await step('the first picture, eager, named after the recipe', async () => {
      await expect(position(canvasElement)).toBe(mf('recipeDetail.gallery.position', { index: 1, count: 4 }))
      const first = shownPicture(canvasElement)!
      await expect(first).toHaveAttribute(
        'alt',
        mf('recipeDetail.gallery.pictureAlt', { title: title(), index: 1, count: 3 }),
      )
      await expect(first).toHaveAttribute('loading', 'eager')
      const thumbs = thumbButtons(canvasElement)
      await expect(thumbs).toHaveLength(4)
      await expect(thumbs[0]).toHaveAttribute('aria-current', 'true')
      await expect(thumbs[1]).toHaveAccessibleName(m('recipeDetail.gallery.showVideo'))
      await expect(thumbs[3]).toHaveAccessibleName(
        mf('recipeDetail.gallery.showPicture', { index: 3, count: 3 }),
      )
      // The thumbnails' pictures wait until they are near the screen.
      await expect(thumbs[2]!.querySelector('img')).toHaveAttribute('loading', 'lazy')
    })

    await step('Next shows the video: a poster with a play button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: m('recipeDetail.gallery.next') }))
      await expect(position(canvasElement)).toBe(mf('recipeDetail.gallery.position', { index: 2, count: 4 }))
      await expect(thumbButtons(canvasElement)[1]).toHaveAttribute('aria-current', 'true')
      await expect(
        canvas.getByRole('button', { name: mf('recipeDetail.video.play', { title: title() }) }),
      ).toBeVisible()
      await expect(
        stage(canvasElement).querySelector('[data-scope=video-player][data-part=root]'),
      ).toHaveAttribute('data-provider', 'youtube')
    })

    await step('arrow keys follow the reading direction; Home and End', async () => {
      const forward = storyLocale() === 'ar' ? '{ArrowLeft}' : '{ArrowRight}'
      const backward = storyLocale() === 'ar' ? '{ArrowRight}' : '{ArrowLeft}'
      thumbButtons(canvasElement)[1]!.focus()
      await userEvent.keyboard(forward)
      await expect(position(canvasElement)).toBe(mf('recipeDetail.gallery.position', { index: 3, count: 4 }))
      // The focus moves with the shown slide's thumbnail.
      await expect(thumbButtons(canvasElement)[2]).toHaveFocus()
      await expect(shownPicture(canvasElement)).toHaveAttribute(
        'alt',
        mf('recipeDetail.gallery.pictureAlt', { title: title(), index: 2, count: 3 }),
      )
      await expect(shownPicture(canvasElement)).toHaveAttribute('loading', 'lazy')
      await userEvent.keyboard('{End}')
      await expect(position(canvasElement)).toBe(mf('recipeDetail.gallery.position', { index: 4, count: 4 }))
      await userEvent.keyboard(forward)
      // Past the last, back to the first.
      await expect(position(canvasElement)).toBe(mf('recipeDetail.gallery.position', { index: 1, count: 4 }))
      await userEvent.keyboard(backward)
      await expect(position(canvasElement)).toBe(mf('recipeDetail.gallery.position', { index: 4, count: 4 }))
      await userEvent.keyboard('{Home}')
      await expect(position(canvasElement)).toBe(mf('recipeDetail.gallery.position', { index: 1, count: 4 }))
    })

    await step('a thumbnail shows its slide; play embeds the privacy-enhanced player', async () => {
      await userEvent.click(thumbButtons(canvasElement)[1]!)
      await userEvent.click(
        canvas.getByRole('button', { name: mf('recipeDetail.video.play', { title: title() }) }),
      )
      const frame = await waitFor(() => {
        const found = stage(canvasElement).querySelector('iframe')
        if (!found) throw new Error('no player yet')
        return found
      })
      await expect(frame).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      )
      await expect(frame).toHaveAttribute('title', mf('recipeDetail.video.frameTitle', { title: title() }))
      await expect(frame.getAttribute('allow')).toContain('autoplay')
      await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
      await expect(frame).toHaveAttribute('allowfullscreen')
      await expect(frame).toHaveFocus()
    })
  },
}

/** Pictures only: no video in the thumbnails. */
export const PicturesOnly: Story = {
  args: { videoUrl: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(thumbButtons(canvasElement)).toHaveLength(3)
    await expect(canvas.queryByRole('button', { name: m('recipeDetail.gallery.showVideo') })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: m('recipeDetail.gallery.previous') }))
    await expect(position(canvasElement)).toBe(mf('recipeDetail.gallery.position', { index: 3, count: 3 }))
    await expect(shownPicture(canvasElement)).toHaveAttribute(
      'alt',
      mf('recipeDetail.gallery.pictureAlt', { title: title(), index: 3, count: 3 }),
    )
  },
}

/** One picture: no buttons, no thumbnails; the picture is named after the recipe. */
export const SinglePicture: Story = {
  args: { otherImages: [], videoUrl: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.getByRole('img', { name: title() })).toBeVisible()
  },
}

/** A Vimeo address: our own poster, then Vimeo's player. */
export const VimeoVideo: Story = {
  args: { otherImages: [], videoUrl: 'https://vimeo.com/76979871' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: m('recipeDetail.gallery.showVideo') }))
    await expect(stage(canvasElement).querySelector('[data-part=poster]')?.tagName).toBe('SPAN')
    await userEvent.click(
      canvas.getByRole('button', { name: mf('recipeDetail.video.play', { title: title() }) }),
    )
    await waitFor(() =>
      expect(stage(canvasElement).querySelector('iframe')?.getAttribute('src')).toMatch(
        /^https:\/\/player\.vimeo\.com\/video\/76979871\?/,
      ),
    )
  },
}

/** An address that is neither YouTube nor Vimeo: "Error loading video", and the address to open. */
export const UnknownVideoHost: Story = {
  args: { otherImages: [], videoUrl: 'https://www.dailymotion.com/video/x8abc12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: m('recipeDetail.gallery.showVideo') }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m('recipeDetail.video.error'))
    await expect(stage(canvasElement).querySelector('iframe')).toBeNull()
    const original = canvas.getByRole('link', { name: new RegExp(m('recipeDetail.video.openOriginal')) })
    await expect(original).toHaveAttribute('href', 'https://www.dailymotion.com/video/x8abc12')
    await expect(original).toHaveAttribute('target', '_blank')
  },
}

/** A video address that is not a web address at all: the error, and no link. */
export const BrokenVideoAddress: Story = {
  args: { thumbnail: null, otherImages: [], videoUrl: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m('recipeDetail.video.error'))
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** No picture and no video: a placeholder. */
export const NoMedia: Story = {
  args: { thumbnail: null, otherImages: [], videoUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(m('recipeDetail.gallery.noPicture'))).toBeVisible()
  },
}

/** Only a video: its poster and play button fill the gallery, with no slide controls. */
export const VideoOnly: Story = {
  args: { thumbnail: null, otherImages: [], videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const play = canvas.getByRole('button', { name: mf('recipeDetail.video.play', { title: title() }) })
    await expect(play).toBeVisible()
    await expect(canvas.getAllByRole('button')).toHaveLength(1)
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}
