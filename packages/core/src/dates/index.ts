export {
  DAYS_IN_WEEK,
  WEEK_STARTS_ON,
  addDays,
  daysInMonth,
  isCalendarDate,
  monthDates,
  weekDates,
  weekStart,
} from './calendar'
