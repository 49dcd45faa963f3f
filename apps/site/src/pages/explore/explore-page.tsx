import { Link as RouterLink } from 'react-router'
import { SearchIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import { useLocalizedPath } from '../../language/use-language'
import { CreatorsCarousel, PopularCategories, PopularIngredients } from './explore-carousels'
import { lazyWhenNear } from '@sufra/ui/lazy-when-near'
import { RecipeFeedPlaceholder } from './recipe-feed-frame'
import { TrendingPlaceholder } from './trending-frame'

// The grid of recipes sits below three carousels: its code and the hydration of its 30 cards wait
// until the reader nears it (a served page shows the server's grid meanwhile).
const RecipeFeed = lazyWhenNear(async () => (await import('./recipe-feed')).RecipeFeed)
// Likewise the trending carousel, below the three discovery strips: its recipe cards' code waits too.
const TrendingRecipes = lazyWhenNear(async () => (await import('./trending-recipes')).TrendingRecipes)

/**
 * `/` and `/explore` (spec: Explore): a discover heading linking to /search, carousels of popular
 * categories, popular ingredients and creators, the trending recipes, then the infinite grid of recipes.
 */
export function ExplorePage() {
  const { t } = useI18n()
  const localized = useLocalizedPath()
  return (
    <div
      className={css({
        maxW: 'container',
        mx: 'auto',
        px: { base: '4', md: '6' },
        py: { base: '6', md: '10' },
        display: 'flex',
        flexDirection: 'column',
        gap: { base: '8', md: '12' },
      })}
    >
      <h1 className={css({ textStyle: { base: 'h2', md: 'h1' } })}>
        <RouterLink
          to={localized('/search')}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '3',
            color: 'fg.default',
            textDecoration: 'none',
            borderRadius: 'md',
            _hover: { color: 'accent.text', '& [data-part=search]': { bg: 'accent.muted' } },
            _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '[4px]' },
          })}
        >
          {t('pages.explore.discover')}
          <span
            data-part="search"
            aria-hidden
            className={css({
              display: 'inline-grid',
              placeItems: 'center',
              w: { base: '10', md: '12' },
              h: { base: '10', md: '12' },
              borderRadius: 'full',
              bg: 'accent.subtle',
              color: 'accent.text',
              flexShrink: 0,
              '& svg': { w: { base: '4', md: '5' }, h: { base: '4', md: '5' } },
            })}
          >
            <SearchIcon />
          </span>
        </RouterLink>
      </h1>
      <PopularCategories />
      <PopularIngredients />
      <CreatorsCarousel />
      <TrendingRecipes fallback={<TrendingPlaceholder />} />
      <RecipeFeed fallback={<RecipeFeedPlaceholder />} />
    </div>
  )
}
