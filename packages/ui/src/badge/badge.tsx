import { forwardRef, type HTMLAttributes } from 'react'
import { BadgeCheck, CircleAlert } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { cx } from '@sufra/styled-system/css'
import { badge, type BadgeVariantProps } from '@sufra/styled-system/recipes'

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & Omit<BadgeVariantProps, 'iconOnly'>

/** A small status label ("New", "Draft", "3 items"). */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(props, ref) {
  const [variantProps, { className, ...rest }] = badge.splitVariantProps(props)
  return <span ref={ref} className={cx(badge(variantProps), className)} {...rest} />
})

export type VerifiedBadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The user's status from the API: verified, or not. */
  verified: boolean
  /** Also write "Verified" / "Not verified" next to the icon (profile header); default icon only. */
  showLabel?: boolean
  size?: BadgeVariantProps['size']
}

/**
 * Shown beside a user's name. From the spec: verified users show a badge, others an exclamation
 * mark. The icon-only form is a labelled image, so the status is never colour or shape alone.
 */
export const VerifiedBadge = forwardRef<HTMLSpanElement, VerifiedBadgeProps>(function VerifiedBadge(
  { verified, showLabel = false, size, className, ...rest },
  ref,
) {
  const { t } = useI18n()
  const label = t(verified ? 'ui.badge.verified' : 'ui.badge.unverified')
  const Icon = verified ? BadgeCheck : CircleAlert
  const classes = cx(
    badge({ variant: verified ? 'accent' : 'warning', size, iconOnly: !showLabel }),
    className,
  )
  if (showLabel) {
    return (
      <span ref={ref} className={classes} data-verified={verified} {...rest}>
        <Icon aria-hidden />
        {label}
      </span>
    )
  }
  return (
    <span
      ref={ref}
      role="img"
      aria-label={label}
      title={label}
      className={classes}
      data-verified={verified}
      {...rest}
    >
      <Icon aria-hidden />
    </span>
  )
})
