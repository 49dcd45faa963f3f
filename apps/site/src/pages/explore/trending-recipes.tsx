import { useEffect } from 'react'
import { useApiQuery } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { Carousel } from '@sufra/ui/carousel'
import { toaster } from '@sufra/ui/toast'
import { css } from '@sufra/styled-system/css'
import { RecipeCard } from '@sufra/widgets/recipe-card'
import { LoadFailed } from '../load-failed'
import { TrendingFrame, TrendingSkeleton } from './trending-frame'

// Two cards side by side on wide screens: a wider picture keeps the strip from growing too tall
// (`minH: 0` lets the box be shorter than the picture's own 4:3, which `objectFit` then crops).
const trendingCard = css({
  '& [data-part=media]': { aspectRatio: { base: '4 / 3', lg: '16 / 9' }, minH: '0' },
})

/**
 * Explore's trending recipes (spec: GET /recipe/popular, the most liked, as a carousel of 1 slide on
 * small screens, 1.5 from 640 px and 2 from 1024 px). A failure toasts "Error loading trending
 * recipes" and says so in place, with Try again; with nothing liked yet the strip is left out.
 */
export function TrendingRecipes() {
  const { t } = useI18n()
  const { data, error, errorUpdatedAt, isFetching, refetch } = useApiQuery('/recipe/popular')

  useEffect(() => {
    if (error) toaster.error({ title: t('explore.trendingFailed') })
  }, [error, errorUpdatedAt, t])

  if (data && data.length === 0) return null

  const body = (headingId: string) => {
    if (error && !data) {
      return (
        <LoadFailed
          title={t('explore.trendingFailed')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      )
    }
    if (!data) return <TrendingSkeleton />
    return (
      <Carousel.Root preset="popular" slideCount={data.length} aria-labelledby={headingId}>
        <Carousel.ItemGroup>
          {data.map((recipe, index) => (
            <Carousel.Item key={recipe._id} index={index}>
              <RecipeCard recipe={recipe} className={trendingCard} />
            </Carousel.Item>
          ))}
        </Carousel.ItemGroup>
        <Carousel.Control>
          <Carousel.PrevTrigger />
          <Carousel.IndicatorGroup />
          <Carousel.NextTrigger />
        </Carousel.Control>
      </Carousel.Root>
    )
  }

  return <TrendingFrame>{body}</TrendingFrame>
}
