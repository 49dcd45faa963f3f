import { useParams, useSearchParams } from 'react-router'
import { useI18n } from '@sufra/i18n'
import { RecipeEditor } from '@sufra/widgets/recipe-form'
import { LeaveGuard, useDirtyFlag } from '../../layout/leave-guard'
import { PageFrame } from '../../layout/page-frame'

/**
 * `/recipe/create` and `/recipe/edit/{id}` (spec: Recipe form; sign-in required, see the guarded
 * routes): the form in create or edit mode, guarded against leaving with unsaved changes.
 * `/recipe/edit/{id}?review=import` (where the import form goes): the just-imported recipe, with the
 * notice asking the person to check it before saving.
 */
export function RecipeFormPage() {
  const { t } = useI18n()
  const { id } = useParams()
  const [search] = useSearchParams()
  const review = id && search.get('review') === 'import' ? 'import' : undefined
  const { dirty, onDirtyChange } = useDirtyFlag()
  return (
    <PageFrame title={t(id ? 'pages.recipeEdit.title' : 'pages.recipeCreate.title')}>
      {/* A new form for another recipe (or for create after edit): nothing carries over. */}
      <RecipeEditor key={id ?? 'create'} recipeId={id} review={review} onDirtyChange={onDirtyChange} />
      {/* A ref: the form clears it just before it goes to the saved recipe, and that passes. */}
      <LeaveGuard
        when={dirty}
        title={t('recipeForm.leave.title')}
        description={t('recipeForm.leave.description')}
        stayLabel={t('recipeForm.leave.stay')}
        leaveLabel={t('recipeForm.leave.confirm')}
      />
    </PageFrame>
  )
}
