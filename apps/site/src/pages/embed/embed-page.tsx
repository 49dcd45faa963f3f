import { type CSSProperties, Fragment, type ReactNode, createElement, useId, useRef } from 'react'
import { CopyIcon } from 'lucide-react'
import { useApiQuery } from '@sufra/api-client'
import { type Locale, directionOf, pickText, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { toaster } from '@sufra/ui/toast'
import { embedPage } from '@sufra/styled-system/recipes'
import {
  type EmbedElement,
  embedElementHtml,
  embedScriptHtml,
  embedSnippet,
  embedTags,
} from '@sufra/widgets/embed-snippet'
import { useSiteOrigin } from '../../app-providers'
import { useDocumentTitle } from '../../layout/document-title'
import { PageFrame } from '../../layout/page-frame'
import { useEmbedLoader } from './embed-loader'

// Shown in the snippet when there is no recipe yet to take an id from.
const PLACEHOLDER_ID = 'RECIPE-ID'
const exampleTheme = { brand: '#c8553d', radius: 4 }
const themedStyle: CSSProperties = {
  ['--sufra-brand' as string]: exampleTheme.brand,
  ['--sufra-brand-contrast' as string]: '#ffffff',
  ['--sufra-radius' as string]: `${exampleTheme.radius}px`,
}

const themeCss = `sufra-recipe-card,
sufra-recipe {
  --sufra-brand: #c8553d;
  --sufra-brand-contrast: #ffffff;
  --sufra-radius: 4px;
  --sufra-font-family: Georgia, "Times New Roman", serif;
}`

/**
 * `/{lang}/embed`, the partner page (issue 13): how a food blog puts Sufra's recipes on its pages: the
 * snippet, the elements and their attributes, theming with custom properties, signing in, and live
 * examples that load `/v1/embed.js` from this origin as a partner's page would (when this server
 * has no embed build, the page says the examples cannot show and the rest stands).
 */
export function EmbedPage() {
  const { t, locale } = useI18n()
  const origin = useSiteOrigin()
  // The page's one read (its route prefetches it): the examples show the most liked recipe.
  const popular = useApiQuery('/recipe/popular')
  const example = popular.data?.[0]
  const recipeId = example?._id ?? PLACEHOLDER_ID
  const classes = embedPage()
  useDocumentTitle(t('embedPage.title'))

  const snippet = embedSnippet({ origin, recipeId, element: 'recipe', lang: locale })
  const attributeRows: [string, EmbedElement[], string][] = [
    ['recipe-id', ['card', 'recipe'], t('embedPage.attr.recipeId')],
    ['lang', ['card', 'recipe'], t('embedPage.attr.lang')],
    ['servings', ['recipe'], t('embedPage.attr.servings')],
  ]
  const propertyRows: [string, string][] = [
    ['--sufra-brand', t('embedPage.prop.brand')],
    ['--sufra-brand-contrast', t('embedPage.prop.brandContrast')],
    ['--sufra-radius', t('embedPage.prop.radius')],
    ['--sufra-font-family', t('embedPage.prop.font')],
  ]
  const styledElement = embedElementHtml({
    recipeId,
    element: 'card',
    lang: locale,
    theme: exampleTheme,
  })

  return (
    <PageFrame title={t('embedPage.title')} lead={t('embedPage.lead')}>
      <Section title={t('embedPage.snippet.title')}>
        <p className={classes.text} data-part="text">
          {t('embedPage.snippet.text')}
        </p>
        <CodeBlock code={snippet} label={t('embedPage.snippet.title')} />
      </Section>

      <Section title={t('embedPage.elements.title')}>
        <table className={classes.table} data-part="table">
          <tbody>
            {(['card', 'recipe'] as const).map((element) => (
              <tr key={element}>
                <th scope="row">
                  <Name>{`<${embedTags[element]}>`}</Name>
                </th>
                <td>{t(element === 'card' ? 'embedPage.card' : 'embedPage.recipe')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className={classes.table} data-part="table">
          <thead>
            <tr>
              <th scope="col">{t('embedPage.attribute')}</th>
              <th scope="col">{t('embedPage.usedOn')}</th>
              <th scope="col">{t('embedPage.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {attributeRows.map(([name, elements, meaning]) => (
              <tr key={name}>
                <th scope="row">
                  <Name>{name}</Name>
                </th>
                <td>
                  {elements.map((element) => (
                    // A space between the names, so the cell can wrap there.
                    <Fragment key={element}>
                      <Name>{`<${embedTags[element]}>`}</Name>{' '}
                    </Fragment>
                  ))}
                </td>
                <td>{meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section title={t('embedPage.theme.title')}>
        <p className={classes.text} data-part="text">
          {t('embedPage.theme.text')}
        </p>
        <table className={classes.table} data-part="table">
          <thead>
            <tr>
              <th scope="col">{t('embedPage.property')}</th>
              <th scope="col">{t('embedPage.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {propertyRows.map(([name, meaning]) => (
              <tr key={name}>
                <th scope="row">
                  <Name>{name}</Name>
                </th>
                <td>{meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <CodeBlock
          code={`<style>\n${themeCss}\n</style>\n\n${embedScriptHtml(origin)}\n${styledElement}`}
          label={t('embedPage.theme.example')}
        />
      </Section>

      <Section title={t('embedPage.signIn.title')}>
        <p className={classes.text} data-part="text">
          {t('embedPage.signIn.text')}
        </p>
      </Section>

      <Section title={t('embedPage.examples.title')}>
        {example ? (
          <LiveExamples
            origin={origin}
            recipeId={example._id}
            fallback={(lang) => (
              <a href={`/${lang}/recipe/${example._id}`} lang={lang} dir={directionOf(lang)}>
                {t('embedPage.examples.onSufra', { title: pickText(example.title, lang) })}
              </a>
            )}
          />
        ) : (
          <p className={classes.text} data-part="text">
            {popular.isPending ? null : t('embedPage.examples.none')}
          </p>
        )}
      </Section>
    </PageFrame>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  const classes = embedPage()
  return (
    <section
      aria-labelledby={headingId}
      className={classes.section}
      data-scope="embed-page"
      data-part="section"
    >
      <h2 id={headingId} className={classes.heading} data-part="heading">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** An element, attribute or property name: code, left to right inside any sentence. */
function Name({ children }: { children: string }) {
  return (
    <code className={embedPage().name} data-part="name" dir="ltr">
      {children}
    </code>
  )
}

/** Code to copy, with a Copy button (then "Code copied to clipboard!"). */
function CodeBlock({ code, label }: { code: string; label: string }) {
  const { t } = useI18n()
  const codeRef = useRef<HTMLPreElement>(null)
  const labelId = useId()
  const classes = embedPage()

  async function copy() {
    try {
      await navigator.clipboard.writeText(code)
      toaster.success({ title: t('embedDialog.copied') })
    } catch (error) {
      console.error(error)
      // Selected, so it can be copied by hand.
      const range = document.createRange()
      if (codeRef.current) range.selectNodeContents(codeRef.current)
      window.getSelection()?.removeAllRanges()
      window.getSelection()?.addRange(range)
      toaster.error({ title: t('embedDialog.copyFailed') })
    }
  }

  return (
    <figure className={classes.snippet} data-part="snippet">
      <figcaption id={labelId} className={classes.exampleTitle} data-part="exampleTitle">
        {label}
      </figcaption>
      <pre ref={codeRef} className={classes.code} data-part="code" dir="ltr" tabIndex={0}>
        <code>{code}</code>
      </pre>
      <Button
        variant="outline"
        size="sm"
        className={classes.copy}
        data-part="copy"
        onClick={() => void copy()}
      >
        <CopyIcon aria-hidden size={16} />
        {t('embedDialog.copy')}
      </Button>
    </figure>
  )
}

/**
 * Sufra's elements on this page, exactly as on a partner's: the card in the page's language, a themed
 * card in the other one, and the full recipe. Until the loader defines them they hold a link to the
 * recipe on Sufra (a partner may do the same).
 */
function LiveExamples({
  origin,
  recipeId,
  fallback,
}: {
  origin: string
  recipeId: string
  fallback: (lang: Locale) => ReactNode
}) {
  const { t, locale } = useI18n()
  const state = useEmbedLoader(origin)
  const other: Locale = locale === 'ar' ? 'en' : 'ar'
  const classes = embedPage()
  const element = (kind: EmbedElement, lang: Locale, style?: CSSProperties) =>
    createElement(embedTags[kind], { 'recipe-id': recipeId, lang, style }, fallback(lang))

  return (
    <>
      {state === 'failed' ? (
        <p role="status" className={classes.note} data-part="note">
          {t('embedPage.examples.failed')}
        </p>
      ) : null}
      <div className={classes.examples} data-part="examples" data-loader={state}>
        <div className={classes.example} data-part="example">
          <h3 className={classes.exampleTitle} data-part="exampleTitle">
            {t('embedPage.examples.card')}
          </h3>
          {element('card', locale)}
        </div>
        <div className={classes.example} data-part="example">
          <h3 className={classes.exampleTitle} data-part="exampleTitle">
            {t('embedPage.examples.themed')}
          </h3>
          {element('card', other, themedStyle)}
        </div>
      </div>
      <div className={classes.example} data-part="example">
        <h3 className={classes.exampleTitle} data-part="exampleTitle">
          {t('embedPage.examples.recipe')}
        </h3>
        {element('recipe', locale)}
      </div>
    </>
  )
}
