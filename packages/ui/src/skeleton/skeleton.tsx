import { forwardRef, type HTMLAttributes } from 'react'
import { css, cx } from '@sufra/styled-system/css'
import { skeleton, type SkeletonVariantProps } from '@sufra/styled-system/recipes'

export type SkeletonProps = HTMLAttributes<HTMLDivElement> & SkeletonVariantProps

/**
 * A grey shimmering block where content is loading. Hidden from assistive technology: the
 * region that loads should say so itself (aria-busy, or a Spinner's status text).
 */
export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton(props, ref) {
  const [variantProps, { className, ...rest }] = skeleton.splitVariantProps(props)
  return (
    <div
      ref={ref}
      aria-hidden
      data-part="skeleton"
      className={cx(skeleton(variantProps), className)}
      {...rest}
    />
  )
})

const textStack = css({ display: 'flex', flexDirection: 'column', gap: '2', w: 'full' })
// A ragged last line reads as a paragraph rather than a table.
const lastLine = css({ w: '3/5' })

export type SkeletonTextProps = HTMLAttributes<HTMLDivElement> & {
  /** Number of text lines. */
  lines?: number
}

export const SkeletonText = forwardRef<HTMLDivElement, SkeletonTextProps>(function SkeletonText(
  { lines = 3, className, ...rest },
  ref,
) {
  const count = Math.max(1, Math.floor(lines))
  return (
    <div ref={ref} aria-hidden data-part="skeleton-text" className={cx(textStack, className)} {...rest}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton
          key={index}
          shape="text"
          className={count > 1 && index === count - 1 ? lastLine : undefined}
        />
      ))}
    </div>
  )
})

// Same steps as the Avatar sizes, so a loading avatar keeps its place.
const circleSizes = {
  xs: css({ w: '6', h: '6' }),
  sm: css({ w: '8', h: '8' }),
  md: css({ w: '10', h: '10' }),
  lg: css({ w: '14', h: '14' }),
  xl: css({ w: '20', h: '20' }),
}

export type SkeletonCircleProps = HTMLAttributes<HTMLDivElement> & {
  size?: keyof typeof circleSizes
}

export const SkeletonCircle = forwardRef<HTMLDivElement, SkeletonCircleProps>(function SkeletonCircle(
  { size = 'md', className, ...rest },
  ref,
) {
  return <Skeleton ref={ref} shape="circle" className={cx(circleSizes[size], className)} {...rest} />
})
