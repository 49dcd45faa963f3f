import { type KeyboardEvent, useId, useState } from 'react'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import { Button } from '@sufra/ui/button'
import { IconButton } from '@sufra/ui/icon-button'

export type InstructionSliderProps = {
  instructions: Schema<'Instruction'>[]
  /** The heading level that fits the page outline (default h2). */
  headingLevel?: 'h2' | 'h3'
}

type View = 'slider' | 'all'

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  header: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    flexWrap: 'wrap',
  }),
  titleGroup: css({ display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' }),
  heading: css({ textStyle: 'h3', color: 'fg.default' }),
  muted: css({ textStyle: 'small', color: 'fg.muted' }),
  views: css({
    display: 'inline-flex',
    gap: '1',
    p: '1',
    borderRadius: 'full',
    bg: 'bg.muted',
    '& button': { borderRadius: 'full' },
    '& button[aria-pressed=true]': { bg: 'bg.surface', boxShadow: 'xs', color: 'fg.default' },
    '& button[aria-pressed=false]': { color: 'fg.muted' },
  }),
  progressRow: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  progressText: css({ textStyle: 'label', color: 'fg.default', fontVariantNumeric: 'tabular-nums' }),
  track: css({ h: '2', w: 'full', borderRadius: 'full', bg: 'bg.emphasized', overflow: 'hidden' }),
  fill: css({
    h: 'full',
    borderRadius: 'full',
    bg: 'accent.default',
    transitionProperty: 'size',
    transitionDuration: 'normal',
  }),
  slide: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: '1fr',
    // The picture, when the step has one, sits beside the text from a tablet up.
    '&[data-image]': { gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 18rem)' } },
    alignItems: 'start',
    minH: '32',
    p: { base: '4', md: '6' },
    borderWidth: '1px',
    borderColor: 'border.subtle',
    borderRadius: 'xl',
    bg: 'bg.surface',
    outline: 'none',
    _focusVisible: {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'focusRing',
      outlineOffset: '0.5',
    },
  }),
  stepBody: css({ display: 'flex', gap: '4', alignItems: 'flex-start', minW: '0' }),
  number: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    w: '8',
    h: '8',
    borderRadius: 'full',
    bg: 'accent.subtle',
    color: 'accent.text',
    fontWeight: 'bold',
    fontVariantNumeric: 'tabular-nums',
  }),
  stepText: css({
    textStyle: 'body',
    fontSize: 'lg',
    color: 'fg.default',
    whiteSpace: 'pre-line',
    minW: '0',
  }),
  image: css({ w: 'full', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 'lg', bg: 'bg.muted' }),
  nav: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' }),
  // The arrows point the way the steps go: mirrored in Arabic.
  arrow: css({ _rtl: { transform: 'scaleX(-1)' } }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' }),
  listItem: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: '1fr',
    '&[data-image]': { gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 12rem)' } },
    alignItems: 'start',
    p: '4',
    borderWidth: '1px',
    borderColor: 'border.subtle',
    borderRadius: 'lg',
    bg: 'bg.surface',
  }),
}

/**
 * The recipe's steps one at a time: previous / next, a progress bar with "Step 2 of 7", an optional
 * picture per step. Arrow keys move between steps (mirrored in Arabic: the step after is on the
 * left), Home and End go to the first and last. A toggle shows every step as a list instead.
 */
export function InstructionSlider({ instructions, headingLevel = 'h2' }: InstructionSliderProps) {
  const { t, locale, dir } = useI18n()
  const headingId = useId()
  const slideId = useId()
  const [index, setIndex] = useState(0)
  const [view, setView] = useState<View>('slider')
  const Heading = headingLevel
  const total = instructions.length
  const current = Math.min(index, Math.max(0, total - 1))
  const step = instructions[current]

  // Clamped, so the buttons at either end can stay focusable (aria-disabled) and do nothing.
  const go = (next: number) => setIndex(Math.max(0, Math.min(total - 1, next)))

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    const target =
      event.key === forward
        ? current + 1
        : event.key === backward
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? total - 1
              : null
    if (target === null) return
    event.preventDefault()
    go(target)
  }

  const progress = t('instructions.progress', { current: current + 1, total })

  return (
    <section aria-labelledby={headingId} className={styles.section} data-part="instructions">
      <div className={styles.header}>
        <div className={styles.titleGroup}>
          <Heading id={headingId} className={styles.heading}>
            {t('instructions.title')}
          </Heading>
          <span className={styles.muted}>{t('instructions.count', { count: total })}</span>
        </div>
        {total > 1 ? (
          <div role="group" aria-label={t('instructions.view')} className={styles.views}>
            {(['slider', 'all'] as const).map((option) => (
              <Button
                key={option}
                variant="ghost"
                size="sm"
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {t(option === 'slider' ? 'instructions.view.slider' : 'instructions.view.all')}
              </Button>
            ))}
          </div>
        ) : null}
      </div>

      {total === 0 || !step ? (
        <p className={styles.muted}>{t('instructions.empty')}</p>
      ) : view === 'all' ? (
        <ol className={styles.list}>
          {instructions.map((instruction, position) => (
            <li key={position} className={styles.listItem} data-image={instruction.image ? '' : undefined}>
              <StepContent instruction={instruction} number={position + 1} locale={locale} />
            </li>
          ))}
        </ol>
      ) : (
        <>
          <div className={styles.progressRow}>
            <p className={styles.progressText} aria-hidden>
              {progress}
            </p>
            <div
              role="progressbar"
              aria-label={t('instructions.progressLabel')}
              aria-valuemin={1}
              aria-valuemax={total}
              aria-valuenow={current + 1}
              aria-valuetext={progress}
              className={styles.track}
            >
              <div className={styles.fill} style={{ width: `${((current + 1) / total) * 100}%` }} />
            </div>
          </div>

          <div
            id={slideId}
            role="group"
            aria-label={progress}
            aria-live="polite"
            tabIndex={0}
            className={styles.slide}
            onKeyDown={onKeyDown}
            data-part="step"
            data-image={step.image ? '' : undefined}
          >
            <StepContent instruction={step} number={current + 1} locale={locale} />
          </div>

          <div className={styles.nav}>
            <IconButton
              aria-label={t('instructions.previous')}
              aria-controls={slideId}
              variant="outline"
              shape="round"
              aria-disabled={current === 0 || undefined}
              onClick={() => go(current - 1)}
              onKeyDown={onKeyDown}
            >
              <ChevronLeftIcon aria-hidden className={styles.arrow} />
            </IconButton>
            <IconButton
              aria-label={t('instructions.next')}
              aria-controls={slideId}
              variant="solid"
              shape="round"
              aria-disabled={current === total - 1 || undefined}
              onClick={() => go(current + 1)}
              onKeyDown={onKeyDown}
            >
              <ChevronRightIcon aria-hidden className={styles.arrow} />
            </IconButton>
          </div>
        </>
      )}
    </section>
  )
}

function StepContent({
  instruction,
  number,
  locale,
}: {
  instruction: Schema<'Instruction'>
  number: number
  locale: 'en' | 'ar'
}) {
  const { t } = useI18n()
  return (
    <>
      <div className={styles.stepBody}>
        <span className={styles.number} aria-hidden>
          {number}
        </span>
        <p className={styles.stepText} dir="auto">
          {pickText(instruction.step, locale)}
        </p>
      </div>
      {instruction.image ? (
        <img
          src={instruction.image.url}
          alt={t('instructions.stepImage', { number })}
          loading="lazy"
          className={styles.image}
        />
      ) : null}
    </>
  )
}
