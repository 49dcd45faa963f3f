import { useParams } from 'react-router'
import { useI18n } from '@sufra/i18n'
import { RecipeEditor } from '@sufra/widgets/recipe-form'
import { PageFrame } from '../../layout/page-frame'
import { RecipeFormLeaveGuard, useDirtyFlag } from './recipe-form-leave-guard'

/**
 * `/recipe/create` and `/recipe/edit/{id}` (spec: Recipe form; sign-in required, see the guarded
 * routes): the form in create or edit mode, guarded against leaving with unsaved changes.
 */
export function RecipeFormPage() {
  const { t } = useI18n()
  const { id } = useParams()
  const { dirty, onDirtyChange } = useDirtyFlag()
  return (
    <PageFrame title={t(id ? 'pages.recipeEdit.title' : 'pages.recipeCreate.title')}>
      {/* A new form for another recipe (or for create after edit): nothing carries over. */}
      <RecipeEditor key={id ?? 'create'} recipeId={id} onDirtyChange={onDirtyChange} />
      <RecipeFormLeaveGuard when={dirty} />
    </PageFrame>
  )
}
