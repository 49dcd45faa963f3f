import { type FormEvent, useState } from 'react'
import { SearchIcon } from 'lucide-react'
import { SEARCH_HISTORY_KEY, addToHistory, parseStoredHistory, searchLimits } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Field } from '@sufra/ui/field'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { searchPage } from '@sufra/styled-system/recipes'

/**
 * Puts a search at the end of the stored history (`localStorage.searchHistory`, the header search
 * panel's), by the core rules: at most 10, most recent last, no duplicates. Storage that cannot be
 * written (private windows, full quota) leaves the history as it was.
 */
export function rememberSearch(keyword: string) {
  try {
    const history = parseStoredHistory(window.localStorage.getItem(SEARCH_HISTORY_KEY))
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(addToHistory(history, keyword)))
  } catch {
    // The search itself goes on.
  }
}

/**
 * The page's own search field, filled with the current keyword. Submitting a new keyword keeps the
 * chosen filters and is remembered in the search history; an empty field says "Search field is
 * required" and whitespace alone is ignored (spec section 5). Mount it with `key={keyword}` so a
 * keyword changed elsewhere (a removed chip, Back) shows in it.
 */
export function SearchField({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useI18n()
  const classes = searchPage()
  const [text, setText] = useState(keyword)
  const [required, setRequired] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text === '') {
      setRequired(true)
      return
    }
    const search = text.trim()
    if (search === '') return
    rememberSearch(search)
    onSearch(search)
  }

  return (
    <form
      role="search"
      noValidate
      onSubmit={submit}
      className={classes.form}
      data-scope="search-page"
      data-part="form"
    >
      <Field.Root invalid={required} className={classes.field}>
        <Field.Label className={visuallyHidden()} requiredIndicator={false}>
          {t('searchPage.field.label')}
        </Field.Label>
        <Field.Input
          type="search"
          dir="auto"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={searchLimits.keyword}
          placeholder={t('searchPage.field.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setRequired(false)
          }}
        />
        <Field.ErrorText>{t('searchPanel.required')}</Field.ErrorText>
      </Field.Root>
      <Button type="submit">
        <SearchIcon aria-hidden size={18} />
        {t('searchPage.field.submit')}
      </Button>
    </form>
  )
}
