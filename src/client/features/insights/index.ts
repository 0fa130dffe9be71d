// Public surface of the insights feature: the three insights pages' shared page and its search params.
export { insightsKeys, insightsQuery, METRICS_OF, type InsightsKind } from './api'
export { InsightsPage, type InsightsPageProps } from './components/insights-page'
export { resolveRange, RANGE_PRESETS, type RangeKey, type RangeSearch } from './range'
