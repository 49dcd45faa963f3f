import { useI18n } from '../provider'
import { ageInDays } from './relative-age'

/** `Today` / `N days ago` in the current language (Arabic uses its own plural forms). */
export function useRelativeAge() {
  const { t } = useI18n()
  return (createdAt: Date | string | number, now?: Date) => t('time.age', { days: ageInDays(createdAt, now) })
}
