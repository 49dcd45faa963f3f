import {
  type FormEvent,
  type MouseEvent,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { HistoryIcon, SearchIcon } from 'lucide-react'
import { type SearchCriteria, pickText, searchLimits, searchPath, slugFromTitle } from '@sufra/core'
import { type Schema, useApiQuery } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Chip } from '@sufra/ui/chip'
import { Dialog } from '@sufra/ui/dialog'
import { Field, Input } from '@sufra/ui/field'
import { Link } from '@sufra/ui/link'
import { Skeleton } from '@sufra/ui/skeleton'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { searchPanel } from '@sufra/styled-system/recipes'
import { useBlockScrollKeys } from '../shared'
import { useWidgetHost } from '../widget-host'
import { useSearchHistory } from './use-search-history'

/** Spec section 9: at most 10 chips per popular list. */
export const POPULAR_CHIPS = 10

// The popular lists change slowly: one read serves every opening for a few minutes.
const POPULAR_FRESH_MS = 5 * 60_000

const classes = searchPanel()

export type SearchPanelProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back to on closing: the header's search button. */
  trigger: () => HTMLElement | null
}

/**
 * The header's search panel (spec section 2): a full-screen overlay on phones and a 900 px panel
 * under the header from md, with the search field, the recent searches and the popular ingredients
 * and categories. A modal dialog (Ark's, through @sufra/ui): focus goes to the field when it opens
 * and back to `trigger` when it closes; Escape and a click or touch outside close it; page scrolling
 * is locked and the scroll keys are blocked while it is open. A search or a picked chip closes it and
 * asks the host to go to `/search`.
 */
export function SearchPanel({ open, onOpenChange, trigger }: SearchPanelProps) {
  const field = useRef<HTMLInputElement>(null)
  useBlockScrollKeys(open)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => field.current}
      finalFocusEl={trigger}
    >
      {/* Out of the header's sticky stacking context, over the whole page. */}
      <Dialog.Portal>
        <Dialog.Backdrop unstyled className={classes.backdrop} />
        <Dialog.Positioner unstyled className={classes.positioner}>
          <Dialog.Content unstyled className={classes.content}>
            <Dialog.CloseTrigger />
            <SearchPanelBody field={field} close={() => onOpenChange(false)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/**
 * What the panel shows while open. Mounted on each opening (the dialog renders nothing while
 * closed), so the history is read afresh and both popular lists are asked for together then.
 */
function SearchPanelBody({ field, close }: { field: RefObject<HTMLInputElement | null>; close: () => void }) {
  const { t } = useI18n()
  const host = useWidgetHost()
  const history = useSearchHistory()
  const [text, setText] = useState('')
  const [required, setRequired] = useState(false)

  const go = (criteria: Partial<SearchCriteria>) => {
    setText('')
    setRequired(false)
    close()
    host.navigate(searchPath(criteria))
  }

  const search = (keyword: string) => {
    history.add(keyword)
    go({ keyword })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const keyword = text.trim()
    // Spec: required; a search of only spaces is ignored (no search, no history entry). Both say
    // why nothing happened the same way, since to the eye both fields are empty.
    if (keyword === '') {
      setRequired(true)
      field.current?.focus()
      return
    }
    search(keyword)
  }

  return (
    <>
      <div className={classes.header} data-part="header">
        <Dialog.Title unstyled className={classes.title}>
          {t('searchPanel.title')}
        </Dialog.Title>
        <form role="search" noValidate className={classes.form} data-part="form" onSubmit={onSubmit}>
          <Field.Root invalid={required} required size="lg">
            <Field.Label requiredIndicator={false}>{t('searchPanel.field')}</Field.Label>
            <div className={classes.row} data-part="row">
              <Input
                ref={field}
                type="search"
                enterKeyHint="search"
                autoComplete="off"
                dir="auto"
                maxLength={searchLimits.keyword}
                placeholder={t('searchPanel.placeholder')}
                value={text}
                onChange={(event) => {
                  setText(event.target.value)
                  if (required) setRequired(false)
                }}
                className={classes.input}
              />
              <Button type="submit" size="lg">
                <SearchIcon aria-hidden />
                <span className={classes['submit-label']}>{t('searchPanel.submit')}</span>
              </Button>
            </div>
            <Field.ErrorText>{t('searchPanel.required')}</Field.ErrorText>
          </Field.Root>
        </form>
      </div>
      <div className={classes.body} data-part="body">
        <RecentSearches
          entries={history.entries}
          onSearch={search}
          onRemove={history.remove}
          onClear={history.clear}
          field={field}
        />
        <PopularChips kind="ingredients" onPick={(slug) => go({ ingredients: [slug] })} onSeeAll={close} />
        <PopularChips kind="categories" onPick={(slug) => go({ categories: [slug] })} onSeeAll={close} />
      </div>
    </>
  )
}

/** A plain left click on an in-app link: the panel navigates itself; other clicks open a tab. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

function RecentSearches({
  entries,
  onSearch,
  onRemove,
  onClear,
  field,
}: {
  entries: string[]
  onSearch: (search: string) => void
  onRemove: (search: string) => void
  onClear: () => void
  field: RefObject<HTMLInputElement | null>
}) {
  const { t } = useI18n()
  const host = useWidgetHost()
  const headingId = useId()
  const list = useRef<HTMLUListElement>(null)
  // After a removal, focus stays in the list (the entry now at that place, else the field) rather
  // than falling to the page behind the dialog.
  const focusAfterRemoval = useRef<number | null>(null)
  useLayoutEffect(() => {
    const at = focusAfterRemoval.current
    if (at === null) return
    focusAfterRemoval.current = null
    const removeButtons = list.current?.querySelectorAll<HTMLButtonElement>('li button') ?? []
    const next = removeButtons[Math.min(at, removeButtons.length - 1)]
    ;(next ?? field.current)?.focus()
  })

  if (entries.length === 0) return null
  // Stored most recent last (spec); shown most recent first, where the eye starts, as the
  // search a person most likely wants again is the one they just made.
  const shown = [...entries].reverse()
  return (
    <section aria-labelledby={headingId} className={classes.section} data-part="history">
      <div className={classes['section-header']} data-part="section-header">
        <h3 id={headingId} className={classes.heading}>
          {t('searchPanel.history.title')}
        </h3>
        {/* Styled as the other sections' See all, at the same inline end. */}
        <Link variant="subtle" asChild className={classes['section-action']}>
          <button
            type="button"
            onClick={() => {
              onClear()
              field.current?.focus()
            }}
          >
            {t('searchPanel.history.clear')}
          </button>
        </Link>
      </div>
      <ul ref={list} className={classes.chips} data-part="history-list">
        {shown.map((entry, index) => (
          <li key={entry}>
            <Chip
              variant="subtle"
              icon={<HistoryIcon aria-hidden />}
              href={host.href(searchPath({ keyword: entry }))}
              onClick={(event) => {
                if (!isPlainClick(event)) return
                event.preventDefault()
                onSearch(entry)
              }}
              onRemove={() => {
                focusAfterRemoval.current = index
                onRemove(entry)
              }}
              removeLabel={t('searchPanel.history.remove', { search: entry })}
            >
              {entry}
            </Chip>
          </li>
        ))}
      </ul>
    </section>
  )
}

