import { useId, useMemo, useRef, useState } from 'react'
import { CopyIcon } from 'lucide-react'
import { type Locale, directionOf, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Dialog } from '@sufra/ui/dialog'
import { Link } from '@sufra/ui/link'
import { NumberInput } from '@sufra/ui/number-input'
import { RadioGroup } from '@sufra/ui/radio-group'
import { toaster } from '@sufra/ui/toast'
import { embedDialog } from '@sufra/styled-system/recipes'
import { useWidgetHost } from '../widget-host'
import {
  type EmbedElement,
  type EmbedSnippetOptions,
  defaultEmbedTheme,
  embedElementHtml,
  embedScriptHtml,
  embedSnippet,
} from '../embed-snippet'

export type EmbedDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Sufra's origin (`https://sufra.example`), where the partner's page loads the widget from. */
  origin: string
  recipeId: string
  /** The recipe's own servings: the full recipe's starting value. */
  servings: number
}

const MAX_SERVINGS = 100
const MAX_RADIUS = 32
// Language names in their own language, as a language switch shows them.
const languageNames: Record<Locale, string> = { en: 'English', ar: 'العربية' }

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')

/**
 * The preview: a tiny partner page of its own (a sandboxed iframe, so the widget meets a page as a
 * partner's and cannot reach Sufra's), holding the same snippet. Until the loader defines the element,
 * the element's own text says where the widget will show.
 */
