import { Link as RouterLink } from 'react-router'
import type { Schema } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { Skeleton } from '@sufra/ui/skeleton'
import { css } from '@sufra/styled-system/css'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { useLocalizedPath } from '../../language/use-language'

export type CatalogueEntry = Schema<'Category'> | Schema<'IngredientSummary'>

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
const pictureTile = css(tileRaw)
// Without a picture (the ingredients have none): a compact tile with the first letter in a circle.
const compactTile = css(tileRaw, { flexDirection: 'row', alignItems: 'center', gap: '3', p: '3' })
const picture = css({ aspectRatio: '4 / 3', w: 'full', h: 'auto', objectFit: 'cover', bg: 'bg.muted' })
const letterCircle = css({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  w: '10',
  h: '10',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.text',
  textStyle: 'label',
  fontSize: 'lg',
})
const name = css({ textStyle: 'label', fontSize: 'md', lineClamp: '2', minW: '0' })
const pictureName = css({ p: '3' })

export const catalogueGrid = css({
  display: 'grid',
  gap: { base: '3', md: '4' },
  gridTemplateColumns: {
    base: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
})

/** The tiles that are on screen when the page opens: their pictures load with it, the rest lazily. */
const TILES_ON_FIRST_SCREEN = 10

/**
 * A category or ingredient in the grid: its picture (or first letter) and its name in the page
 * language, linking to its recipes (`/category/{slug}`, `/ingredient/{slug}`).
 */
export function CatalogueTile({
  entry,
  path,
  index,
}: {
  entry: CatalogueEntry
  path: string
  index: number
}) {
  const { locale } = useI18n()
  const localized = useLocalizedPath()
  const label = pickText(entry.name, locale)
  const url = entry.image?.url
  return (
    <RouterLink to={localized(path)} className={url ? pictureTile : compactTile}>
      {url ? (
        <img
          src={url}
          alt=""
          // The 4:3 box the tile's CSS gives it, so the grid keeps its place while pictures arrive.
          width={400}
          height={300}
          loading={index < TILES_ON_FIRST_SCREEN ? 'eager' : 'lazy'}
          decoding="async"
          className={picture}
        />
      ) : (
        <span aria-hidden className={letterCircle}>
          {label.slice(0, 1)}
        </span>
      )}
      <span className={url ? `${name} ${pictureName}` : name}>{label}</span>
    </RouterLink>
  )
}

/** Tile-shaped placeholders while the grid's first page loads. */
export function CatalogueGridSkeleton({ label, pictures }: { label: string; pictures: boolean }) {
  return (
    <div aria-busy="true" className={catalogueGrid}>
      <span role="status" className={visuallyHidden()}>
        {label}
      </span>
      {Array.from({ length: 10 }, (_, index) => (
        <Skeleton
          key={index}
          className={css({ borderRadius: 'lg' }, pictures ? { aspectRatio: '1' } : { h: '16' })}
        />
      ))}
    </div>
  )
}
