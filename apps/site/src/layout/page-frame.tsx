import type { ReactNode } from 'react'
import { pageFrame } from '@sufra/styled-system/recipes'

/** The frame every routed page sits in: a heading, optional lead text, then the page's content. */
export function PageFrame({
  title,
  lead,
  children,
}: {
  title: ReactNode
  lead?: ReactNode
  children?: ReactNode
}) {
  const classes = pageFrame()
  return (
    <section className={classes.root} data-scope="page-frame" data-part="root">
      <header className={classes.header} data-part="header">
        <h1 className={classes.title} data-part="title">
          {title}
        </h1>
        {lead ? (
          <p className={classes.lead} data-part="lead">
            {lead}
          </p>
        ) : null}
      </header>
      {children}
    </section>
  )
}
