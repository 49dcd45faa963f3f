import { useState } from 'react'
import {
  BookmarkIcon,
  CodeIcon,
  FileDownIcon,
  HeartIcon,
  PencilIcon,
  Share2Icon,
  Trash2Icon,
} from 'lucide-react'
import { ApiError, type Schema, serverSentence } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { ConfirmDialog } from '@sufra/ui/confirm-dialog'
import { IconButton } from '@sufra/ui/icon-button'
import { toaster } from '@sufra/ui/toast'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { recipeActions } from '@sufra/styled-system/recipes'
import { useRecipeLike, useRecipeSave } from '../recipe-card'
import { lazyWhenOpen } from '@sufra/ui/lazy-when-open'
import { useWidgetHost } from '../widget-host'
import { useDeleteRecipe, useRecipePdf, useRecipeViewerFlags } from './recipe-detail-api'

// The share dialog's code loads when it first opens.
const ShareDialog = lazyWhenOpen(async () => (await import('./share-dialog')).ShareDialog)
// So does the embed dialog's (issue 13: the snippet a partner site pastes).
const EmbedDialog = lazyWhenOpen(async () => (await import('../embed-dialog')).EmbedDialog)

export type RecipeActionsProps = {
  /** The recipe as everyone sees it; the viewer's own flags are read here (`useRecipeViewerFlags`). */
  recipe: Pick<Schema<'Recipe'>, '_id' | 'title' | 'createdBy' | 'likesCount'>
  /** The servings the page shows: the PDF is made for them. */
  servings: number
  /** The address the share dialog offers; default `{origin}/en/recipe/{id}` (the spec's shape). */
  shareUrl?: string
  /**
   * Sufra's origin for the Embed action's snippet (`https://sufra.example`). Without it there is no
   * Embed action: a recipe shown on a partner's page offers none.
   */
  embedOrigin?: string
}

/** Spec: the share link's shape is {host}/en/recipe/{id}. */
export function recipeShareUrl(
  id: string,
  // No window while a page renders on the server: the page passes its own origin there.
  origin = typeof window === 'undefined' ? '' : window.location.origin,
): string {
  return `${origin}/en/recipe/${id}`
}

/** The delete went through (the spec's success statuses). */
const isSuccessStatus = (status: number) => status === 200 || status === 201

/**
 * The recipe's actions (spec: PDF download, delete (owner only), save, share, edit): like with its
 * count, save, share (a dialog), embed (a dialog with the partner snippet; issue 13), the PDF for the shown servings, edit (shown to everyone, as the
 * spec says) and, for the creator only, delete after a confirmation.
 */
export function RecipeActions({ recipe, servings, shareUrl, embedOrigin }: RecipeActionsProps) {
  const { t, intl, locale } = useI18n()
  const host = useWidgetHost()
  const title = pickText(recipe.title, locale)
  const flags = useRecipeViewerFlags(recipe._id)
  const like = useRecipeLike({ _id: recipe._id, likesCount: recipe.likesCount, likedByMe: flags.likedByMe })
  const save = useRecipeSave({ _id: recipe._id, savedByMe: flags.savedByMe })
  const pdf = useRecipePdf()
  const remove = useDeleteRecipe()
  const [sharing, setSharing] = useState(false)
  const [embedding, setEmbedding] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const isOwner = Boolean(host.user && recipe.createdBy && recipe.createdBy._id === host.user._id)
  const classes = recipeActions()

  async function downloadPdf() {
    try {
      await pdf.download({ id: recipe._id, locale, servings, title })
    } catch (error) {
      console.error(error)
      toaster.error({ title: t('recipeDetail.pdf.failed') })
    }
  }

  function askToDelete() {
    if (!host.requireSignIn('deleteRecipe')) return
    setConfirmingDelete(true)
  }

  async function deleteRecipe() {
    try {
      const envelope = await remove.mutateAsync({ params: { path: { id: recipe._id } } })
      if (!isSuccessStatus(envelope.statusCode)) throw new ApiError(envelope.message, envelope.statusCode)
      setConfirmingDelete(false)
      toaster.success({ title: t('recipeDetail.delete.done') })
      host.navigate('/user/profile')
    } catch (error) {
      console.error(error)
      setConfirmingDelete(false)
      // Server sentences (4xx) are worth showing; anything else gets our own words.
      toaster.error({
        title: serverSentence(error, { refusalsOnly: true }) ?? t('recipeDetail.delete.failed'),
      })
    }
  }

  return (
    <div
      role="group"
      aria-label={t('recipeDetail.actions')}
      className={classes.root}
      data-scope="recipe-actions"
      data-part="root"
    >
      <Button
        variant="outline"
        size="sm"
        aria-pressed={like.liked}
        className={classes.like}
        data-part="like"
        onClick={() => void like.toggle()}
        data-action="like"
      >
        <HeartIcon aria-hidden size={16} />
        <span className={visuallyHidden()}>{t('recipeDetail.like')}, </span>
        <span className={classes.count} data-part="count" aria-hidden>
          {intl.formatNumber(like.likesCount)}
        </span>
        <span className={visuallyHidden()}>{t('recipeDetail.likes', { count: like.likesCount })}</span>
      </Button>

      <IconButton
        variant="outline"
        size="sm"
        aria-label={t('recipeDetail.save')}
        aria-pressed={save.saved}
        className={classes.save}
        data-part="save"
        onClick={() => void save.toggle()}
        data-action="save"
      >
        <BookmarkIcon aria-hidden />
      </IconButton>

      <Button variant="outline" size="sm" onClick={() => setSharing(true)} data-action="share">
        <Share2Icon aria-hidden size={16} />
        {t('recipeDetail.share')}
      </Button>

      {embedOrigin ? (
        <Button variant="outline" size="sm" onClick={() => setEmbedding(true)} data-action="embed">
          <CodeIcon aria-hidden size={16} />
          {t('embedDialog.open')}
        </Button>
      ) : null}

      <Button
        variant="outline"
        size="sm"
        loading={pdf.busy}
        onClick={() => void downloadPdf()}
        data-action="pdf"
      >
        {pdf.busy ? null : <FileDownIcon aria-hidden size={16} />}
        {t('recipeDetail.pdf')}
      </Button>

      <Button variant="outline" size="sm" asChild data-action="edit">
        <host.Link href={host.href(`/recipe/edit/${recipe._id}`)}>
          <PencilIcon aria-hidden size={16} />
          {t('recipeDetail.edit')}
        </host.Link>
      </Button>

      {isOwner ? (
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={t('recipeDetail.delete')}
          className={classes.delete}
          data-part="delete"
          onClick={askToDelete}
          data-action="delete"
        >
          <Trash2Icon aria-hidden />
        </IconButton>
      ) : null}

      <ShareDialog
        open={sharing}
        onOpenChange={setSharing}
        url={shareUrl ?? recipeShareUrl(recipe._id)}
        title={title}
      />
      {embedOrigin ? (
        <EmbedDialog
          open={embedding}
          onOpenChange={setEmbedding}
          origin={embedOrigin}
          recipeId={recipe._id}
          servings={servings}
        />
      ) : null}
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('recipeDetail.delete.confirmTitle')}
        description={t('recipeDetail.delete.confirmDescription', { title })}
        confirmLabel={t('recipeDetail.delete.confirm')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void deleteRecipe()}
      />
    </div>
  )
}
