import { ArrowRightIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { houseAd } from '@sufra/styled-system/recipes'
import { useWidgetHost } from '../widget-host'

/**
 * A week-planner picture drawn inline (no request, no tracking): seven day columns with plates
 * in our brand colours.
 */
function PlannerArt({ className }: { className: string }) {
  const days = [0, 1, 2, 3, 4, 5, 6]
  return (
    <svg viewBox="0 0 320 160" className={className} data-part="art" aria-hidden focusable="false">
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
  const classes = houseAd()
  return (
    <aside
      aria-label={t('recipeDetail.ad.label')}
      className={classes.root}
      data-scope="house-ad"
      data-part="root"
    >
      <span className={classes.tag} data-part="tag" aria-hidden>
        {t('recipeDetail.ad.tag')}
      </span>
      <host.Link href={host.href('/planner')} className={classes.link} data-part="link">
        <PlannerArt className={classes.art} />
        <span className={classes.copy} data-part="copy">
          <span className={classes.headline} data-part="headline">
            {t('recipeDetail.ad.headline')}
          </span>
          <span className={classes.body} data-part="body">
            {t('recipeDetail.ad.body')}
          </span>
          <span className={classes.cta} data-part="cta">
            {t('recipeDetail.ad.action')}
            <ArrowRightIcon aria-hidden />
          </span>
        </span>
      </host.Link>
    </aside>
  )
}
