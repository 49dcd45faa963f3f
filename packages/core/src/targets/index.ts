export {
  activityFactors,
  activityLevels,
  basalMetabolicRate,
  dailyTargets,
  type ActivityLevel,
  type BodyProfile,
  type DailyTargets,
  type Sex,
} from './daily-targets'
export { ageOn, isoDateOf } from './age'
