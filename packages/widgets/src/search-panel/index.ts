export { POPULAR_CHIPS, SearchPanel, type SearchPanelProps } from './search-panel'
