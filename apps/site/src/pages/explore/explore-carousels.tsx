import { type ReactNode, useId } from 'react'
import { Link as RouterLink } from 'react-router'
import { ChevronRightIcon } from 'lucide-react'
import { type Schema, useApiQuery } from '@sufra/api-client'
import { displayName } from '@sufra/core'
import { pickText, useI18n } from '@sufra/i18n'
import { Avatar } from '@sufra/ui/avatar'
import { Button } from '@sufra/ui/button'
import { Carousel, type CarouselPresetName } from '@sufra/ui/carousel'
import { Skeleton } from '@sufra/ui/skeleton'
import { css } from '@sufra/styled-system/css'
import { useLocalizedPath } from '../../language/use-language'
import { POPULAR_STRIP_SIZE, taxonomySlug } from './explore-rules'

const sectionHeader = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  marginBlockEnd: '4',
})

const viewAllIcon = css({ w: '4', h: '4', _rtl: { transform: 'scaleX(-1)' } })

/**
 * A discovery strip: its heading, a View All link to the full page, and a looping carousel
 * (spec: creator and category carousels, 20 px apart, slides per width from the preset).
 * While it loads, placeholders; on failure or with nothing to show it is left out (failures are
 * logged by the query cache, spec section 8).
 */
function DiscoverySection<Item>({
  title,
  viewAllPath,
  preset,
  items,
  loading,
  itemKey,
  renderItem,
  testId,
}: {
  title: string
  viewAllPath: string
  preset: CarouselPresetName
  items: readonly Item[] | undefined
  loading: boolean
  itemKey: (item: Item) => string
  /** `index`: the item's place (the first ones are on screen when the page opens). */
  renderItem: (item: Item, index: number) => ReactNode
  testId: string
}) {
  const { t } = useI18n()
  const localized = useLocalizedPath()
  const headingId = useId()
  if (!loading && (!items || items.length === 0)) return null

  return (
    // Not a landmark itself: the carousel inside is the region named by the title.
    <section data-testid={testId} className={css({ minW: '0' })}>
      <div className={sectionHeader}>
        <h2 id={headingId} className={css({ textStyle: { base: 'h3', md: 'h2' } })}>
          {title}
        </h2>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={localized(viewAllPath)} aria-describedby={headingId}>
            {t('explore.viewAll')}
            <ChevronRightIcon aria-hidden className={viewAllIcon} />
          </RouterLink>
        </Button>
      </div>
      {items && items.length > 0 ? (
        <Carousel.Root preset={preset} slideCount={items.length} aria-labelledby={headingId}>
          <Carousel.ItemGroup>
            {items.map((item, index) => (
              <Carousel.Item key={itemKey(item)} index={index}>
                {renderItem(item, index)}
              </Carousel.Item>
            ))}
          </Carousel.ItemGroup>
          <Carousel.Control>
            <Carousel.PrevTrigger />
            <Carousel.IndicatorGroup />
            <Carousel.NextTrigger />
          </Carousel.Control>
        </Carousel.Root>
      ) : (
        <div aria-hidden className={css({ display: 'flex', gap: '5', overflow: 'hidden' })}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton
              key={index}
              className={css({ flex: 'none', w: { base: '3/4', sm: '2/5', lg: '1/6' }, h: '32' })}
            />
          ))}
        </div>
      )}
    </section>
  )
}

