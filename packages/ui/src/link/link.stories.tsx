import type { Meta, StoryObj } from '@storybook/react-vite'
import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { messages, useI18n } from '@sufra/i18n'
import { Link } from './link'

const text = {
  en: {
    before: 'Read our ',
    terms: 'terms of use',
    after: ' before you publish a recipe.',
    source: 'Original recipe on Cookpad',
    home: 'Home',
    explore: 'Explore',
    planner: 'Meal planner',
    lists: 'Shopping lists',
    seeAll: 'See all',
    saved: 'Saved recipes',
  },
  ar: {
    before: 'اقرأ ',
    terms: 'شروط الاستخدام',
    after: ' قبل نشر وصفة.',
    source: 'الوصفة الأصلية على كوكباد',
    home: 'الرئيسية',
    explore: 'استكشف',
    planner: 'مخطط الوجبات',
    lists: 'قوائم التسوق',
    seeAll: 'عرض الكل',
    saved: 'الوصفات المحفوظة',
  },
}
const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const copy = () => text[storyLocale()]

const meta = {
  title: 'UI/Link',
  component: Link,
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'nav', 'subtle'] } },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const Inline: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    const t = text[locale]
    return (
      <p>
        {t.before}
        <Link {...args} href="#/terms">
          {t.terms}
        </Link>
        {t.after}
      </p>
    )
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: copy().terms })
    await expect(link).toHaveAttribute('href', '#/terms')
    await expect(link).not.toHaveAttribute('target')
    await expect(link).not.toHaveAttribute('rel')
    // Underlined, so it is not told apart by colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toContain('underline')
  },
}

export const External: Story = {
  render: function Render() {
    const { locale } = useI18n()
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'start' }}>
        <Link href="https://cookpad.example/recipes/42" external>
          {text[locale].source}
        </Link>
        <Link href="https://example.com/about" target="_blank" rel="author" variant="subtle">
          Sufra
        </Link>
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const newTab = messages[storyLocale()]['ui.link.opensInNewTab']
    const source = canvas.getByRole('link', { name: `${copy().source} ${newTab}` })
    await expect(source).toHaveAttribute('target', '_blank')
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(source.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    // A caller's own rel is kept and completed.
    const about = canvas.getByRole('link', { name: 'Sufra' })
    await expect(about).toHaveAttribute('target', '_blank')
    await expect(about.getAttribute('rel')?.split(' ').sort()).toEqual(['author', 'noopener', 'noreferrer'])
  },
}

export const Navigation: Story = {
  render: function Render() {
    const { locale, t } = useI18n()
    const copy = text[locale]
    const items = [
      ['#/', copy.home],
      ['#/explore', copy.explore],
      ['#/planner', copy.planner],
      ['#/lists', copy.lists],
    ] as const
    return (
      <nav aria-label={t('app.name')}>
        <ul style={{ display: 'flex', gap: 24, listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map(([href, label]) => (
            <li key={href}>
              <Link variant="nav" href={href} aria-current={href === '#/explore' ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const current = canvas.getByRole('link', { name: copy().explore })
    const other = canvas.getByRole('link', { name: copy().home })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(other).not.toHaveAttribute('aria-current')
    // The current page is marked by an underline bar as well as by colour.
    const currentStyle = getComputedStyle(current)
    const otherStyle = getComputedStyle(other)
    await expect(currentStyle.borderBottomColor).not.toBe('rgba(0, 0, 0, 0)')
    await expect(otherStyle.borderBottomColor).toBe('rgba(0, 0, 0, 0)')
    await expect(currentStyle.color).not.toBe(otherStyle.color)
  },
}

/** Stand-in for a router link: renders an anchor and navigates without a page load. */
const RouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; onNavigate: (to: string) => void }
>(function RouterLink({ to, onNavigate, onClick, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event)
        event.preventDefault()
        onNavigate(to)
      }}
      {...rest}
    />
  )
})

const navigate = fn()

export const AsRouterLink: Story = {
  render: function Render() {
    const { locale } = useI18n()
    return (
      <div style={{ display: 'flex', gap: 24 }}>
        <Link asChild variant="subtle">
          <RouterLink to="#/saved" onNavigate={navigate}>
            {text[locale].saved}
          </RouterLink>
        </Link>
        <Link asChild variant="inline">
          <RouterLink to="#/ingredients" onNavigate={navigate}>
            {text[locale].seeAll}
          </RouterLink>
        </Link>
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    navigate.mockClear()
    const link = within(canvasElement).getByRole('link', { name: copy().saved })
    // The router's own anchor carries the link styles; there is no wrapper element.
    await expect(link.className).toContain('link--variant_subtle')
    await expect(link.querySelector('a')).toBeNull()
    await userEvent.click(link)
    await expect(navigate).toHaveBeenCalledWith('#/saved')
  },
}
