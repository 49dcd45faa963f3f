import { useId, useRef, useState } from 'react'
import { ListPlusIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import { Button } from '@sufra/ui/button'
import { Checkbox } from '@sufra/ui/checkbox'
import { useWidgetHost } from '../widget-host'
import { AddToListDialog } from './add-to-list-dialog'
import {
  type RecipeIngredient,
  canAddToList,
  ingredientQuantity,
  listIngredientIds,
} from './ingredient-lines'
import { ServingAdjuster } from './serving-adjuster'

/** Spec section 9: the ingredient list shows 12 items until See All. */
export const INGREDIENTS_SHOWN = 12

export type RecipeIngredientsProps = {
  recipe: Schema<'Recipe'>
  /** The servings the page shows amounts for (the page keeps it: the PDF download uses it too). */
  servings: number
  onServingsChange: (servings: number) => void
  /** The heading level that fits the page outline (default h2). */
  headingLevel?: 'h2' | 'h3'
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  header: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    flexWrap: 'wrap',
  }),
  titleGroup: css({ display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' }),
  heading: css({ textStyle: 'h3', color: 'fg.default' }),
  count: css({ textStyle: 'small', color: 'fg.muted' }),
  toolbar: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    flexWrap: 'wrap',
    py: '2',
    px: '3',
    borderRadius: 'lg',
    bg: 'bg.subtle',
  }),
  status: css({ flex: '1', minW: '32', textStyle: 'small', color: 'fg.muted' }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
    gap: { base: '2', md: '3' },
  }),
  card: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    w: 'full',
    h: 'full',
    p: { base: '2.5', md: '3' },
    borderWidth: '1px',
    borderColor: 'border.subtle',
    borderRadius: 'lg',
    bg: 'bg.surface',
    transitionProperty: 'colors',
    transitionDuration: 'fast',
    '&[data-state=checked]': { borderColor: 'accent.default', bg: 'accent.subtle' },
    '&:is(label):hover': { borderColor: 'border.emphasized' },
  }),
  // Keeps cards without a tick box aligned with those that have one.
  controlSpace: css({ w: '5', flexShrink: 0 }),
  picture: css({
    w: { base: '10', md: '12' },
    h: { base: '10', md: '12' },
    flexShrink: 0,
    borderRadius: 'full',
    objectFit: 'cover',
    bg: 'bg.muted',
  }),
  initial: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: { base: '10', md: '12' },
    h: { base: '10', md: '12' },
    flexShrink: 0,
    borderRadius: 'full',
    bg: 'bg.muted',
    color: 'fg.muted',
    fontWeight: 'semibold',
    fontSize: 'lg',
  }),
  text: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' }),
  name: css({ fontWeight: 'medium', color: 'fg.default', overflowWrap: 'anywhere' }),
  quantity: css({ textStyle: 'small', color: 'fg.muted' }),
  footer: css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' }),
  note: css({ textStyle: 'caption', color: 'fg.subtle' }),
}

/**
 * The ingredient grid of the recipe page: a serving adjuster that scales every amount, the first
 * 12 ingredients until See All, and add-to-list (tick catalogue ingredients, name the list, create
 * it; signed-out visitors are asked to sign in).
 */
