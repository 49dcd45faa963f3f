import { type ReactNode, useId } from 'react'
import { useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import { useHydrated } from '@sufra/ui/use-hydrated'
import { RecipeGridSkeleton } from '@sufra/widgets/recipe-card'

/** The explore grid's region: its heading, then the grid (or its loading, empty or failed state). */
export function RecipeFeedFrame({
  children,
  placeholder = false,
}: {
  children: ReactNode
  placeholder?: boolean
}) {
  const { t } = useI18n()
  const headingId = useId()
  // Set once React has taken this part over (on a served page it hydrates as the reader nears it).
  const hydrated = useHydrated()
  return (
    <section
      aria-labelledby={headingId}
      data-placeholder={placeholder || undefined}
      data-hydrated={hydrated || undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h2 id={headingId} className={css({ textStyle: { base: 'h3', md: 'h2' } })}>
        {t('explore.recipes')}
      </h2>
      {children}
    </section>
  )
}

/** The grid's place while its code is on the way: the same region, heading and card placeholders. */
export function RecipeFeedPlaceholder() {
  return (
    <RecipeFeedFrame placeholder>
      <RecipeGridSkeleton count={8} />
    </RecipeFeedFrame>
  )
}
