export { makeBootstrapRepo, type BootstrapRepo } from './bootstrap.repo'
export { makeBootstrapService, displayName, type BootstrapService, type BootstrapContext } from './bootstrap.service'
export { bootstrapRoutes, makeBootstrapFor } from './bootstrap.routes'
