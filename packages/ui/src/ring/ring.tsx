import { forwardRef, useId, type ComponentProps, type ReactNode } from 'react'
import { Progress } from '@ark-ui/react/progress'
import { useI18n } from '@sufra/i18n'
import { ring } from '@sufra/styled-system/recipes'
import { createStyleContext } from '@sufra/styled-system/jsx'
import { withArkLocale } from '../lib/ark-locale'

const { withProvider, withContext } = createStyleContext(ring)

export type RingRootProps = ComponentProps<typeof RingRoot>
export const RingRoot = withArkLocale(withProvider(Progress.Root, 'root'))
export const RingLabel = withContext(Progress.Label, 'label')
export const RingCircle = withContext(Progress.Circle, 'circle')
export const RingCircleTrack = withContext(Progress.CircleTrack, 'circleTrack')
export const RingCircleRange = withContext(Progress.CircleRange, 'circleRange')
export const RingValueText = withContext(Progress.ValueText, 'valueText')

export type RingStatus = 'ok' | 'warning' | 'danger'

/** Spec: green up to 100 % of the goal, amber above 100 up to 125 %, red above 125 %. */
export function ringStatusOf(value: number, max: number): RingStatus {
  const percent = max > 0 ? (value / max) * 100 : value > 0 ? Infinity : 0
  if (percent <= 100) return 'ok'
  if (percent <= 125) return 'warning'
  return 'danger'
}

export type RingProps = Omit<
  RingRootProps,
  'value' | 'max' | 'min' | 'defaultValue' | 'status' | 'children'
> & {
  /** Amount so far (e.g. calories eaten); may exceed `max`. */
  value: number
  /** The goal. */
  max: number
  /** What is measured ("Calories", "Protein"); shown under the ring and names the progress bar. */
  label: string
  /** Unit for the value ("kcal", "g"). */
  unit?: string
  /** Replace the figure in the middle (defaults to the formatted value). */
  children?: ReactNode
}

/**
 * A nutrition ring. The arc stops at a full circle, the number in the middle is the real amount,
 * and the colour says how far over the goal it is.
 */
export const Ring = forwardRef<HTMLDivElement, RingProps>(function Ring(
  { value, max, label, unit = '', children, ...rest },
  ref,
) {
  const { t, intl } = useI18n()
  const labelId = `ring-label-${useId()}`
  const amount = Number.isFinite(value) ? Math.max(0, value) : 0
  const goal = Number.isFinite(max) && max > 0 ? max : 0
  const status = ringStatusOf(amount, goal)
  // Ark's progress refuses a value above max: the arc is capped here, the text keeps the real amount.
  const arcMax = goal || 1
  const arcValue = goal ? Math.min(amount, goal) : amount > 0 ? 1 : 0
  const format = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 1 })
  const valueText = t('ui.ring.valueText', { value: format(amount), max: format(goal), unit }).trim()

  return (
    <RingRoot
      ref={ref}
      value={arcValue}
      max={arcMax}
      status={status}
      data-status={status}
      ids={{ label: labelId }}
      {...rest}
    >
      <RingCircle aria-labelledby={labelId} aria-label={label} aria-valuetext={valueText}>
        <RingCircleTrack />
        <RingCircleRange />
      </RingCircle>
      {/* The progress bar already speaks the full value text; this is the visual copy. */}
      <RingValueText aria-hidden aria-live="off">
        {children ?? (
          <>
            <bdi>{format(amount)}</bdi>
            {unit ? <bdi data-part="unit">{unit}</bdi> : null}
          </>
        )}
      </RingValueText>
      <RingLabel id={labelId}>{label}</RingLabel>
    </RingRoot>
  )
})
