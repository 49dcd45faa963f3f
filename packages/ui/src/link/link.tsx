import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { ark } from '@ark-ui/react/factory'
import { ArrowUpRight } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { cx } from '@sufra/styled-system/css'
import { link, type LinkVariantProps } from '@sufra/styled-system/recipes'
import { visuallyHidden } from '@sufra/styled-system/patterns'

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  LinkVariantProps & {
    /**
     * Put the link styles on the child element instead, e.g. a router link:
     * `<Link asChild><RouterLink to="/saved">Saved</RouterLink></Link>`.
     */
    asChild?: boolean
    /** Opens in a new tab: sets target and rel, and tells the user with an icon and hidden text. */
    external?: boolean
    children?: ReactNode
  }

/** Adds noopener/noreferrer to whatever rel the caller gave, without duplicates. */
function safeRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean))
  tokens.add('noopener')
  tokens.add('noreferrer')
  return Array.from(tokens).join(' ')
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { t } = useI18n()
  const [variantProps, { external, target, rel, className, children, asChild, ...rest }] =
    link.splitVariantProps(props)
  const resolvedTarget = external ? '_blank' : target
  const opensNewTab = resolvedTarget === '_blank'
  return (
    <ark.a
      ref={ref}
      asChild={asChild}
      target={resolvedTarget}
      // A new tab must not get a handle on this window (window.opener) nor our URL as referrer.
      rel={opensNewTab ? safeRel(rel) : rel}
      className={cx(link(variantProps), className)}
      {...rest}
    >
      {asChild || !external ? (
        children
      ) : (
        <>
          {children}
          <ArrowUpRight data-part="external-icon" aria-hidden />
          <span className={visuallyHidden()}> {t('ui.link.opensInNewTab')}</span>
        </>
      )}
    </ark.a>
  )
})
