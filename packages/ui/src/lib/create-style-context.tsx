import {
  type ComponentProps,
  type ElementType,
  type ForwardRefExoticComponent,
  type PropsWithoutRef,
  type RefAttributes,
  createContext,
  forwardRef,
  useContext,
} from 'react'
import { cx } from '@sufra/styled-system/css'
import type { RecipeVariantProps } from '@sufra/styled-system/types'

/**
 * Wires a Panda slot recipe onto Ark UI parts: the Root splits variant props, runs the recipe
 * and shares the slot class names; every other part just picks its slot's class.
 * Same idea as Park UI's createStyleContext, trimmed to what we use.
 */
type SlotRecipeFn = {
  (props?: Record<string, unknown>): Record<string, string>
  splitVariantProps: (props: Record<string, unknown>) => [Record<string, unknown>, Record<string, unknown>]
}

type StyleContextOptions = { defaultProps?: Record<string, unknown> }

export function createStyleContext<R extends SlotRecipeFn>(recipe: R) {
  const StyleContext = createContext<Record<string, string> | null>(null)

  const withRootProvider = <P extends object>(Component: ElementType, options?: StyleContextOptions) => {
    const Provider = (props: P & RecipeVariantProps<R>) => {
      const [variantProps, otherProps] = recipe.splitVariantProps(props as Record<string, unknown>)
      const slotStyles = recipe(variantProps)
      return (
        <StyleContext.Provider value={slotStyles}>
          <Component {...options?.defaultProps} {...otherProps} />
        </StyleContext.Provider>
      )
    }
    Provider.displayName = (Component as { displayName?: string }).displayName
    return Provider
  }

  const withProvider = <T, P extends { className?: string | undefined }>(
    Component: ElementType,
    slot: string,
    options?: StyleContextOptions,
  ): ForwardRefExoticComponent<PropsWithoutRef<P & RecipeVariantProps<R>> & RefAttributes<T>> => {
    const Provider = forwardRef<T, P & RecipeVariantProps<R>>((props, ref) => {
      const [variantProps, otherProps] = recipe.splitVariantProps(props as Record<string, unknown>)
      const slotStyles = recipe(variantProps)
      const { className, ...rest } = otherProps as { className?: string }
      return (
        <StyleContext.Provider value={slotStyles}>
          <Component
            {...options?.defaultProps}
            {...rest}
            ref={ref}
            className={cx(slotStyles[slot], className)}
          />
        </StyleContext.Provider>
      )
    })
    Provider.displayName = (Component as { displayName?: string }).displayName
    return Provider as never
  }

  const withContext = <T, P extends { className?: string | undefined }>(
    Component: ElementType,
    slot: string,
    options?: StyleContextOptions,
  ): ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<T>> => {
    const StyledComponent = forwardRef<T, P>((props, ref) => {
      const slotStyles = useContext(StyleContext)
      const { className, ...rest } = props as { className?: string }
      return (
        <Component
          {...options?.defaultProps}
          {...rest}
          ref={ref}
          className={cx(slotStyles?.[slot], className)}
        />
      )
    })
    StyledComponent.displayName = (Component as { displayName?: string }).displayName
    return StyledComponent as never
  }

  return { withRootProvider, withProvider, withContext }
}

export type { ComponentProps }
