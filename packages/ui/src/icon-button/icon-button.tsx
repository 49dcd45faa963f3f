import { forwardRef } from 'react'
import { cva, cx } from '@sufra/styled-system/css'
import { Button, type ButtonProps } from '../button'

// Icons follow the button size; lucide draws 24 px by default, too big for sm and md.
// (The zero inline padding comes from the button recipe's icon/round compound variant.)
const iconSize = cva({
  base: { '& svg': { flexShrink: 0 } },
  variants: {
    size: {
      sm: { '& svg': { w: '4', h: '4' } },
      md: { '& svg': { w: '5', h: '5' } },
      lg: { '& svg': { w: '6', h: '6' } },
    },
  },
  defaultVariants: { size: 'md' },
})

export type IconButtonProps = Omit<ButtonProps, 'shape' | 'size' | 'fullWidth' | 'aria-label'> & {
  /** The button has no visible text, so its name is required: say what it does ("Save recipe"). */
  'aria-label': string
  /** `icon` is a rounded square, `round` a circle. */
  shape?: 'icon' | 'round'
  size?: 'sm' | 'md' | 'lg'
}

/** A button that shows only an icon; the icon is decorative and the name comes from `aria-label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { shape = 'icon', size, loading, children, className, ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      shape={shape}
      size={size}
      loading={loading}
      className={cx(iconSize({ size }), className)}
      {...rest}
    >
      {/* While loading the spinner takes the icon's place so the button keeps its square. */}
      {loading ? null : children}
    </Button>
  )
})
