import { type DragEvent, useId, useRef } from 'react'
import { type DropOperation, useDrag, useDrop } from 'react-aria'
import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { type SlotAddress, isDefaultMealTime } from '@sufra/core'
import { type MessageId, pickText, useI18n } from '@sufra/i18n'
import { IconButton } from '@sufra/ui/icon-button'
import { useSlidesPerView } from '@sufra/ui/carousel'
import { RECIPE_DRAG_TYPE, type RecipeDrag, readRecipeDrag, recipeDragItems } from './drag-data'
import type { PlannedRecipeInfo } from './planner-api'
import { styles } from './planner-styles'

/** Spec section 9: a meal row becomes a slider above 4 slots, above 2 on screens under 768 px. */
export const SLOTS_PER_VIEW = [
  { minWidth: 0, slidesPerView: 2 },
  { minWidth: 768, slidesPerView: 4 },
] as const

/** A meal time's name as shown: the defaults translated, a person's own as typed. */
export function useMealName() {
  const { t } = useI18n()
  return (meal: string) => (isDefaultMealTime(meal) ? t(`planner.meal.${meal}` as MessageId) : meal)
}

export type SlotHandlers = {
  /** A recipe was dropped on a slot (from the source slider, or moved from another slot). */
  onDrop: (drag: RecipeDrag, to: SlotAddress) => void
  onRemove: (at: SlotAddress) => void
  /** A drag into a read-only day (an expired day) was attempted. */
  onRefused: () => void
  /** The drag of a planned recipe started or ended (for the arrow keys). */
  onDragging: (dragging: boolean) => void
}

type MealRowProps = SlotHandlers & {
  meal: string
  /** Row position among the meal times (the arrow keys move between rows by it). */
  row: number
  slots: readonly (string | null)[]
  recipeOf: (id: string) => PlannedRecipeInfo | undefined
  /** The date the row belongs to (null: the whole week). */
  date: string | null
  readOnly: boolean
}

/**
 * A meal time: its name, the number planned, and its slots (the last one empty). More slots than
 * fit (4, or 2 on a phone) scroll sideways, with buttons to page through them.
 */
export function MealRow({ meal, row, slots, recipeOf, date, readOnly, ...handlers }: MealRowProps) {
  const { t } = useI18n()
  const mealName = useMealName()(meal)
  const headingId = useId()
  const list = useRef<HTMLUListElement>(null)
  const perView = useSlidesPerView(SLOTS_PER_VIEW)
  const slider = slots.length > perView
  const planned = slots.filter((slot) => slot != null).length
  const page = (forward: boolean) => {
    const element = list.current
    if (!element) return
    // scrollBy's x is physical: in a right-to-left row the next slots are to the left.
    const rtl = getComputedStyle(element).direction === 'rtl'
    element.scrollBy({ left: (forward !== rtl ? 1 : -1) * element.clientWidth, behavior: 'smooth' })
  }
  return (
    <section className={styles.row} aria-labelledby={headingId} data-meal={meal} data-part="meal-row">
      <div className={styles.rowHeader}>
        <h3 id={headingId} className={styles.rowTitle}>
          <bdi dir="auto">{mealName}</bdi>{' '}
          <span className={styles.rowCount}>({t('planner.meal.count', { count: planned })})</span>
        </h3>
        {slider ? (
          <div className={styles.rowControls}>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('planner.row.previous', { meal: mealName })}
              onClick={() => page(false)}
            >
              <ChevronLeft aria-hidden className={styles.mirrored} />
            </IconButton>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('planner.row.next', { meal: mealName })}
              onClick={() => page(true)}
            >
              <ChevronRight aria-hidden className={styles.mirrored} />
            </IconButton>
          </div>
        ) : null}
      </div>
      <ul
        ref={list}
        className={styles.slots}
        aria-labelledby={headingId}
        data-slider={slider || undefined}
        style={{
          // Exactly `perView` slots in view; the rest scroll.
          gridAutoColumns: `calc((100% - ${perView - 1} * var(--spacing-2)) / ${perView})`,
        }}
      >
        {slots.map((recipeId, index) => (
          <DropSlot
            key={index}
            meal={meal}
            mealName={mealName}
            row={row}
            index={index}
            recipe={recipeId ? (recipeOf(recipeId) ?? placeholder(recipeId)) : null}
            date={date}
            readOnly={readOnly}
            {...handlers}
          />
        ))}
      </ul>
    </section>
  )
}

/** react-aria's own description ("Press Enter to start dragging") and ours, both read. */
export const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

