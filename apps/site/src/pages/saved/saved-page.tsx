import { useEffect } from 'react'
import { Link as RouterLink } from 'react-router'
import { BookmarkXIcon } from 'lucide-react'
import { useApiQuery } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { EmptyState } from '@sufra/ui/empty-state'
import { toaster } from '@sufra/ui/toast'
import { RecipeGrid, RecipeGridSkeleton } from '@sufra/widgets/recipe-card'
import { useLocalizedPath } from '../../language/use-language'
import { PageFrame } from '../../layout/page-frame'
import { LoadFailed } from '../load-failed'

/**
 * `/saved` (spec: Saved recipes; sign-in required): GET /recipe-user as recipe cards. Empty: "No saved
 * recipes found". A failure toasts "Error loading saved recipes" and offers Try again.
 */
export function SavedPage() {
  const { t } = useI18n()
  const localized = useLocalizedPath()
  const { data, error, errorUpdatedAt, isFetching, refetch } = useApiQuery('/recipe-user')

  useEffect(() => {
    if (error) toaster.error({ title: t('saved.loadFailed') })
  }, [error, errorUpdatedAt, t])

  let content
  if (!data && error) {
    content = (
      <LoadFailed title={t('saved.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} />
    )
  } else if (!data) {
    content = <RecipeGridSkeleton count={4} label={t('saved.loading')} />
  } else if (data.length === 0) {
    content = (
      <EmptyState
        titleAs="p"
        icon={<BookmarkXIcon aria-hidden />}
        title={t('pages.saved.empty')}
        action={
          <Button asChild variant="outline">
            <RouterLink to={localized('/explore')}>{t('saved.explore')}</RouterLink>
          </Button>
        }
      />
    )
  } else {
    content = <RecipeGrid recipes={data} headingLevel={2} />
  }

  return <PageFrame title={t('pages.saved.title')}>{content}</PageFrame>
}
