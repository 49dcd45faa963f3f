import { type RefObject, useId, useLayoutEffect, useRef, useState } from 'react'
import { type Schema, useApiQuery } from '@sufra/api-client'
import {
  COOK_TIMES,
  type CookTime,
  type SearchCriteria,
  type SearchListFilter,
  toggleFilter,
} from '@sufra/core'
import { type MessageId, pickText, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Checkbox } from '@sufra/ui/checkbox'
import { RadioGroup } from '@sufra/ui/radio-group'
import { SkeletonText } from '@sufra/ui/skeleton'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import type { filterPanel } from '@sufra/styled-system/recipes'
import {
  FILTER_GROUP_SIZE,
  type FilterOption,
  isChosen,
  popularOptions,
  termOptions,
  visibleOptions,
  withChosen,
} from './filter-options'

type Classes = ReturnType<typeof filterPanel>

export type FilterSectionsProps = {
  criteria: SearchCriteria
  onChange: (criteria: SearchCriteria) => void
  applied?: Schema<'AppliedSearchFilters'>
  classes: Classes
}

const titles: Record<SearchListFilter, MessageId> = {
  ingredients: 'searchPage.filters.ingredients',
  categories: 'searchPage.filters.categories',
  cuisines: 'searchPage.filters.cuisines',
  diets: 'searchPage.filters.diets',
  healthLabels: 'searchPage.filters.healthLabels',
}

const cookTimeNames: Record<CookTime, MessageId> = {
  30: 'searchPage.filters.cookTime.30',
  60: 'searchPage.filters.cookTime.60',
  120: 'searchPage.filters.cookTime.120',
  121: 'searchPage.filters.cookTime.121',
}

/** The message naming a cooking-time choice ("Under 1 hour"), for the panel and the page's chips. */
export function cookTimeName(minutes: CookTime): MessageId {
  return cookTimeNames[minutes]
}

/**
 * The filter groups in the spec's order: popular ingredients (GET /ingredient/popular), meal type
 * (GET /category/popular), cuisine, diet and health labels (GET /query), then the cooking time. A group
 * whose list failed to load is left out (the failure is logged) unless something in it is chosen; one
 * line offers to try again.
 */
