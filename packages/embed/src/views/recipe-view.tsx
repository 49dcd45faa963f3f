import { type RefObject, useRef, useState } from 'react'
import { BookmarkIcon, HeartIcon, MessageCircleIcon, PrinterIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { directionOf, pickText, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { IconButton } from '@sufra/ui/icon-button'
import { toaster } from '@sufra/ui/toast'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { embedRecipe, recipeActions } from '@sufra/styled-system/recipes'
import { useRecipeLike, useRecipeSave } from '@sufra/widgets/recipe-card'
import { RecipeOverview, useRecipeViewerFlags } from '@sufra/widgets/recipe-detail'
import { InstructionSlider, NutritionRings, RecipeIngredients } from '@sufra/widgets/recipe-nutrition'
import { useWidgetHost } from '@sufra/widgets/widget-host'
import { printWidget } from './print-recipe'
import { SignedInLine } from './signed-in-line'

type Recipe = Schema<'Recipe'>

export type EmbedRecipeViewProps = {
  recipe: Recipe
  /** The servings to show amounts for first (the element's `servings`); default the recipe's. */
  servings?: number
}

/** The servings the amounts start at: the element's, when it is a sensible whole number. */
function startingServings(recipe: Recipe, servings?: number) {
  return servings !== undefined && Number.isInteger(servings) && servings >= 1 && servings <= 100
    ? servings
    : recipe.servings
}

/**
 * `<sufra-recipe>`: the full recipe as blogs show it: picture, title and times, Like, Save, Print
 * and the comments on Sufra, the ingredients with the servings adjuster and Add to shopping list,
 * the steps, the nutrition rings, the signed-in line and the credit to Sufra.
 */
export function EmbedRecipeView({ recipe, servings: initialServings }: EmbedRecipeViewProps) {
  const { locale } = useI18n()
  const [servings, setServings] = useState(() => startingServings(recipe, initialServings))
  const root = useRef<HTMLElement>(null)
  const classes = embedRecipe()
  const title = pickText(recipe.title, locale)

  return (
    <article
      ref={root}
      aria-label={title}
      className={classes.root}
      data-scope="embed-recipe"
      data-part="root"
      data-recipe-id={recipe._id}
    >
      <div className={classes.top} data-part="top">
        {recipe.thumbnail ? (
          <div className={classes.media} data-part="media">
            <img
              src={recipe.thumbnail.url}
              alt={title}
              width={800}
              height={600}
              decoding="async"
              className={classes.picture}
              data-part="picture"
            />
          </div>
        ) : null}
        <div className={classes.about} data-part="about">
          <RecipeOverview recipe={recipe} servings={servings} headingLevel={2} />
          <EmbedRecipeActions recipe={recipe} article={root} />
        </div>
      </div>

      <div className={classes.body} data-part="body">
        <div className={classes.main} data-part="main">
          <RecipeIngredients
            recipe={recipe}
            servings={servings}
            onServingsChange={setServings}
            headingLevel="h3"
          />
          <InstructionSlider instructions={recipe.instructions} headingLevel="h3" />
        </div>
        <div className={classes.side} data-part="side">
          <NutritionRings nutrition={recipe.nutrition} headingLevel="h3" />
        </div>
      </div>

      <EmbedRecipeFooter recipeId={recipe._id} />
    </article>
  )
}

/** Like (with the count), Save, Print and the comments on Sufra. */
function EmbedRecipeActions({ recipe, article }: { recipe: Recipe; article: RefObject<HTMLElement | null> }) {
  const { t, intl, locale } = useI18n()
  const host = useWidgetHost()
  const flags = useRecipeViewerFlags(recipe._id)
  const like = useRecipeLike({ _id: recipe._id, likesCount: recipe.likesCount, likedByMe: flags.likedByMe })
  const save = useRecipeSave({ _id: recipe._id, savedByMe: flags.savedByMe })
  const classes = recipeActions()

  function print() {
    if (!article.current) return
    const printed = printWidget(article.current, {
      lang: locale,
      dir: directionOf(locale),
      title: pickText(recipe.title, locale),
    })
    if (!printed) toaster.error({ title: t('embed.recipe.printBlocked') })
  }

  return (
    <div
      role="group"
      aria-label={t('recipeDetail.actions')}
      className={classes.root}
      data-scope="recipe-actions"
      data-part="root"
      data-print="hide"
    >
      <Button
        variant="outline"
        size="sm"
        aria-pressed={like.liked}
        className={classes.like}
        data-part="like"
        data-action="like"
        onClick={() => void like.toggle()}
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
        data-action="save"
        onClick={() => void save.toggle()}
      >
        <BookmarkIcon aria-hidden />
      </IconButton>

      <Button variant="outline" size="sm" onClick={print} data-action="print">
        <PrinterIcon aria-hidden size={16} />
        {t('embed.recipe.print')}
      </Button>

      <Button variant="ghost" size="sm" asChild data-action="comments">
        <host.Link href={`${host.href(`/recipe/${recipe._id}`)}#comments`}>
          <MessageCircleIcon aria-hidden size={16} />
          {t('embed.recipe.comments', { count: recipe.commentsCount })}
        </host.Link>
      </Button>
    </div>
  )
}

/** The signed-in line (with Sign out) and the credit: the recipe on Sufra. */
function EmbedRecipeFooter({ recipeId }: { recipeId: string }) {
  const { t } = useI18n()
  const host = useWidgetHost()
  const classes = embedRecipe()
  return (
    <footer className={classes.footer} data-part="footer">
      <SignedInLine />
      <host.Link href={host.href(`/recipe/${recipeId}`)} className={classes.credit} data-part="credit">
        {t('embed.recipe.credit')}
      </host.Link>
    </footer>
  )
}
