import type { ReactNode } from 'react'
import { recipeSection } from '@sufra/styled-system/recipes'

const classes = recipeSection()

export type SectionHeaderProps = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string
  as: 'h2' | 'h3'
  title: string
  /** A count beside the heading ("8 ingredients"). */
  count?: string
  /** The section's own control, at the far end of the header. */
  children?: ReactNode
}

/** The header of a recipe page section: its heading, an optional count and control. */
export function SectionHeader({ id, as: Heading, title, count, children }: SectionHeaderProps) {
  return (
    <div className={classes.header} data-scope="recipe-section" data-part="header">
      <div className={classes.titleGroup} data-part="title-group">
        <Heading id={id} className={classes.heading} data-part="heading">
          {title}
        </Heading>
        {count ? (
          <span className={classes.count} data-part="count">
            {count}
          </span>
        ) : null}
      </div>
      {children}
    </div>
  )
}
