import type { ReactNode } from 'react'
import { CalendarIcon, ClockIcon, UsersIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { pickText, useI18n, useRelativeAge } from '@sufra/i18n'
import { Chip } from '@sufra/ui/chip'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { recipeOverview } from '@sufra/styled-system/recipes'
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

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  const classes = recipeOverview()
  return (
    <div className={classes.fact} data-part="fact">
      {icon}
      <dt className={visuallyHidden()}>{label}</dt>
      <dd className={classes.value} data-part="value">
        {value}
      </dd>
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
  const classes = recipeOverview()

  return (
    <div className={classes.root} data-scope="recipe-overview" data-part="root">
      <Heading className={classes.title} dir="auto" data-part="title">
        {title}
      </Heading>

      <dl aria-label={t('recipeDetail.facts')} className={classes.facts} data-part="facts">
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
        <p dir="auto" className={classes.description} data-part="description">
          {description}
        </p>
      ) : (
        <p className={classes.description} data-part="description" data-empty="">
          {t('recipeDetail.noDescription')}
        </p>
      )}

      {recipe.category.length > 0 || recipe.cuisine.length > 0 ? (
        <div className={classes.terms} data-part="terms">
          {recipe.category.length > 0 ? (
            <ul aria-label={t('recipeDetail.categories')} className={classes.list} data-part="list">
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
            <ul aria-label={t('recipeDetail.cuisine')} className={classes.list} data-part="list">
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
