import type { SeedDeps } from './index'

export async function seedPlatform(_deps: SeedDeps): Promise<void> {}
