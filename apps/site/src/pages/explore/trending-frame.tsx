import { type ReactNode, useId } from 'react'
import { useI18n } from '@sufra/i18n'
import { Skeleton } from '@sufra/ui/skeleton'
import { css } from '@sufra/styled-system/css'

/** The trending strip's section: its heading (which names the carousel), then the carousel or its state. */
export function TrendingFrame({
  children,
  placeholder = false,
}: {
  children: (headingId: string) => ReactNode
  placeholder?: boolean
}) {
  const { t } = useI18n()
  const headingId = useId()
  return (
    <section
      data-testid="trending-recipes"
      data-placeholder={placeholder || undefined}
      className={css({ minW: '0' })}
    >
      <h2 id={headingId} className={css({ textStyle: { base: 'h3', md: 'h2' }, marginBlockEnd: '4' })}>
        {t('explore.trending')}
      </h2>
      {children(headingId)}
    </section>
  )
}

/** Card-sized placeholders while the trending recipes (or their code) are on the way. */
export function TrendingSkeleton() {
  return (
    <div aria-hidden className={css({ display: 'flex', gap: '5', overflow: 'hidden' })}>
      {Array.from({ length: 2 }, (_, index) => (
        <Skeleton
          key={index}
          className={css({ flex: 'none', w: { base: 'full', sm: '2/3', lg: '1/2' }, h: 'xs' })}
        />
      ))}
    </div>
  )
}

/** The strip's place while its code is on the way (it sits below the fold: see explore-page.tsx). */
export function TrendingPlaceholder() {
  return <TrendingFrame placeholder>{() => <TrendingSkeleton />}</TrendingFrame>
}
