import { createContext, forwardRef, useContext, type ComponentProps, type ReactNode } from 'react'
import { Field as ArkField } from '@ark-ui/react/field'
import { CircleAlertIcon } from 'lucide-react'
import { cx } from '@sufra/styled-system/css'
import { field, type FieldVariantProps } from '@sufra/styled-system/recipes'
import { createStyleContext } from '@sufra/styled-system/jsx'
import { withArkLocale } from '../lib/ark-locale'

const { withProvider, withContext } = createStyleContext(field)

type Size = FieldVariantProps['size']

// Input and Textarea also work on their own, so they read the size from here rather than from the
// slot styles of a Field.Root that may not exist.
const FieldSizeContext = createContext<Size>(undefined)

const StyledRoot = withArkLocale(withProvider(ArkField.Root, 'root'))

export type RootProps = ComponentProps<typeof StyledRoot>

/**
 * Groups a label, a control and its texts. `invalid`, `disabled`, `required` and `readOnly` flow to
 * the control (aria-invalid, and aria-describedby naming the error text and the helper text, are wired by Ark).
 */
export const Root = forwardRef<HTMLDivElement, RootProps>(function FieldRoot(props, ref) {
  return (
    <FieldSizeContext.Provider value={props.size}>
      <StyledRoot ref={ref} {...props} />
    </FieldSizeContext.Provider>
  )
})

const StyledLabel = withContext(ArkField.Label, 'label')

export const RequiredIndicator = withContext(ArkField.RequiredIndicator, 'requiredIndicator')

export type LabelProps = ComponentProps<typeof StyledLabel> & {
  /**
   * Marker shown after the text when the field is `required` (default `*`, hidden from assistive
   * technology because the control itself is announced as required). `false` hides it.
   */
  requiredIndicator?: ReactNode | false
}

export const Label = forwardRef<HTMLLabelElement, LabelProps>(function FieldLabel(
  { children, requiredIndicator, ...props },
  ref,
) {
  return (
    <StyledLabel ref={ref} {...props}>
      {children}
      {requiredIndicator === false ? null : <RequiredIndicator>{requiredIndicator ?? '*'}</RequiredIndicator>}
    </StyledLabel>
  )
})

export const HelperText = withContext(ArkField.HelperText, 'helperText')

const StyledErrorText = withContext(ArkField.ErrorText, 'errorText')

export type ErrorTextProps = ComponentProps<typeof StyledErrorText>

/** Rendered only while the field is invalid, with an icon so the error does not rely on colour alone. */
export const ErrorText = forwardRef<HTMLSpanElement, ErrorTextProps>(function FieldErrorText(
  { children, ...props },
  ref,
) {
  return (
    <StyledErrorText ref={ref} {...props}>
      <CircleAlertIcon aria-hidden />
      <span>{children}</span>
    </StyledErrorText>
  )
})

// `size` is the variant here; the HTML attribute of the same name is not useful with CSS widths.
export type InputProps = Omit<ArkField.InputProps, 'size'> & FieldVariantProps

/** Text input (text, email, password, number, search, url, tel). Inside Field.Root it joins the field. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { size, className, ...props },
  ref,
) {
  const fieldSize = useContext(FieldSizeContext)
  return (
    <ArkField.Input
      ref={ref}
      className={cx(field({ size: size ?? fieldSize }).input, className)}
      {...props}
    />
  )
})

export type TextareaProps = ArkField.TextareaProps & FieldVariantProps

/** Multi-line text; `autoresize` grows it with its content. Inside Field.Root it joins the field. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { size, className, ...props },
  ref,
) {
  const fieldSize = useContext(FieldSizeContext)
  return (
    <ArkField.Textarea
      ref={ref}
      className={cx(field({ size: size ?? fieldSize }).textarea, className)}
      {...props}
    />
  )
})

export { FieldContext as Context, useFieldContext as useContext } from '@ark-ui/react/field'
