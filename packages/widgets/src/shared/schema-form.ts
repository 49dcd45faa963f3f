import { zodResolver } from '@hookform/resolvers/zod'
import {
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  get,
  useForm,
} from 'react-hook-form'
import type { z } from 'zod'
import type { Language } from '@sufra/core'
import type { MessageId } from '@sufra/i18n'
import { type IssueWording, useIssueText } from './issue-text'

/** A react-hook-form form checked by a zod schema, that words its fields' issues. */
export type SchemaForm<Input extends FieldValues, Output = Input> = UseFormReturn<Input, unknown, Output> & {
  /** The field's issue in the page's language; undefined while the field is valid. */
  errorText: (name: FieldPath<Input>, field?: { label?: string; required?: MessageId }) => string | undefined
}

/**
 * The forms' one way to hold values: checked by `schema` (whose issues are form-issues codes) and
 * worded by the one error map, with the form's own sentences (`wording`) where the spec has them.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: { defaultValues?: DefaultValues<Input>; wording?: IssueWording; lang?: Language } = {},
): SchemaForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: options.defaultValues,
  })
  const issueText = useIssueText(options.wording, options.lang)
  return {
    ...form,
    // Reads errors only: getFieldState would also subscribe the form to dirty and touched fields,
    // re-rendering every field on each keystroke.
    errorText: (name, field) =>
      issueText((get(form.formState.errors, name) as FieldError | undefined)?.message, field),
  }
}