const tileRaw = css.raw({
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'bg.surface',
  overflow: 'hidden',
  color: 'fg.default',
  textDecoration: 'none',
  transitionProperty: '[box-shadow, border-color]',
  transitionDuration: 'fast',
  _hover: { boxShadow: 'sm', borderColor: 'border.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '[-2px]' },
})

const tile = css(tileRaw)

const tilePicture = css({ aspectRatio: '4 / 3', w: 'full', h: 'auto', objectFit: 'cover', bg: 'bg.muted' })

/** Without a picture (the ingredients have none): a compact tile with the first letter in a circle. */
const compactTile = css(tileRaw, { flexDirection: 'row', alignItems: 'center', gap: '3', p: '3' })

const letterCircle = css({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  w: '12',
  h: '12',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.text',
  textStyle: 'h3',
})

const tileTextRaw = css.raw({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })
const tileText = css(tileTextRaw, { p: '3' })
const compactTileText = css(tileTextRaw)
const tileName = css({ textStyle: 'label', fontSize: 'md', truncate: true })
const tileCount = css({ textStyle: 'caption', color: 'fg.muted' })

/** How many tiles the widest carousel shows at once: their pictures load with the page, the rest lazily. */
const TILES_ON_SCREEN = 4

/**
 * A popular category or ingredient: its picture (or first letter), name and recipe count. `index`
 * 0 of the first carousel is explore's largest picture on a phone: it is fetched first.
 */
function TaxonomyTile({
  entry,
  path,
  index,
  first = false,
}: {
  entry: Schema<'Popular'>
  path: string
  index: number
  first?: boolean
}) {
  const { t, locale } = useI18n()
  const localized = useLocalizedPath()
  const name = pickText(entry._id, locale)
  return (
    <RouterLink to={localized(path)} className={entry.image?.url ? tile : compactTile}>
      {entry.image?.url ? (
        <img
          src={entry.image.url}
          alt=""
          // The 4:3 box the tile's CSS gives it, so the page keeps its place while pictures arrive.
          width={400}
          height={300}
          loading={index < TILES_ON_SCREEN ? 'eager' : 'lazy'}
          fetchPriority={first && index === 0 ? 'high' : undefined}
          decoding="async"
          className={tilePicture}
        />
      ) : (
        <span aria-hidden className={letterCircle}>
          {name.slice(0, 1)}
        </span>
      )}
      <span className={entry.image?.url ? tileText : compactTileText}>
        <span dir="auto" className={tileName}>
          {name}
        </span>
        <span className={tileCount}>{t('explore.recipeCount', { count: entry.count })}</span>
      </span>
    </RouterLink>
  )
}

/** GET /category/popular, the first 10: links to /category/{english-title-lowercased-with-hyphens}. */
export function PopularCategories() {
  const { t } = useI18n()
  const { data, isPending } = useApiQuery('/category/popular')
  return (
    <DiscoverySection
      testId="popular-categories"
      title={t('explore.categories')}
      viewAllPath="/categories"
      preset="categories"
      items={data?.slice(0, POPULAR_STRIP_SIZE)}
      loading={isPending}
      itemKey={(entry) => taxonomySlug(entry)}
      renderItem={(entry, index) => (
        <TaxonomyTile entry={entry} path={`/category/${taxonomySlug(entry)}`} index={index} first />
      )}
    />
  )
}

/** GET /ingredient/popular, the first 10: links to /ingredient/{slug}. */
export function PopularIngredients() {
  const { t } = useI18n()
  const { data, isPending } = useApiQuery('/ingredient/popular')
  return (
    <DiscoverySection
      testId="popular-ingredients"
      title={t('explore.ingredients')}
      viewAllPath="/ingredients"
      preset="categories"
      items={data?.slice(0, POPULAR_STRIP_SIZE)}
      loading={isPending}
      itemKey={(entry) => taxonomySlug(entry)}
      renderItem={(entry, index) => (
        <TaxonomyTile entry={entry} path={`/ingredient/${taxonomySlug(entry)}`} index={index} />
      )}
    />
  )
}

const creatorTile = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  h: 'full',
  px: '2',
  py: '4',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'bg.surface',
  color: 'fg.default',
  textDecoration: 'none',
  textAlign: 'center',
  transitionProperty: '[box-shadow, border-color]',
  transitionDuration: 'fast',
  _hover: { boxShadow: 'sm', borderColor: 'border.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '[-2px]' },
})

/** GET /user/get-all (the signed-in user left out by the server): links to /creators/{id}. */
export function CreatorsCarousel() {
  const { t, locale } = useI18n()
  const localized = useLocalizedPath()
  const { data, isPending } = useApiQuery('/user/get-all')
  return (
    <DiscoverySection<Schema<'CreatorSummary'>>
      testId="creators"
      title={t('explore.creators')}
      viewAllPath="/creators"
      preset="creators"
      items={data}
      loading={isPending}
      itemKey={(creator) => creator._id}
      renderItem={(creator) => {
        const name = displayName(creator, locale)
        return (
          <RouterLink to={localized(`/creators/${creator._id}`)} className={creatorTile}>
            <Avatar name={name} src={creator.image.url} colorSeed={creator._id} size="lg" decorative />
            <span dir="auto" className={css({ textStyle: 'label', lineClamp: '2' })}>
              {name}
            </span>
            <span className={tileCount}>{t('explore.recipeCount', { count: creator.recipesCount })}</span>
          </RouterLink>
        )
      }}
    />
  )
}
