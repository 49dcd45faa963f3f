import { type ReactNode, useId, useRef } from 'react'
import { CopyIcon, MailIcon, MessageCircleIcon, SendIcon, Share2Icon } from 'lucide-react'
import { type MessageId, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Dialog } from '@sufra/ui/dialog'
import { Field, Input } from '@sufra/ui/field'
import { toaster } from '@sufra/ui/toast'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { shareDialog } from '@sufra/styled-system/recipes'

export type ShareDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The address to share (spec: {host}/en/recipe/{id}). */
  url: string
  /** The recipe's title in the page language. */
  title: string
}

type Site = {
  id: string
  label: MessageId
  icon: ReactNode
  /** The site's share address for this link and message. */
  href: (url: string, message: string, title: string) => string
  /** Opens in a new tab (all but email, which opens the mail app). */
  newTab: boolean
}

const enc = encodeURIComponent

const letter = (text: string) => (
  <span aria-hidden className={shareDialog().letter} data-part="letter">
    {text}
  </span>
)

/** The share links (spec: "share to social sites"). */
export const shareSites: Site[] = [
  {
    id: 'whatsapp',
    label: 'recipeDetail.share.whatsapp',
    icon: <MessageCircleIcon aria-hidden />,
    href: (url, message) => `https://wa.me/?text=${enc(`${message} ${url}`)}`,
    newTab: true,
  },
  {
    id: 'facebook',
    label: 'recipeDetail.share.facebook',
    icon: letter('f'),
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    newTab: true,
  },
  {
    id: 'x',
    label: 'recipeDetail.share.x',
    icon: letter('X'),
    href: (url, message) => `https://x.com/intent/post?text=${enc(message)}&url=${enc(url)}`,
    newTab: true,
  },
  {
    id: 'telegram',
    label: 'recipeDetail.share.telegram',
    icon: <SendIcon aria-hidden />,
    href: (url, message) => `https://t.me/share/url?url=${enc(url)}&text=${enc(message)}`,
    newTab: true,
  },
  {
    id: 'email',
    label: 'recipeDetail.share.email',
    icon: <MailIcon aria-hidden />,
    href: (url, message, title) => `mailto:?subject=${enc(title)}&body=${enc(`${message}\n${url}`)}`,
    newTab: false,
  },
]

/**
 * Spec: the share dialog — copy the link (then "Link copied to clipboard!") or share it on
 * WhatsApp, Facebook, X, Telegram or by email (each in a new tab), plus the system share sheet
 * where the browser has one.
 */
export function ShareDialog({ open, onOpenChange, url, title }: ShareDialogProps) {
  const { t } = useI18n()
  const inputRef = useRef<HTMLInputElement>(null)
  const sitesHeadingId = useId()
  const message = t('recipeDetail.share.message', { title })
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  const classes = shareDialog()

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      toaster.success({ title: t('recipeDetail.share.copied') })
    } catch (error) {
      console.error(error)
      // The person can still copy it by hand: it is selected for them.
      inputRef.current?.select()
      toaster.error({ title: t('recipeDetail.share.copyFailed') })
    }
  }

  async function shareNatively() {
    try {
      await navigator.share({ title, text: message, url })
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(error)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="md">
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('recipeDetail.share.title')}</Dialog.Title>
              <Dialog.Description>{t('recipeDetail.share.description')}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body className={classes.body} data-scope="share-dialog" data-part="body">
              <div className={classes['link-row']} data-part="link-row">
                <Field.Root readOnly className={classes.field}>
                  <Field.Label requiredIndicator={false}>{t('recipeDetail.share.link')}</Field.Label>
                  <Input
                    ref={inputRef}
                    value={url}
                    readOnly
                    dir="ltr"
                    onFocus={(event) => event.currentTarget.select()}
                  />
                </Field.Root>
                <Button onClick={() => void copy()}>
                  <CopyIcon aria-hidden size={16} />
                  {t('recipeDetail.share.copy')}
                </Button>
              </div>

              <div>
                <h3 className={classes['sites-heading']} data-part="sites-heading" id={sitesHeadingId}>
                  {t('recipeDetail.share.sites')}
                </h3>
                <ul aria-labelledby={sitesHeadingId} className={classes.sites} data-part="sites">
                  {shareSites.map((site) => (
                    <li key={site.id}>
                      <a
                        href={site.href(url, message, title)}
                        className={classes.site}
                        data-part="site"
                        data-site={site.id}
                        {...(site.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      >
                        <span className={classes.icon} data-part="icon">
                          {site.icon}
                        </span>
                        {t(site.label)}
                        {site.newTab ? (
                          <span className={visuallyHidden()}> {t('ui.link.opensInNewTab')}</span>
                        ) : null}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>

              {canShareNatively ? (
                <Button variant="outline" onClick={() => void shareNatively()}>
                  <Share2Icon aria-hidden size={16} />
                  {t('recipeDetail.share.more')}
                </Button>
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
