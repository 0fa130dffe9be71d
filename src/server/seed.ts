import { seedPlatform } from './db/seed/platform'
import type { SeedDeps } from './db/seed/seed-deps'
import { seedCatalogue } from './demo/seed-catalogue'
import { seedStarterChannels } from './db/seed/starter-channels'

export type { SeedDeps } from './db/seed/seed-deps'

/**
 * Fills an empty database and is safe to run on every start: the platform part (roles, permissions,
 * first admin, themes) inserts only what is missing; the demo catalogue (src/server/demo) only goes
 * into a database that has no tracks yet, and only when SEED_DEMO is on; a database left without channels
 * gets the "Music streaming" preset once, so a fresh install's home page is a page.
 */
export async function seed(deps: SeedDeps): Promise<void> {
  await seedPlatform(deps)
  if (deps.env.SEED_DEMO) await seedCatalogue(deps)
  await seedStarterChannels(deps.db)
}
