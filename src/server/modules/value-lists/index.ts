export { valueListsRoutes } from './value-lists.routes'
export { makeValueListsService } from './value-lists.service'
export { makeValueListsRepo } from './value-lists.repo'
