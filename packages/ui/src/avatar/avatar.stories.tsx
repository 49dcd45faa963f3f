import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { useI18n } from '@sufra/i18n'
import { Avatar } from './avatar'
import { avatarToneOf, initialOf, isDefaultPicture } from './avatar-utils'

const people = {
  en: { name: 'Layla Haddad', initial: 'L', chef: 'Omar Khalil' },
  ar: { name: 'ليلى حداد', initial: 'ل', chef: 'عمر خليل' },
}
const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const person = () => people[storyLocale()]

// A small portrait as a data: URL, so the story never touches the network.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    '<rect width="96" height="96" fill="#d5eee1"/>' +
    '<circle cx="48" cy="38" r="18" fill="#1f6d50"/>' +
    '<rect x="18" y="62" width="60" height="40" rx="30" fill="#1f6d50"/></svg>',
)}`

/** The colour a fallback circle should have: the token's CSS variable, resolved by the browser. */
function tokenColour(tone: string) {
  const probe = document.createElement('span')
  probe.style.backgroundColor = `var(--colors-avatar-${tone})`
  document.body.append(probe)
  const colour = getComputedStyle(probe).backgroundColor
  probe.remove()
  return colour
}

const fallbackOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part=fallback]')!

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Layla Haddad' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

/** The API's "no picture" marker: the first letter of the first name on a colour from the name. */
export const DefaultPicture: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <Avatar
        {...args}
        size="lg"
        name={people[locale].name}
        src="https://cdn.sufra.example/users/default.webp"
      />
    )
  },
  play: async ({ canvasElement }) => {
    const { name, initial } = person()
    const root = within(canvasElement).getByRole('img', { name })
    const fallback = fallbackOf(root)
    await expect(fallback).toHaveTextContent(initial)
    await expect(fallback).toBeVisible()
    await expect(root.querySelector('img')).toBeNull()
    const tone = avatarToneOf(name)
    await expect(root).toHaveAttribute('data-tone', tone)
    await expect(getComputedStyle(fallback).backgroundColor).toBe(tokenColour(tone))
    await expect(getComputedStyle(fallback).color).toBe('rgb(255, 255, 255)')
  },
}

export const WithImage: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    return <Avatar {...args} size="lg" name={people[locale].name} src={portrait} />
  },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('img', { name: person().name })
    const image = root.querySelector('img')!
    await waitFor(() => expect(image).toBeVisible())
    await expect(image).toHaveAttribute('data-state', 'visible')
    await expect(fallbackOf(root)).not.toBeVisible()
  },
}

/** A picture that fails to load falls back to the initial. */
export const BrokenImage: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <Avatar {...args} size="lg" name={people[locale].chef} src="data:image/png;base64,bm90IGFuIGltYWdl" />
    )
  },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('img', { name: people[storyLocale()].chef })
    await waitFor(() => expect(fallbackOf(root)).toBeVisible())
    await expect(root.querySelector('img')).not.toBeVisible()
    await expect(fallbackOf(root)).toHaveTextContent(storyLocale() === 'ar' ? 'ع' : 'O')
  },
}

const names = ['عبد الله', 'إِيمان', 'ـسارة', '«نور»', 'élodie', '  yusuf  ', '😀 Zainab', 'Ömer']
const expectedInitials = ['ع', 'إ', 'س', 'ن', 'É', 'Y', 'Z', 'Ö']

/** Initials are whole letters: Arabic without harakat or tatweel, punctuation and emoji skipped. */
export const Initials: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {names.map((name) => (
        <Avatar key={name} {...args} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const roots = within(canvasElement).getAllByRole('img')
    await expect(roots).toHaveLength(names.length)
    for (const [index, root] of roots.entries()) {
      await expect(fallbackOf(root)).toHaveTextContent(expectedInitials[index]!)
    }
    await expect(initialOf('')).toBe('')
  },
}

export const Sizes: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    return (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <Avatar key={size} {...args} size={size} name={people[locale].name} data-size={size} />
        ))}
        <Avatar {...args} size="xl" name={people[locale].name} src={portrait} />
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const widths = ['xs', 'sm', 'md', 'lg', 'xl'].map(
      (size) => canvasElement.querySelector(`[data-size=${size}]`)!.getBoundingClientRect().width,
    )
    await expect(widths).toEqual([24, 32, 40, 56, 80])
  },
}

/** Same name, same colour, everywhere; the decorative form hides a repeated name. */
export const ColoursAndDecorative: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {['Amal', 'Bilal', 'Dina', 'Fadi', 'Hana', 'Karim', 'Lina', 'Nabil', 'Rania', 'Sami'].map((name) => (
        <Avatar key={name} {...args} name={name} />
      ))}
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Avatar {...args} name="Amal" size="sm" decorative />
        <span>Amal</span>
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('img')).toHaveLength(10)
    const tones = canvas.getAllByRole('img').map((root) => root.getAttribute('data-tone'))
    await expect(new Set(tones).size).toBeGreaterThan(3)
    await expect(avatarToneOf('Amal')).toBe(avatarToneOf('  amal '))
    const decorative = canvasElement.querySelector('[data-scope=avatar][data-part=root][aria-hidden=true]')!
    await expect(decorative).toHaveAttribute('data-tone', avatarToneOf('Amal'))
    await expect(isDefaultPicture('https://cdn.example/u/default.webp?v=2')).toBe(true)
    await expect(isDefaultPicture('https://cdn.example/u/layla.webp')).toBe(false)
    await expect(isDefaultPicture(undefined)).toBe(true)
  },
}
