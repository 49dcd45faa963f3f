export {
  units,
  unitById,
  isUnitId,
  unitLabel,
  convertUnit,
  type Unit,
  type UnitId,
  type UnitKind,
  type UnitDefinition,
} from './catalogue'
export { normalizeUnit, unitAliasEntries, type UnitAliasEntry } from './normalize'
export { englishUnitAliases, caseSensitiveEnglishUnitAliases, englishUnitQualifiers } from './aliases-en'
export { arabicUnitAliases, arabicUnitQualifiers } from './aliases-ar'
