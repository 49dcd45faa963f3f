import { ClipboardCheckIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { Link } from '@sufra/ui/link'
import { recipeForm } from '@sufra/styled-system/recipes'
import { isWebAddress, siteName } from '../shared'

const classes = recipeForm()

/**
 * At the top of the form opened on a just-imported recipe (`review: 'import'`): where it came from,
 * what to check before saving (saving publishes the reviewed version), and a link to the page it
 * was read from. Nothing for a recipe that was not imported from a web address.
 */
export function ImportReviewNotice({ metadata }: { metadata: Schema<'RecipeMetadata'> }) {
  const { intl } = useI18n()
  const url = metadata.originalUrl
  if (!metadata.imported || !isWebAddress(url)) return null
  return (
    <div data-part="review-notice" className={classes.reviewNotice}>
      <ClipboardCheckIcon aria-hidden />
      <div data-part="review-body" className={classes.reviewBody}>
        <p>
          {intl.formatMessage(
            { id: 'recipeForm.review.imported' },
            // A Latin site name stays one run inside Arabic text, and the reverse.
            { site: <bdi key="site">{siteName(metadata.site, url)}</bdi> },
          )}
        </p>
        <p data-part="review-source" className={classes.reviewSource}>
          {intl.formatMessage(
            { id: 'recipeForm.review.source' },
            {
              url: (
                <Link key="url" href={url} external>
                  {/* An address reads left to right on both pages. */}
                  <bdi dir="ltr">{url}</bdi>
                </Link>
              ),
            },
          )}
        </p>
      </div>
    </div>
  )
}
