import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { ark } from '@ark-ui/react/factory'
import { cx } from '@sufra/styled-system/css'
import { button, type ButtonVariantProps } from '@sufra/styled-system/recipes'
import { Spinner } from '../spinner'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariantProps & {
    /** Shows a spinner, keeps the width, and disables the button while a request runs. */
    loading?: boolean
    /** Render the child element (e.g. a router link) with button styles. */
    asChild?: boolean
    children?: ReactNode
  }

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const [variantProps, { loading, disabled, children, className, type, ...rest }] =
    button.splitVariantProps(props)
  return (
    <ark.button
      ref={ref}
      type={rest.asChild ? undefined : (type ?? 'button')}
      className={cx(button(variantProps), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      {...rest}
    >
      {/* asChild hands props to a single child element, so no spinner sibling there. */}
      {rest.asChild ? (
        children
      ) : (
        <>
          {loading ? <Spinner size="sm" decorative /> : null}
          {children}
        </>
      )}
    </ark.button>
  )
})
