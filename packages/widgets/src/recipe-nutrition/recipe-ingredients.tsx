import { useId, useRef, useState } from 'react'
import { ListPlusIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import { recipeIngredients } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { Checkbox } from '@sufra/ui/checkbox'
import { lazyWhenOpen } from '@sufra/ui/lazy-when-open'
import { useHydrated } from '@sufra/ui/use-hydrated'
import type { UnitSystem } from '@sufra/core'
import { UnitSystemToggle, useUnitSystem } from '../shared/unit-system'
import { useWidgetHost } from '../widget-host'
import {
  type RecipeIngredient,
  canAddToList,
  ingredientQuantity,
  listIngredientIds,
} from './ingredient-lines'
import { SectionHeader } from './section-header'
import { ServingAdjuster } from './serving-adjuster'

// The list form's code (the dialog, its fields and the create call) loads when it first opens.
const AddToListDialog = lazyWhenOpen(async () => (await import('./add-to-list-dialog')).AddToListDialog)

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

const classes = recipeIngredients()
/** The serving adjuster and the units toggle side by side, wrapping under each other when narrow. */
const controlsClass = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })

/**
 * The ingredient grid of the recipe page: a serving adjuster that scales every amount, a metric / US
 * toggle (the person's choice, see useUnitSystem) that shows them in that system's units, the first
 * 12 ingredients until See All, and add-to-list (tick catalogue ingredients, then a new list or one
 * of the person's, with the amounts for the servings shown; signed-out visitors are asked to sign in).
 */
export function RecipeIngredients({
  recipe,
  servings,
  onServingsChange,
  headingLevel = 'h2',
}: RecipeIngredientsProps) {
  const { t } = useI18n()
  const host = useWidgetHost()
  const { units } = useUnitSystem()
  const headingId = useId()
  const gridId = useId()
  const addButton = useRef<HTMLButtonElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set())
  const [dialogOpen, setDialogOpen] = useState(false)
  // The tick boxes of a served page answer once React has taken over: a tick before then would show
  // in the page but not in the selection (Add to list staying disabled).
  const hydrated = useHydrated()

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
    <section
      aria-labelledby={headingId}
      className={classes.root}
      data-scope="recipe-ingredients"
      data-part="root"
    >
      <SectionHeader
        id={headingId}
        as={headingLevel}
        title={t('ingredients.title')}
        count={t('ingredients.count', { count: lines.length })}
      >
        <div className={controlsClass} data-part="controls">
          <ServingAdjuster value={servings} onChange={onServingsChange} />
          <UnitSystemToggle />
        </div>
      </SectionHeader>

      {lines.length === 0 ? (
        <p className={classes.empty} data-part="empty">
          {t('ingredients.empty')}
        </p>
      ) : null}

      {addable.length > 0 ? (
        <div className={classes.toolbar} data-part="toolbar">
          <Checkbox.Root
            checked={allState}
            disabled={!hydrated}
            onCheckedChange={() => setSelected(new Set(allState === true ? [] : addable))}
          >
            <Checkbox.Control>
              <Checkbox.Indicator />
              <Checkbox.Indicator indeterminate />
            </Checkbox.Control>
            <Checkbox.Label>{t('addToList.selectAll')}</Checkbox.Label>
            <Checkbox.HiddenInput />
          </Checkbox.Root>
          <p className={classes.status} data-part="status" aria-live="polite">
            {selectedCount === 0 ? t('addToList.hint') : t('addToList.selected', { count: selectedCount })}
          </p>
          <Button ref={addButton} size="sm" disabled={selectedCount === 0} onClick={openDialog}>
            <ListPlusIcon aria-hidden size={16} />
            {t('addToList.button')}
          </Button>
        </div>
      ) : null}

      {lines.length > 0 ? (
        <ul id={gridId} className={classes.grid} data-part="grid">
          {shown.map((line, index) => (
            <li key={index} data-part="ingredient">
              <IngredientCard
                line={line}
                recipeServings={recipe.servings}
                servings={servings}
                units={units}
                checked={canAddToList(line) ? selected.has(index) : null}
                onCheckedChange={(checked) => toggle(index, checked)}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {lines.length > INGREDIENTS_SHOWN || showsUnaddable ? (
        <div className={classes.footer} data-part="footer">
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
          {showsUnaddable ? (
            <p className={classes.note} data-part="note">
              {t('ingredients.notAddable')}
            </p>
          ) : null}
        </div>
      ) : null}

      <AddToListDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        recipe={recipe}
        ingredientIds={listIngredientIds(lines, selected)}
        servings={servings}
        returnFocusTo={addButton}
      />
    </section>
  )
}

type IngredientCardProps = {
  line: RecipeIngredient
  recipeServings: number
  servings: number
  units: UnitSystem
  /** null when the ingredient cannot go on a list (no tick box). */
  checked: boolean | null
  onCheckedChange: (checked: boolean) => void
}

function IngredientCard({
  line,
  recipeServings,
  servings,
  units,
  checked,
  onCheckedChange,
}: IngredientCardProps) {
  const { locale } = useI18n()
  const hydrated = useHydrated()
  const name = pickText(line.nameClean, locale)
  const { amount, unit } = ingredientQuantity(line, recipeServings, servings, locale, units)
  const image = line.details?.image?.url

  const picture = image ? (
    <img
      src={image}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className={classes.picture}
      data-part="picture"
    />
  ) : (
    <span aria-hidden className={classes.initial} data-part="initial" dir="auto">
      {Array.from(name.trim())[0]?.toLocaleUpperCase(locale) ?? ''}
    </span>
  )
  const text = (
    <>
      <span className={classes.name} dir="auto" data-part="name">
        {name}
      </span>
      {amount || unit ? (
        <span className={classes.quantity} data-part="quantity">
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
      <div className={classes.card} data-part="card">
        <span className={classes.controlSpace} data-part="control-space" />
        {picture}
        <span className={classes.text} data-part="text">
          {text}
        </span>
      </div>
    )
  }
  return (
    <Checkbox.Root
      className={classes.card}
      checked={checked}
      disabled={!hydrated}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
    >
      <Checkbox.Control>
        <Checkbox.Indicator />
      </Checkbox.Control>
      {picture}
      <Checkbox.Label className={classes.text}>{text}</Checkbox.Label>
      <Checkbox.HiddenInput />
    </Checkbox.Root>
  )
}
