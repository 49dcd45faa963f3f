import { ArrowRightIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import { useWidgetHost } from '../widget-host'

const styles = {
  root: css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    borderRadius: 'xl',
    overflow: 'hidden',
    bg: 'accent.subtle',
    borderWidth: '1px',
    borderColor: 'accent.muted',
  }),
  tag: css({
    position: 'absolute',
    insetBlockStart: '2',
    insetInlineEnd: '2',
    px: '2',
    borderRadius: 'sm',
    bg: 'bg.surface',
    color: 'fg.muted',
    textStyle: 'caption',
    fontWeight: 'medium',
    zIndex: '[1]',
  }),
  link: css({
    display: 'flex',
    flexDirection: 'column',
    color: 'fg.default',
    textDecoration: 'none',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '[-2px]' },
    '&:hover [data-part=cta]': { textDecoration: 'underline' },
  }),
  art: css({ display: 'block', w: 'full', h: 'auto', aspectRatio: '2 / 1' }),
  copy: css({ display: 'flex', flexDirection: 'column', gap: '1', p: '4' }),
  headline: css({ textStyle: 'h3' }),
  body: css({ color: 'fg.muted', textStyle: 'small' }),
  cta: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    marginBlockStart: '2',
    color: 'accent.text',
    fontWeight: 'semibold',
    textStyle: 'small',
    '& svg': { w: '4', h: '4', _rtl: { transform: 'scaleX(-1)' } },
  }),
}

/**
 * A week-planner picture drawn inline (no request, no tracking): seven day columns with plates
 * in our brand colours.
 */
function PlannerArt() {
  const days = [0, 1, 2, 3, 4, 5, 6]
  return (
    <svg viewBox="0 0 320 160" className={styles.art} aria-hidden focusable="false">
      <rect width="320" height="160" fill="#fbe9dc" />
      <circle cx="286" cy="28" r="46" fill="#f6c89f" opacity="0.6" />
      <circle cx="30" cy="150" r="40" fill="#d5eee1" opacity="0.8" />
      {days.map((day) => (
        <g key={day} transform={`translate(${22 + day * 40} 30)`}>
          <rect width="32" height="104" rx="8" fill="#ffffff" />
          <rect width="32" height="14" rx="7" fill={day === 2 ? '#c8552b' : '#e9d8c6'} />
          <circle cx="16" cy="38" r="10" fill={day % 2 ? '#6a994e' : '#f2a541'} />
          <circle cx="16" cy="38" r="5" fill="#fff8ee" />
          <circle cx="16" cy="70" r="10" fill={day % 3 ? '#c8553d' : '#6a994e'} />
          <circle cx="16" cy="70" r="5" fill="#fff8ee" />
          <rect x="8" y="88" width="16" height="4" rx="2" fill="#e9d8c6" />
        </g>
      ))}
    </svg>
  )
}

/**
 * The recipe page's ad slot (spec: "an ad image"), filled with our own house ad for the meal
 * planner. Marked as an advertisement for assistive technology and visibly tagged "Ad".
 */
export function HouseAd() {
  const { t } = useI18n()
  const host = useWidgetHost()
  return (
    <aside aria-label={t('recipeDetail.ad.label')} className={styles.root} data-part="house-ad">
      <span className={styles.tag} aria-hidden>
        {t('recipeDetail.ad.tag')}
      </span>
      <host.Link href={host.href('/planner')} className={styles.link}>
        <PlannerArt />
        <span className={styles.copy}>
          <span className={styles.headline}>{t('recipeDetail.ad.headline')}</span>
          <span className={styles.body}>{t('recipeDetail.ad.body')}</span>
          <span className={styles.cta} data-part="cta">
            {t('recipeDetail.ad.action')}
            <ArrowRightIcon aria-hidden />
          </span>
        </span>
      </host.Link>
    </aside>
  )
}
