import type { SeedDeps } from './index'

export async function seedCatalogue(_deps: SeedDeps): Promise<void> {}
