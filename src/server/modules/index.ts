import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../app'
import type { PermissionsService } from './permissions/index'
import { healthRoutes } from './health/index'
import { settingsRoutes } from './settings/index'
import { bootstrapRoutes } from './bootstrap/index'
import { valueListsRoutes } from './value-lists/index'
import { accountRoutes, authRoutes } from './auth/index'
import { usersRoutes } from './users/index'
import { socialAuthRoutes } from './social-auth/index'
import { playsModule } from './plays/index'
import { mediaModule } from './media/index'
import { artistsModule } from './artists/index'
import { albumsModule } from './albums/index'
import { tracksModule } from './tracks/index'
import { genresModule } from './genres/index'
import { tagsModule } from './tags/index'
import { lyricsModule } from './lyrics/index'
import { channelsModule } from './channels/index'
import { playerModule } from './player/index'
import { libraryModule } from './library/index'
import { playlistsModule } from './playlists/index'
import { searchModule } from './search/index'
import { radioModule } from './radio/index'
import { profilesModule } from './profiles/index'
import { commentsModule } from './comments/index'
import { recaptchaRoutes } from './recaptcha/index'
import { insightsModule } from './insights/index'
import { catalogueWritesModule } from './catalogue-writes/index'
import { backstageModule } from './backstage-requests/index'
import { uploadsModule } from './uploads/index'

/** What every API module receives: the app's dependencies plus shared services. */
export interface ModuleDeps extends AppDeps {
  permissions: PermissionsService
  clock: () => Date
}

/**
 * The API modules, mounted under /api/v1 in this order. Add a module with one line here; modules
 * reach each other only through their index.ts.
 */
export const apiModules: FastifyPluginAsync<ModuleDeps>[] = [
  healthRoutes as FastifyPluginAsync<ModuleDeps>,
  settingsRoutes as FastifyPluginAsync<ModuleDeps>,
  bootstrapRoutes as FastifyPluginAsync<ModuleDeps>,
  valueListsRoutes as FastifyPluginAsync<ModuleDeps>,
  authRoutes as FastifyPluginAsync<ModuleDeps>,
  accountRoutes as FastifyPluginAsync<ModuleDeps>,
  usersRoutes as FastifyPluginAsync<ModuleDeps>,
  socialAuthRoutes as FastifyPluginAsync<ModuleDeps>,
  playsModule,
  mediaModule,
  artistsModule,
  albumsModule,
  tracksModule,
  genresModule,
  tagsModule,
  lyricsModule,
  channelsModule,
  playerModule,
  libraryModule,
  playlistsModule,
  searchModule,
  radioModule,
  profilesModule,
  commentsModule,
  insightsModule,
  catalogueWritesModule,
  backstageModule,
  recaptchaRoutes as FastifyPluginAsync<ModuleDeps>,
  uploadsModule,
]
