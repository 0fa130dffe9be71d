export { ApiDocsPage } from './components/api-docs-page'
export { openApiQuery, type OpenApiDocument } from './api'
export { groupOperations, schemaSummary } from './operations'
