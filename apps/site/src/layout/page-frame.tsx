import type { ReactNode } from 'react'
import { css } from '@sufra/styled-system/css'

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
  return (
    <section
      className={css({
        maxW: 'container',
        mx: 'auto',
        px: { base: '4', md: '6' },
        py: { base: '6', md: '10' },
      })}
    >
      <header className={css({ marginBlockEnd: '6', display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h1 className={css({ textStyle: { base: 'h2', md: 'h1' } })}>{title}</h1>
        {lead ? <p className={css({ color: 'fg.muted' })}>{lead}</p> : null}
      </header>
      {children}
    </section>
  )
}
