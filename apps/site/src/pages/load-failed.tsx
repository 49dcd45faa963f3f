import { UtensilsCrossedIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { EmptyState } from '@sufra/ui/empty-state'

/** What a list shows when its first load failed: the failure in words and a Try again button. */
export function LoadFailed({
  title,
  onRetry,
  retrying,
}: {
  title: string
  onRetry: () => void
  retrying: boolean
}) {
  const { t } = useI18n()
  return (
    <EmptyState
      titleAs="p"
      icon={<UtensilsCrossedIcon aria-hidden />}
      title={title}
      action={
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          {t('explore.retry')}
        </Button>
      }
    />
  )
}
