import { useEffect } from 'react'
import { CalendarDaysIcon } from 'lucide-react'
import { useQueryClient } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { embedPlanner } from '@sufra/styled-system/recipes'
import { Button } from '@sufra/ui/button'
import { EmptyState } from '@sufra/ui/empty-state'
import { PlannerBoard } from '@sufra/widgets/planner-board'
import { useWidgetHost } from '@sufra/widgets/widget-host'
import { useEmbedSession } from './embed-context'
import { SignedInLine } from './signed-in-line'

/** A cached read of the person's own plans or saved recipes (the board's reads that are theirs). */
const isOwnRead = (queryKey: readonly unknown[]) =>
  typeof queryKey[1] === 'string' &&
  (queryKey[1].startsWith('/meal-planner') || queryKey[1] === '/recipe-user')

/**
 * `<sufra-planner>`: the signed-in person's meal planner on a partner's page (the PlannerBoard, its
 * reads and writes with the widget's token). Signed out, it asks to sign in (Sufra's window; the board
 * then shows the person's week). Below it the signed-in line (Sign out) and the planner on Sufra.
 */
export function EmbedPlannerView() {
  const { t } = useI18n()
  const host = useWidgetHost()
  const session = useEmbedSession()
  const queryClient = useQueryClient()
  const classes = embedPlanner()
  const userId = session.user?._id ?? null

  // Signed out: nothing of the plans stays in this widget's cache for whoever signs in next.
  useEffect(() => {
    if (userId === null) queryClient.removeQueries({ predicate: (query) => isOwnRead(query.queryKey) })
  }, [userId, queryClient])

  return (
    <div className={classes.root} data-scope="embed-planner" data-part="root">
      {userId ? (
        <PlannerBoard key={userId} />
      ) : (
        <EmptyState
          icon={<CalendarDaysIcon aria-hidden />}
          titleAs="p"
          title={t('host.signIn.planner')}
          action={<Button onClick={() => host.requireSignIn('planner')}>{t('embed.planner.signIn')}</Button>}
        />
      )}
      <footer className={classes.footer} data-part="footer">
        <SignedInLine />
        <host.Link href={host.href('/planner')} className={classes.credit} data-part="credit">
          {t('embed.planner.credit')}
        </host.Link>
      </footer>
    </div>
  )
}
