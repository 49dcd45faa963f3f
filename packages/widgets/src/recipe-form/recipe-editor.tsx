import { FileWarningIcon, LockIcon } from 'lucide-react'
import { useApiQuery } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { EmptyState } from '@sufra/ui/empty-state'
import { Skeleton, SkeletonText } from '@sufra/ui/skeleton'
import { Spinner } from '@sufra/ui/spinner'
import { css } from '@sufra/styled-system/css'
import { recipeForm } from '@sufra/styled-system/recipes'
import { useWidgetHost } from '../widget-host'
import { RecipeForm, type RecipeFormProps } from './recipe-form'

const classes = recipeForm()

export type RecipeEditorProps = Omit<RecipeFormProps, 'recipe'> & {
  /** Edit this recipe (loaded with GET /recipe/{id}); without it, a fresh form creates one. */
  recipeId?: string
}

/**
 * The recipe form in create mode (no id) or edit mode (an id): loads the recipe, and shows the
 * form only to its creator; anyone else is told they can only edit their own recipes (the server
 * refuses such an edit too).
 */
export function RecipeEditor({ recipeId, ...formProps }: RecipeEditorProps) {
  if (!recipeId) return <RecipeForm {...formProps} />
  return <EditRecipe recipeId={recipeId} {...formProps} />
}

function EditRecipe({ recipeId, ...formProps }: RecipeEditorProps & { recipeId: string }) {
  const { t } = useI18n()
  const host = useWidgetHost()
  const query = useApiQuery(
    '/recipe/{id}',
    { params: { path: { id: recipeId } } },
    { enabled: recipeId !== '' },
  )

  if (query.isPending) {
    return (
      <div aria-busy data-scope="recipe-form" data-part="loading" className={classes.loading}>
        <p role="status" data-part="loading-status" className={classes.loadingStatus}>
          <Spinner size="sm" decorative />
          {t('recipeForm.loading')}
        </p>
        {/* css() because a Skeleton's shape variant sets its height, and a variant outranks any widget
            recipe: only a utility class can size it. */}
        <Skeleton className={css({ h: '12', w: 'full' })} />
        <SkeletonText lines={4} />
        <Skeleton className={css({ h: '32', w: 'full' })} />
      </div>
    )
  }

  if (query.isError) {
    return (
      <EmptyState
        role="alert"
        icon={<FileWarningIcon />}
        title={t('recipeForm.loadFailed')}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('recipeForm.retry')}
          </Button>
        }
      />
    )
  }

  const recipe = query.data
  const own = host.user !== null && recipe.createdBy?._id === host.user._id
  if (!own) {
    return (
      <EmptyState
        icon={<LockIcon />}
        title={t('recipeForm.notOwner.title')}
        description={t('recipeForm.notOwner.description')}
        action={
          <Button variant="outline" asChild>
            <host.Link href={host.href(`/recipe/${recipe._id}`)}>{t('recipeForm.backToRecipe')}</host.Link>
          </Button>
        }
      />
    )
  }

  return <RecipeForm key={recipe._id} recipe={recipe} {...formProps} />
}
