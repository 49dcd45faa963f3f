import { type KeyboardEvent, useId, useState } from 'react'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { instructionSlider } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { IconButton } from '@sufra/ui/icon-button'
import { SectionHeader } from './section-header'
import { pictureSrcSet } from '../shared'

export type InstructionSliderProps = {
  instructions: Schema<'Instruction'>[]
  /** The heading level that fits the page outline (default h2). */
  headingLevel?: 'h2' | 'h3'
}

type View = 'slider' | 'all'

const classes = instructionSlider()

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
    <section
      aria-labelledby={headingId}
      className={classes.root}
      data-scope="instruction-slider"
      data-part="root"
    >
      <SectionHeader
        id={headingId}
        as={headingLevel}
        title={t('instructions.title')}
        count={t('instructions.count', { count: total })}
      >
        {total > 1 ? (
          <div role="group" aria-label={t('instructions.view')} className={classes.views} data-part="views">
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
      </SectionHeader>

      {total === 0 || !step ? (
        <p className={classes.empty} data-part="empty">
          {t('instructions.empty')}
        </p>
      ) : view === 'all' ? (
        <StepList instructions={instructions} locale={locale} />
      ) : (
        <>
          {/* A served page read without scripts (or before they run) has every step, not only the first. */}
          <noscript>
            <StepList instructions={instructions} locale={locale} />
          </noscript>
          <div className={classes.progress} data-part="progress">
            <p className={classes.progressText} data-part="progress-text" aria-hidden>
              {progress}
            </p>
            <div
              role="progressbar"
              aria-label={t('instructions.progressLabel')}
              aria-valuemin={1}
              aria-valuemax={total}
              aria-valuenow={current + 1}
              aria-valuetext={progress}
              className={classes.track}
              data-part="track"
            >
              <div
                className={classes.fill}
                data-part="fill"
                style={{ width: `${((current + 1) / total) * 100}%` }}
              />
            </div>
          </div>

          <div
            id={slideId}
            role="group"
            aria-label={progress}
            aria-live="polite"
            tabIndex={0}
            className={classes.step}
            onKeyDown={onKeyDown}
            data-part="step"
            data-image={step.image ? '' : undefined}
          >
            <StepContent instruction={step} number={current + 1} locale={locale} />
          </div>

          <div className={classes.nav} data-part="nav">
            <IconButton
              aria-label={t('instructions.previous')}
              aria-controls={slideId}
              variant="outline"
              shape="round"
              aria-disabled={current === 0 || undefined}
              onClick={() => go(current - 1)}
              onKeyDown={onKeyDown}
            >
              <ChevronLeftIcon aria-hidden className={classes.arrow} data-part="arrow" />
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
              <ChevronRightIcon aria-hidden className={classes.arrow} data-part="arrow" />
            </IconButton>
          </div>
        </>
      )}
    </section>
  )
}

function StepList({
  instructions,
  locale,
}: {
  instructions: InstructionSliderProps['instructions']
  locale: 'en' | 'ar'
}) {
  return (
    <ol className={classes.list} data-part="list">
      {instructions.map((instruction, position) => (
        <li
          key={position}
          className={classes.listItem}
          data-part="list-item"
          data-image={instruction.image ? '' : undefined}
        >
          <StepContent instruction={instruction} number={position + 1} locale={locale} />
        </li>
      ))}
    </ol>
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
      <div className={classes.stepBody} data-part="step-body">
        <span className={classes.number} data-part="number" aria-hidden>
          {number}
        </span>
        <p className={classes.stepText} data-part="step-text" dir="auto">
          {pickText(instruction.step, locale)}
        </p>
      </div>
      {instruction.image ? (
        <img
          src={instruction.image.url}
          srcSet={pictureSrcSet(instruction.image.url)}
          sizes="(min-width: 1024px) 40vw, 100vw"
          alt={t('instructions.stepImage', { number })}
          loading="lazy"
          className={classes.image}
          data-part="image"
        />
      ) : null}
    </>
  )
}
