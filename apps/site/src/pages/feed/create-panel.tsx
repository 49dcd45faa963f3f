import { Suspense, lazy, useId } from 'react'
import { Link as RouterLink } from 'react-router'
import { PlusIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { css } from '@sufra/styled-system/css'
import { useLocalizedPath } from '../../language/use-language'

// The import form's form libraries load after the feed itself, not as part of its first load.
const ImportRecipeForm = lazy(() =>
  import('@sufra/widgets/import-recipe').then((module) => ({ default: module.ImportRecipeForm })),
)

/**
 * The feed's end column (spec: the create/import panel): a link to /recipe/create and the recipe-URL
 * import form (the own profile's, @sufra/widgets/import-recipe). Here a failed import toasts only
 * 'Something went wrong' (spec section 8, feed panel); a success toasts the server's message and
 * opens the imported recipe for review.
 */
export function CreatePanel() {
  const { t } = useI18n()
  const localized = useLocalizedPath()
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      data-testid="create-panel"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        p: '5',
        borderRadius: 'xl',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        bg: 'bg.surface',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id={headingId} className={css({ textStyle: 'h3' })}>
          {t('feed.create.title')}
        </h2>
        <p className={css({ textStyle: 'small', color: 'fg.muted' })}>{t('feed.create.lead')}</p>
      </div>
      <Button asChild>
        <RouterLink to={localized('/recipe/create')}>
          <PlusIcon aria-hidden />
          {t('feed.create.link')}
        </RouterLink>
      </Button>
      <Suspense fallback={null}>
        <ImportRecipeForm genericFailure />
      </Suspense>
    </section>
  )
}
