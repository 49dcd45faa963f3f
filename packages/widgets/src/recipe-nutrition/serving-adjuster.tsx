import { useId } from 'react'
import { MinusIcon, PlusIcon } from 'lucide-react'
import { MIN_SERVINGS, clampServings } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { servingAdjuster } from '@sufra/styled-system/recipes'
import { IconButton } from '@sufra/ui/icon-button'

export type ServingAdjusterProps = {
  value: number
  onChange: (servings: number) => void
}

const classes = servingAdjuster()

/**
 * The serving adjuster: − and + around the number of servings, never below 1 (spec section 9).
 * At the minimum, − stays focusable (aria-disabled) so a keyboard user pressing it is not dropped
 * out of the control; the new count is announced politely.
 */
export function ServingAdjuster({ value, onChange }: ServingAdjusterProps) {
  const { t } = useI18n()
  const labelId = useId()
  const servings = clampServings(value)
  const atMinimum = servings <= MIN_SERVINGS

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={classes.root}
      data-scope="serving-adjuster"
      data-part="root"
    >
      <span id={labelId} className={classes.label} data-part="label">
        {t('ingredients.servings')}
      </span>
      <div className={classes.stepper} data-part="stepper">
        <IconButton
          aria-label={t('ingredients.servings.decrease')}
          aria-disabled={atMinimum || undefined}
          variant="ghost"
          size="sm"
          shape="round"
          onClick={() => {
            if (!atMinimum) onChange(clampServings(servings - 1))
          }}
        >
          <MinusIcon aria-hidden />
        </IconButton>
        <output className={classes.value} data-part="value" aria-live="polite" aria-atomic="true">
          <span aria-hidden>{servings}</span>
          <span className={visuallyHidden()}>{t('ingredients.servings.value', { count: servings })}</span>
        </output>
        <IconButton
          aria-label={t('ingredients.servings.increase')}
          variant="ghost"
          size="sm"
          shape="round"
          onClick={() => onChange(clampServings(servings + 1))}
        >
          <PlusIcon aria-hidden />
        </IconButton>
      </div>
    </div>
  )
}
