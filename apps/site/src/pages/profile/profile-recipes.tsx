import { useId } from 'react'
import { Link as RouterLink } from 'react-router'
import { CookingPotIcon, UtensilsCrossedIcon } from 'lucide-react'
import type { Schema, useApiQuery } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { EmptyState } from '@sufra/ui/empty-state'
import { Skeleton } from '@sufra/ui/skeleton'
import { css } from '@sufra/styled-system/css'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { useLocalizedPath } from '../../language/use-language'
import { LoadFailed } from '../load-failed'

type RecipeSummary = Schema<'RecipeSummary'>
type RecipesQuery = Pick<
  ReturnType<typeof useApiQuery<'/user/recipes/{id}'>>,
  'data' | 'error' | 'isFetching' | 'refetch'
>

const grid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  gap: { base: '3', md: '5' },
})

const picture = css({
  aspectRatio: '4 / 3',
  w: 'full',
  borderRadius: 'lg',
  objectFit: 'cover',
  bg: 'bg.muted',
})

const SKELETON_CARDS = 4

/** The user's recipes (GET /user/recipes/{id}) as a grid of links to each recipe. */
export function ProfileRecipes({ recipes }: { recipes: RecipesQuery }) {
  const { t, locale } = useI18n()
  const headingId = useId()
  const { data, error, isFetching, refetch } = recipes

  let content
  if (data === undefined && error) {
    content = (
      <LoadFailed title={t('profile.recipes.failed')} onRetry={() => void refetch()} retrying={isFetching} />
    )
  } else if (data === undefined) {
    content = (
      <div aria-busy="true">
        <span role="status" className={visuallyHidden()}>
          {t('profile.recipes.loading')}
        </span>
        <div className={grid}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <div key={index} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <Skeleton className={css({ aspectRatio: '4 / 3', borderRadius: 'lg' })} />
              <Skeleton shape="text" />
            </div>
          ))}
        </div>
      </div>
    )
  } else if (data.length === 0) {
    content = (
      <EmptyState titleAs="p" icon={<UtensilsCrossedIcon aria-hidden />} title={t('pages.creator.empty')} />
    )
  } else {
    content = (
      <ul className={grid}>
        {data.map((recipe) => (
          <li key={recipe._id}>
            <RecipeTile recipe={recipe} title={pickText(recipe.title, locale)} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <section
      aria-labelledby={headingId}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h2 id={headingId} className={css({ textStyle: 'h3' })}>
        {t('profile.recipes.title')}
      </h2>
      {content}
    </section>
  )
}

function RecipeTile({ recipe, title }: { recipe: RecipeSummary; title: string }) {
  const localized = useLocalizedPath()
  return (
    <RouterLink
      to={localized(`/recipe/${recipe._id}`)}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        color: 'fg.default',
        textDecoration: 'none',
        borderRadius: 'lg',
        _hover: { '& [data-part=title]': { textDecoration: 'underline' } },
      })}
    >
      {recipe.thumbnail ? (
        // The title next to it names the link; the picture adds nothing to read out.
        <img src={recipe.thumbnail.url} alt="" loading="lazy" className={picture} />
      ) : (
        <div
          aria-hidden
          className={css({
            aspectRatio: '4 / 3',
            borderRadius: 'lg',
            bg: 'bg.muted',
            color: 'fg.subtle',
            display: 'grid',
            placeItems: 'center',
            '& svg': { w: '10', h: '10' },
          })}
        >
          <CookingPotIcon />
        </div>
      )}
      <span
        data-part="title"
        dir="auto"
        className={css({ textStyle: 'label', fontSize: 'md', lineClamp: '2' })}
      >
        {title}
      </span>
    </RouterLink>
  )
}
