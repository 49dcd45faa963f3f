import { cva, cx, type RecipeVariantProps } from '@sufra/styled-system/css'
import { useI18n } from '@sufra/i18n'

const spinner = cva({
  base: {
    display: 'inline-block',
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'current',
    borderInlineEndColor: 'transparent',
    borderBlockEndColor: 'transparent',
    animation: 'spin 0.7s linear infinite',
    flexShrink: 0,
  },
  variants: {
    size: {
      sm: { w: '4', h: '4', borderWidth: '2px' },
      md: { w: '6', h: '6', borderWidth: '2px' },
      lg: { w: '10', h: '10', borderWidth: '3px' },
      xl: { w: '14', h: '14', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
})

export type SpinnerProps = RecipeVariantProps<typeof spinner> & {
  /** Announce a label (default: "Loading…"). */
  label?: string
  /** Inside a control that already says it is busy: hidden from assistive technology. */
  decorative?: boolean
  className?: string
}

export function Spinner({ label, decorative, className, ...variants }: SpinnerProps) {
  const { t } = useI18n()
  if (decorative) return <span aria-hidden className={cx(spinner(variants), className)} />
  return (
    <span
      role="status"
      aria-label={label ?? t('common.loading')}
      className={cx(spinner(variants), className)}
    />
  )
}
