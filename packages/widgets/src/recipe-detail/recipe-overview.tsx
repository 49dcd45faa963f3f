import type { ReactNode } from 'react'
import { CalendarIcon, ClockIcon, UsersIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { pickText, useI18n, useRelativeAge } from '@sufra/i18n'
import { Chip } from '@sufra/ui/chip'
import { css } from '@sufra/styled-system/css'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { useWidgetHost } from '../widget-host'

export type RecipeOverviewProps = {
  recipe: Pick<
    Schema<'Recipe'>,
    'title' | 'description' | 'time' | 'servings' | 'createdAt' | 'category' | 'cuisine'
  >
  /** The servings the page shows (the serving adjuster); defaults to the recipe's. */
  servings?: number
  /** Heading level of the title; the page's main heading by default. */
  headingLevel?: 1 | 2
}

/** Spec: category links go to /category/{english-title-lowercased-with-hyphens}. */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-')
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' }),
  title: css({ textStyle: { base: 'h2', md: 'h1' }, overflowWrap: 'anywhere' }),
  description: css({ color: 'fg.muted', whiteSpace: 'pre-line' }),
  noDescription: css({ color: 'fg.subtle', fontStyle: 'italic' }),
  facts: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  fact: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    py: '1.5',
    borderRadius: 'lg',
    bg: 'bg.subtle',
    borderWidth: '1px',
    borderColor: 'border.subtle',
    '& svg': { w: '4', h: '4', color: 'accent.text', flexShrink: 0 },
  }),
  factLabel: visuallyHidden(),
  factValue: css({ textStyle: 'label', color: 'fg.default' }),
  terms: css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '2' }),
  termRow: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className={styles.fact}>
      {icon}
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  )
}

/**
 * The recipe's title, description (in the page language, else the other one), cooking time,
 * servings, age, categories (linked) and cuisines.
 */
export function RecipeOverview({ recipe, servings, headingLevel = 1 }: RecipeOverviewProps) {
  const { t, locale } = useI18n()
  const host = useWidgetHost()
  const age = useRelativeAge()
  const title = pickText(recipe.title, locale)
  const description = pickText(recipe.description, locale).trim()
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const shownServings = servings ?? recipe.servings

  return (
    <div className={styles.root} data-part="recipe-overview">
      <Heading className={styles.title} dir="auto">
        {title}
      </Heading>

      <dl aria-label={t('recipeDetail.facts')} className={styles.facts}>
        <Fact
          icon={<ClockIcon aria-hidden />}
          label={t('recipeDetail.time.label')}
          value={t('recipeDetail.time', { count: recipe.time })}
        />
        <Fact
          icon={<UsersIcon aria-hidden />}
          label={t('recipeDetail.servings.label')}
          value={t('recipeDetail.servings', { count: shownServings })}
        />
        <Fact
          icon={<CalendarIcon aria-hidden />}
          label={t('recipeDetail.age.label')}
          value={age(recipe.createdAt)}
        />
      </dl>

      {description ? (
        <p dir="auto" className={styles.description}>
          {description}
        </p>
      ) : (
        <p className={styles.noDescription}>{t('recipeDetail.noDescription')}</p>
      )}

      {recipe.category.length > 0 || recipe.cuisine.length > 0 ? (
        <div className={styles.terms}>
          {recipe.category.length > 0 ? (
            <ul aria-label={t('recipeDetail.categories')} className={styles.termRow}>
              {recipe.category.map((term) => (
                <li key={term._id}>
                  <Chip asChild size="sm" variant="subtle">
                    <host.Link href={host.href(`/category/${categorySlug(term.name.en || term.key)}`)}>
                      <span dir="auto">{pickText(term.name, locale)}</span>
                    </host.Link>
                  </Chip>
                </li>
              ))}
            </ul>
          ) : null}
          {recipe.cuisine.length > 0 ? (
            <ul aria-label={t('recipeDetail.cuisine')} className={styles.termRow}>
              {recipe.cuisine.map((term) => (
                <li key={term._id}>
                  <Chip size="sm" variant="outline">
                    {pickText(term.name, locale)}
                  </Chip>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
