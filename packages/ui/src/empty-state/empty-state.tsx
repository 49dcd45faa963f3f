import { forwardRef, type HTMLAttributes, type ReactNode } from 'react'
import { cx } from '@sufra/styled-system/css'
import { emptyState, type EmptyStateVariantProps } from '@sufra/styled-system/recipes'

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> &
  EmptyStateVariantProps & {
    /** A decorative icon (e.g. lucide's BookmarkX); hidden from assistive technology. */
    icon?: ReactNode
    /** "No saved recipes found", "No lists available", ... */
    title: ReactNode
    description?: ReactNode
    /** A way forward: a button or link ("Explore recipes", "New list"). */
    action?: ReactNode
    /** Heading element for the title, to fit the page outline; `p` when it is not a section. */
    titleAs?: 'h2' | 'h3' | 'h4' | 'p'
  }

/** What a list or page shows when it has nothing to show yet, and what to do about it. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(props, ref) {
  const [variantProps, { icon, title, description, action, titleAs = 'h2', className, ...rest }] =
    emptyState.splitVariantProps(props)
  const styles = emptyState(variantProps)
  const Title = titleAs
  return (
    <div ref={ref} data-part="empty-state" className={cx(styles.root, className)} {...rest}>
      {icon ? (
        <div className={styles.icon} aria-hidden>
          {icon}
        </div>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  )
})
