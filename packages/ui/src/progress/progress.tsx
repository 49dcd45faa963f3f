import {
  type ComponentProps,
  forwardRef,
  type ForwardRefExoticComponent,
  type RefAttributes,
  useId,
} from 'react'
import { Progress as ArkProgress } from '@ark-ui/react/progress'
import { useI18n } from '@sufra/i18n'
import { progress } from '@sufra/styled-system/recipes'
import { createStyleContext } from '@sufra/styled-system/jsx'
import { withArkLocale } from '../lib/ark-locale'

const { withProvider, withContext } = createStyleContext(progress)

export const ProgressRoot = withArkLocale(withProvider(ArkProgress.Root, 'root'))
export type ProgressRootProps = ComponentProps<typeof ProgressRoot>
export const ProgressLabel = withContext(ArkProgress.Label, 'label')
/** The element with role progressbar (Ark puts it on the track). */
export const ProgressTrack = withContext(ArkProgress.Track, 'track')
export const ProgressRange = withContext(ArkProgress.Range, 'range')

/** What names the bar: a visible label above it, or text elsewhere on the page (its id). */
type ProgressName = { label: string; labelledBy?: never } | { label?: never; labelledBy: string }

export type ProgressProps = Omit<
  ProgressRootProps,
  'children' | 'value' | 'defaultValue' | 'translations' | 'ids'
> &
  ProgressName & {
    /** How far along, between `min` and `max` (default 0–100); `null` when it cannot be measured. */
    value: number | null
  }

/**
 * A linear progress bar. With a number it fills from the inline start; with `null` it is
 * indeterminate: a segment travels towards the inline end (right to left in Arabic) until the work
 * ends. Name it with a visible `label`, or with `labelledBy`: the id of a status line that says what
 * is happening (e.g. "Importing the recipe from example.com…").
 */
// Annotated so the published declarations name ProgressProps instead of zag's internal types.
export const Progress: ForwardRefExoticComponent<ProgressProps & RefAttributes<HTMLDivElement>> = forwardRef<
  HTMLDivElement,
  ProgressProps
>(function Progress({ value, label, labelledBy, ...rest }, ref) {
  const { t } = useI18n()
  const labelId = `progress-label-${useId()}`
  return (
    <ProgressRoot
      ref={ref}
      value={value}
      ids={{ label: labelId }}
      // Zag's own words for an unmeasured bar are English ("loading..."): ours are in the page's language.
      translations={{
        value: (details) =>
          details.value === null
            ? t('ui.progress.indeterminate')
            : details.formatter.format(details.percent / 100),
      }}
      {...rest}
    >
      {label ? <ProgressLabel>{label}</ProgressLabel> : null}
      <ProgressTrack aria-labelledby={labelledBy ?? labelId}>
        <ProgressRange />
      </ProgressTrack>
    </ProgressRoot>
  )
})