/** A recipe the slots know only by id until the plan's read answers. */
const placeholder = (id: string): PlannedRecipeInfo => ({
  _id: id,
  title: { en: '…', ar: '…' },
  thumbnail: null,
  time: 0,
})

type DropSlotProps = SlotHandlers & {
  meal: string
  mealName: string
  row: number
  index: number
  recipe: PlannedRecipeInfo | null
  date: string | null
  readOnly: boolean
}

function DropSlot({
  meal,
  mealName,
  row,
  index,
  recipe,
  date,
  readOnly,
  onDrop,
  onRemove,
  onRefused,
  onDragging,
}: DropSlotProps) {
  const { t, locale } = useI18n()
  const ref = useRef<HTMLLIElement>(null)
  const title = recipe ? pickText(recipe.title, locale) : ''
  const { dropProps, isDropTarget } = useDrop({
    ref,
    isDisabled: readOnly,
    getDropOperation: (types, allowed): DropOperation => {
      if (!types.has(RECIPE_DRAG_TYPE)) return 'cancel'
      return allowed.includes('move') ? 'move' : allowed.includes('copy') ? 'copy' : 'cancel'
    },
    onDrop: async (event) => {
      const drag = await readRecipeDrag(event.items)
      if (drag) onDrop(drag, { meal, index })
    },
  })
  const label = recipe
    ? t('planner.slot.filled', { meal: mealName, number: index + 1, recipe: title })
    : t('planner.slot.empty', { meal: mealName, number: index + 1 })
  return (
    <li
      ref={ref}
      {...dropProps}
      // Focused by react-aria as the current drop target of a keyboard drag (and by the arrow keys).
      tabIndex={-1}
      aria-label={label}
      className={styles.slot}
      data-drop-slot=""
      data-row={row}
      data-index={index}
      data-filled={recipe ? '' : undefined}
      data-drop-target={isDropTarget || undefined}
      {...(readOnly ? refusedDropProps(onRefused) : {})}
    >
      {recipe ? (
        <PlannedRecipe
          recipe={recipe}
          title={title}
          from={{ date, meal, index }}
          readOnly={readOnly}
          onRefused={onRefused}
          onDragging={onDragging}
        />
      ) : (
        <span className={styles.slotEmpty} aria-hidden>
          {readOnly ? '' : t('planner.slot.dropHere')}
        </span>
      )}
      {recipe && !readOnly ? (
        <IconButton
          size="sm"
          variant="subtle"
          shape="round"
          className={styles.remove}
          aria-label={t('planner.slot.remove', { recipe: title, meal: mealName })}
          onClick={() => onRemove({ meal, index })}
        >
          <X aria-hidden />
        </IconButton>
      ) : null}
    </li>
  )
}

/** A past day's slot takes no drop (react-aria's drop is off there); a drop on it says why. */
function refusedDropProps(onRefused: () => void) {
  return {
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      onRefused()
    },
  }
}

function PlannedRecipe({
  recipe,
  title,
  from,
  readOnly,
  onRefused,
  onDragging,
}: {
  recipe: PlannedRecipeInfo
  title: string
  from: RecipeDrag['from'] & object
  readOnly: boolean
  onRefused: () => void
  onDragging: (dragging: boolean) => void
}) {
  const descriptionId = useId()
  const { t } = useI18n()
  const { dragProps, isDragging } = useDrag({
    isDisabled: readOnly,
    getItems: () => recipeDragItems({ recipeId: recipe._id, from }, title),
    getAllowedDropOperations: () => ['move'],
    onDragStart: () => onDragging(true),
    onDragEnd: () => onDragging(false),
  })
  return (
    <div
      {...dragProps}
      role="button"
      tabIndex={0}
      aria-label={title}
      aria-describedby={readOnly ? undefined : describedBy(dragProps['aria-describedby'], descriptionId)}
      aria-disabled={readOnly || undefined}
      className={styles.planned}
      data-dragging={isDragging || undefined}
      // Pressing Enter on a past day's recipe tells why nothing happens.
      onKeyUp={readOnly ? (event) => event.key === 'Enter' && onRefused() : undefined}
    >
      {recipe.thumbnail ? (
        <img className={styles.thumb} src={recipe.thumbnail.url} alt="" loading="lazy" draggable={false} />
      ) : (
        <span className={styles.thumb} aria-hidden />
      )}
      <span className={styles.plannedTitle} dir="auto">
        {title}
      </span>
      {readOnly ? null : (
        <span id={descriptionId} hidden>
          {t('planner.dragHint')}
        </span>
      )}
    </div>
  )
}