type PopularKind = 'ingredients' | 'categories'

const popular = {
  ingredients: {
    path: '/ingredient/popular',
    title: 'searchPanel.ingredients.title',
    seeAll: 'searchPanel.ingredients.seeAll',
    seeAllPath: '/ingredients',
  },
  categories: {
    path: '/category/popular',
    title: 'searchPanel.categories.title',
    seeAll: 'searchPanel.categories.seeAll',
    seeAllPath: '/categories',
  },
} as const

/** The slug a popular entry is searched by: the server's, else its English name with hyphens. */
function popularSlug(entry: Schema<'Popular'>): string {
  return entry.slug || slugFromTitle(entry._id.en)
}

/**
 * GET /ingredient/popular or /category/popular, the first 10 as chips that search by that filter.
 * A failed read is logged by the query cache (spec section 8: logged only) and the section simply
 * stops loading: its heading and See all stay.
 */
function PopularChips({
  kind,
  onPick,
  onSeeAll,
}: {
  kind: PopularKind
  onPick: (slug: string) => void
  onSeeAll: () => void
}) {
  const { t, locale } = useI18n()
  const host = useWidgetHost()
  const headingId = useId()
  const { path, title, seeAll, seeAllPath } = popular[kind]
  const { data, isPending } = useApiQuery(path, undefined, { staleTime: POPULAR_FRESH_MS })
  const HostLink = host.Link
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isPending || undefined}
      className={classes.section}
      data-part={kind}
    >
      <div className={classes['section-header']} data-part="section-header">
        <h3 id={headingId} className={classes.heading}>
          {t(title)}
        </h3>
        <Link variant="subtle" asChild className={classes['section-action']}>
          <HostLink href={host.href(seeAllPath)} aria-label={t(seeAll)} onClick={onSeeAll}>
            {t('searchPanel.seeAll')}
          </HostLink>
        </Link>
      </div>
      {isPending ? (
        <>
          <span className={visuallyHidden()}>{t('searchPanel.loading')}</span>
          <ul className={classes.placeholder} data-part="placeholder" aria-hidden>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <Skeleton />
              </li>
            ))}
          </ul>
        </>
      ) : data && data.length > 0 ? (
        <ul className={classes.chips} data-part="chips">
          {data.slice(0, POPULAR_CHIPS).map((entry) => {
            const slug = popularSlug(entry)
            const criteria = kind === 'ingredients' ? { ingredients: [slug] } : { categories: [slug] }
            return (
              <li key={slug}>
                <Chip
                  variant="outline"
                  href={host.href(searchPath(criteria))}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return
                    event.preventDefault()
                    onPick(slug)
                  }}
                >
                  {pickText(entry._id, locale)}
                </Chip>
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}
