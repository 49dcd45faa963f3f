export { FilterPanel, type FilterPanelProps } from './filter-panel'
export { FILTER_GROUP_SIZE } from './filter-options'
export { cookTimeName } from './filter-sections'