export function FilterSections({ criteria, onChange, applied, classes }: FilterSectionsProps) {
  const { t } = useI18n()
  const ingredients = useApiQuery('/ingredient/popular')
  const categories = useApiQuery('/category/popular')
  const labels = useApiQuery('/query')

  const groups: { filter: SearchListFilter; read: { isPending: boolean }; options: FilterOption[] }[] = [
    { filter: 'ingredients', read: ingredients, options: popularOptions(ingredients.data ?? []) },
    { filter: 'categories', read: categories, options: popularOptions(categories.data ?? []) },
    { filter: 'cuisines', read: labels, options: termOptions(labels.data?.cuisines ?? []) },
    { filter: 'diets', read: labels, options: termOptions(labels.data?.dietLabels ?? []) },
    { filter: 'healthLabels', read: labels, options: termOptions(labels.data?.healthLabels ?? []) },
  ]
  const failed = [ingredients, categories, labels].filter((read) => read.isError)

  return (
    <div className={classes.sections} data-part="sections">
      {groups.map(({ filter, read, options }) => {
        const chosen = criteria[filter]
        const all = withChosen(options, chosen, applied?.[filter])
        // Still loading: placeholders (never on a served page, which comes with its lists).
        if (read.isPending && all.length === 0) {
          return <GroupPlaceholder key={filter} title={t(titles[filter])} classes={classes} />
        }
        if (all.length === 0) return null
        return (
          <CheckboxGroup
            key={filter}
            filter={filter}
            title={t(titles[filter])}
            options={all}
            chosen={chosen}
            onToggle={(value) => onChange(toggleFilter(criteria, filter, value))}
            classes={classes}
          />
        )
      })}
      <CookTimeGroup
        value={criteria.cookTime}
        onChange={(cookTime) => onChange({ ...criteria, cookTime })}
        classes={classes}
      />
      {failed.length > 0 ? (
        <div className={classes.failed} data-part="failed" role="alert">
          <p>{t('searchPage.filters.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => failed.forEach((read) => void read.refetch())}>
            {t('explore.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

/**
 * Keeps the native inputs under `container` ticked as the search says, after every render. The boxes
 * are drawn from the search, but the browser ticks a native box itself on a click; when that change
 * is undone before its render commits (Back pressed at once: the router's navigations are
 * transitions, and the interrupted one never renders), nothing else would untick it, and a screen
 * reader would announce, and the next click act on, a state the panel does not show.
 */
function useNativeChecks(container: RefObject<HTMLElement | null>, isOn: (value: string) => boolean) {
  useLayoutEffect(() => {
    for (const input of container.current?.querySelectorAll('input') ?? []) input.checked = isOn(input.value)
  })
}

function GroupPlaceholder({ title, classes }: { title: string; classes: Classes }) {
  const { t } = useI18n()
  return (
    <div className={classes.section} data-part="section" aria-busy="true">
      <p className={classes.legend} data-part="legend">
        {title}
      </p>
      <div className={classes.placeholder} data-part="placeholder">
        <span role="status" className={visuallyHidden()}>
          {t('searchPage.filters.loading')}
        </span>
        <SkeletonText lines={4} />
      </div>
    </div>
  )
}

/** A list filter: a checkbox per entry, 10 shown until See All (and whatever is ticked). */
function CheckboxGroup({
  filter,
  title,
  options,
  chosen,
  onToggle,
  classes,
}: {
  filter: SearchListFilter
  title: string
  options: FilterOption[]
  chosen: string[]
  onToggle: (value: string) => void
  classes: Classes
}) {
  const { t, locale } = useI18n()
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const list = useRef<HTMLUListElement>(null)
  const shown = visibleOptions(options, chosen, expanded)
  useNativeChecks(list, (value) => chosen.some((entry) => entry.toLowerCase() === value.toLowerCase()))
  return (
    <fieldset className={classes.section} data-part="section" data-filter={filter}>
      <legend className={classes.legend} data-part="legend">
        {title}
      </legend>
      <ul ref={list} id={listId} className={classes.list} data-part="list">
        {shown.map((option) => {
          const checked = isChosen(option, chosen)
          // Untick the value as the search holds it (a shared link may spell it in another case).
          const held = chosen.find((value) => value.toLowerCase() === option.value.toLowerCase())
          return (
            <li key={option.value} className={classes.item} data-part="item">
              <Checkbox.Root
                checked={checked}
                onCheckedChange={() => onToggle(held ?? option.value)}
                name={filter}
                value={option.value}
              >
                <Checkbox.Control>
                  <Checkbox.Indicator />
                </Checkbox.Control>
                <Checkbox.Label dir="auto">
                  {option.name ? pickText(option.name, locale) : option.value}
                </Checkbox.Label>
                <Checkbox.HiddenInput />
              </Checkbox.Root>
            </li>
          )
        })}
      </ul>
      {options.length > FILTER_GROUP_SIZE ? (
        <button
          type="button"
          className={classes.more}
          data-part="more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {t(expanded ? 'searchPage.filters.seeLess' : 'searchPage.filters.seeAll')}
        </button>
      ) : null}
    </fieldset>
  )
}

/** The cooking time: one of the spec's four choices at a time, and a way back to any time. */
function CookTimeGroup({
  value,
  onChange,
  classes,
}: {
  value: CookTime | null
  onChange: (cookTime: CookTime | null) => void
  classes: Classes
}) {
  const { t } = useI18n()
  const group = useRef<HTMLDivElement>(null)
  useNativeChecks(group, (minutes) => minutes === String(value))
  return (
    <div ref={group} className={classes.section} data-part="section" data-filter="cookTime">
      <RadioGroup.Root
        name="cookTime"
        value={value === null ? null : String(value)}
        onValueChange={(details) => {
          const minutes = COOK_TIMES.find((time) => String(time) === details.value)
          if (minutes !== undefined) onChange(minutes)
        }}
      >
        <RadioGroup.Label>
          <span className={classes.groupLabel} data-part="group-label">
            {t('searchPage.filters.cookTime')}
          </span>
        </RadioGroup.Label>
        {COOK_TIMES.map((minutes) => (
          <RadioGroup.Item key={minutes} value={String(minutes)} className={classes.item}>
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>{t(cookTimeName(minutes))}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {value !== null ? (
        <button type="button" className={classes.clear} data-part="clear" onClick={() => onChange(null)}>
          {t('searchPage.filters.clearCookTime')}
        </button>
      ) : null}
    </div>
  )
}