export function RecipeIngredients({
  recipe,
  servings,
  onServingsChange,
  headingLevel = 'h2',
}: RecipeIngredientsProps) {
  const { t } = useI18n()
  const host = useWidgetHost()
  const headingId = useId()
  const gridId = useId()
  const addButton = useRef<HTMLButtonElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set())
  const [dialogOpen, setDialogOpen] = useState(false)
  const Heading = headingLevel

  const lines = recipe.ingredients
  const addable = lines.flatMap((line, index) => (canAddToList(line) ? [index] : []))
  const shown = expanded ? lines : lines.slice(0, INGREDIENTS_SHOWN)
  // The note about missing tick boxes only matters while such an ingredient is on screen.
  const showsUnaddable = addable.length > 0 && shown.some((line) => !canAddToList(line))
  const selectedCount = addable.filter((index) => selected.has(index)).length
  const allState: Checkbox.CheckedState =
    selectedCount === 0 ? false : selectedCount === addable.length ? true : 'indeterminate'

  const toggle = (index: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (checked) next.add(index)
      else next.delete(index)
      return next
    })

  const openDialog = () => {
    if (!host.requireSignIn('addToList')) return
    setDialogOpen(true)
  }

  return (
    <section aria-labelledby={headingId} className={styles.section} data-part="ingredients">
      <div className={styles.header}>
        <div className={styles.titleGroup}>
          <Heading id={headingId} className={styles.heading}>
            {t('ingredients.title')}
          </Heading>
          <span className={styles.count}>{t('ingredients.count', { count: lines.length })}</span>
        </div>
        <ServingAdjuster value={servings} onChange={onServingsChange} />
      </div>

      {lines.length === 0 ? <p className={styles.count}>{t('ingredients.empty')}</p> : null}

      {addable.length > 0 ? (
        <div className={styles.toolbar}>
          <Checkbox.Root
            checked={allState}
            onCheckedChange={() => setSelected(new Set(allState === true ? [] : addable))}
          >
            <Checkbox.Control>
              <Checkbox.Indicator />
              <Checkbox.Indicator indeterminate />
            </Checkbox.Control>
            <Checkbox.Label>{t('addToList.selectAll')}</Checkbox.Label>
            <Checkbox.HiddenInput />
          </Checkbox.Root>
          <p className={styles.status} aria-live="polite">
            {selectedCount === 0 ? t('addToList.hint') : t('addToList.selected', { count: selectedCount })}
          </p>
          <Button ref={addButton} size="sm" disabled={selectedCount === 0} onClick={openDialog}>
            <ListPlusIcon aria-hidden size={16} />
            {t('addToList.button')}
          </Button>
        </div>
      ) : null}

      {lines.length > 0 ? (
        <ul id={gridId} className={styles.grid}>
          {shown.map((line, index) => (
            <li key={index} data-part="ingredient">
              <IngredientCard
                line={line}
                recipeServings={recipe.servings}
                servings={servings}
                checked={canAddToList(line) ? selected.has(index) : null}
                onCheckedChange={(checked) => toggle(index, checked)}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {lines.length > INGREDIENTS_SHOWN || showsUnaddable ? (
        <div className={styles.footer}>
          {lines.length > INGREDIENTS_SHOWN ? (
            <Button
              variant="outline"
              size="sm"
              aria-expanded={expanded}
              aria-controls={gridId}
              onClick={() => setExpanded((value) => !value)}
            >
              {t(expanded ? 'ingredients.seeLess' : 'ingredients.seeAll')}
            </Button>
          ) : null}
          {showsUnaddable ? <p className={styles.note}>{t('ingredients.notAddable')}</p> : null}
        </div>
      ) : null}

      <AddToListDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        recipe={recipe}
        ingredientIds={listIngredientIds(lines, selected)}
        returnFocusTo={addButton}
      />
    </section>
  )
}

type IngredientCardProps = {
  line: RecipeIngredient
  recipeServings: number
  servings: number
  /** null when the ingredient cannot go on a list (no tick box). */
  checked: boolean | null
  onCheckedChange: (checked: boolean) => void
}

function IngredientCard({ line, recipeServings, servings, checked, onCheckedChange }: IngredientCardProps) {
  const { locale } = useI18n()
  const name = pickText(line.nameClean, locale)
  const { amount, unit } = ingredientQuantity(line, recipeServings, servings, locale)
  const image = line.details?.image?.url

  const picture = image ? (
    <img src={image} alt="" width={48} height={48} loading="lazy" className={styles.picture} />
  ) : (
    <span aria-hidden className={styles.initial} dir="auto">
      {Array.from(name.trim())[0]?.toLocaleUpperCase(locale) ?? ''}
    </span>
  )
  const text = (
    <>
      <span className={styles.name} dir="auto" data-part="name">
        {name}
      </span>
      {amount || unit ? (
        <span className={styles.quantity} data-part="quantity">
          {/* An amount such as 1½ is a left-to-right run even inside Arabic text. */}
          {amount ? <bdi dir="ltr">{amount}</bdi> : null}
          {amount && unit ? ' ' : null}
          {unit ? <bdi>{unit}</bdi> : null}
        </span>
      ) : null}
    </>
  )

  if (checked === null) {
    return (
      <div className={styles.card}>
        <span className={styles.controlSpace} />
        {picture}
        <span className={styles.text}>{text}</span>
      </div>
    )
  }
  return (
    <Checkbox.Root
      className={styles.card}
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
    >
      <Checkbox.Control>
        <Checkbox.Indicator />
      </Checkbox.Control>
      {picture}
      <Checkbox.Label className={styles.text}>{text}</Checkbox.Label>
      <Checkbox.HiddenInput />
    </Checkbox.Root>
  )
}