function previewDocument(options: EmbedSnippetOptions, waiting: string): string {
  const { origin, ...element } = options
  return (
    `<!doctype html><html lang="${options.lang}" dir="${directionOf(options.lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<style>body{margin:16px;font-family:system-ui,sans-serif;color:#1a1714;background:#fff}</style></head><body>' +
    `${embedScriptHtml(origin)}${embedElementHtml(element, `<p>${escapeText(waiting)}</p>`)}</body></html>`
  )
}

/**
 * The recipe page's Embed dialog (issue 13): the partner chooses the element (card or full recipe),
 * its language, the servings and a theme (brand colour, corner radius), sees it in a live preview, and
 * copies the snippet (the loader from Sufra's origin and the element, with the theme as custom
 * properties in a style attribute).
 */
export function EmbedDialog({
  open,
  onOpenChange,
  origin,
  recipeId,
  servings: recipeServings,
}: EmbedDialogProps) {
  const { t, locale } = useI18n()
  const host = useWidgetHost()
  const [element, setElement] = useState<EmbedElement>('card')
  const [lang, setLang] = useState<Locale>(locale)
  const [servings, setServings] = useState(recipeServings)
  const [brand, setBrand] = useState(defaultEmbedTheme.brand)
  const [radius, setRadius] = useState(defaultEmbedTheme.radius)
  const codeRef = useRef<HTMLTextAreaElement>(null)
  const ids = { colour: useId(), code: useId() }
  const classes = embedDialog()

  const options = useMemo<EmbedSnippetOptions>(
    () => ({
      origin,
      recipeId,
      element,
      lang,
      servings: element === 'recipe' ? servings : undefined,
      theme: { brand, radius },
    }),
    [origin, recipeId, element, lang, servings, brand, radius],
  )
  const snippet = embedSnippet(options)
  const waiting = t('embedDialog.previewWaiting')

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet)
      toaster.success({ title: t('embedDialog.copied') })
    } catch (error) {
      console.error(error)
      // The partner can still copy it by hand: it is selected for them.
      codeRef.current?.focus()
      codeRef.current?.select()
      toaster.error({ title: t('embedDialog.copyFailed') })
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg">
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('embedDialog.title')}</Dialog.Title>
              <Dialog.Description>{t('embedDialog.description')}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body className={classes.body} data-scope="embed-dialog" data-part="body">
              <div className={classes.options} data-part="options">
                <RadioGroup.Root
                  orientation="horizontal"
                  value={element}
                  onValueChange={(details) => details.value && setElement(details.value as EmbedElement)}
                >
                  <RadioGroup.Label>{t('embedDialog.element')}</RadioGroup.Label>
                  {(['card', 'recipe'] as const).map((value) => (
                    <RadioGroup.Item key={value} value={value}>
                      <RadioGroup.ItemControl />
                      <RadioGroup.ItemText>{t(`embedDialog.element.${value}`)}</RadioGroup.ItemText>
                      <RadioGroup.ItemHiddenInput />
                    </RadioGroup.Item>
                  ))}
                </RadioGroup.Root>

                <RadioGroup.Root
                  orientation="horizontal"
                  value={lang}
                  onValueChange={(details) => details.value && setLang(details.value as Locale)}
                >
                  <RadioGroup.Label>{t('embedDialog.language')}</RadioGroup.Label>
                  {(['en', 'ar'] as const).map((value) => (
                    <RadioGroup.Item key={value} value={value}>
                      <RadioGroup.ItemControl />
                      <RadioGroup.ItemText lang={value} dir={directionOf(value)}>
                        {languageNames[value]}
                      </RadioGroup.ItemText>
                      <RadioGroup.ItemHiddenInput />
                    </RadioGroup.Item>
                  ))}
                </RadioGroup.Root>

                <div className={classes.pair} data-part="pair">
                  <div>
                    <label htmlFor={ids.colour}>{t('embedDialog.brand')}</label>
                    <div className={classes.colour} data-part="colour">
                      <input
                        id={ids.colour}
                        type="color"
                        value={brand}
                        onChange={(event) => setBrand(event.currentTarget.value)}
                        className={classes.swatch}
                        data-part="swatch"
                      />
                      <span className={classes.hex} data-part="hex" dir="ltr" aria-hidden>
                        {brand}
                      </span>
                    </div>
                  </div>
                  <NumberInput.Root
                    value={String(radius)}
                    min={0}
                    max={MAX_RADIUS}
                    formatOptions={{ useGrouping: false }}
                    onValueChange={(details) =>
                      setRadius(Number.isNaN(details.valueAsNumber) ? 0 : details.valueAsNumber)
                    }
                  >
                    <NumberInput.Label requiredIndicator={false}>{t('embedDialog.radius')}</NumberInput.Label>
                    <NumberInput.Control>
                      <NumberInput.Input data-field="radius" />
                      <NumberInput.IncrementTrigger />
                      <NumberInput.DecrementTrigger />
                    </NumberInput.Control>
                  </NumberInput.Root>
                </div>

                {element === 'recipe' ? (
                  <NumberInput.Root
                    value={String(servings)}
                    min={1}
                    max={MAX_SERVINGS}
                    formatOptions={{ useGrouping: false }}
                    onValueChange={(details) =>
                      setServings(
                        Number.isNaN(details.valueAsNumber) ? recipeServings : details.valueAsNumber,
                      )
                    }
                  >
                    <NumberInput.Label requiredIndicator={false}>
                      {t('embedDialog.servings')}
                    </NumberInput.Label>
                    <NumberInput.Control>
                      <NumberInput.Input data-field="servings" />
                      <NumberInput.IncrementTrigger />
                      <NumberInput.DecrementTrigger />
                    </NumberInput.Control>
                  </NumberInput.Root>
                ) : null}
              </div>

              <div className={classes.preview} data-part="preview">
                <label htmlFor={ids.code}>{t('embedDialog.code')}</label>
                <textarea
                  id={ids.code}
                  ref={codeRef}
                  readOnly
                  dir="ltr"
                  spellCheck={false}
                  value={snippet}
                  rows={6}
                  onFocus={(event) => event.currentTarget.select()}
                  className={classes.code}
                  data-part="code"
                />
                <span aria-hidden>{t('embedDialog.preview')}</span>
                <iframe
                  title={t('embedDialog.preview')}
                  // Scripts (the widget) and its links to Sufra; no same-origin: the preview is a partner page.
                  sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
                  srcDoc={previewDocument(options, waiting)}
                  className={classes.frame}
                  data-part="frame"
                  data-element={element}
                />
              </div>

              <div className={classes.actions} data-part="actions">
                <Link asChild>
                  <host.Link href={host.href('/embed')}>{t('embedDialog.guide')}</host.Link>
                </Link>
                <Button onClick={() => void copy()}>
                  <CopyIcon aria-hidden size={16} />
                  {t('embedDialog.copy')}
                </Button>
              </div>
            </Dialog.Body>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
