import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../deps'
import { healthModule } from './health/index'
import { settingsModule } from './settings/index'
import { bootstrapModule } from './bootstrap/index'
import { valueListsModule } from './value-lists/index'
import { authModule } from './auth/index'
import { usersModule } from './users/index'
import { socialAuthModule } from './social-auth/index'
import { playsModule } from './plays/index'
import { mediaModule } from './media/index'
import { loudnessModule } from './loudness/index'
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
import { recaptchaModule } from './recaptcha/index'
import { insightsModule } from './insights/index'
import { catalogueWritesModule } from './catalogue-writes/index'
import { backstageModule } from './backstage-requests/index'
import { uploadsModule } from './uploads/index'
import { jobLogModule } from './job-log/index'
import { notificationsModule } from './notifications/index'
import { logsModule } from './logs/index'
import { localizationsModule } from './localizations/index'
import { adminModule } from './admin/index'
import { appearanceModule } from './appearance/index'
import { billingModule } from './billing/index'
import { customPagesModule } from './custom-pages/index'
import { contactModule } from './contact/index'
import { apiDocsModule } from './api-docs/index'
import { workspacesModule } from './workspaces/index'
import { subsonicModule } from './subsonic/index'
import { providersModule } from './providers/index'

/**
 * The API modules, mounted under /api/v1 in this order. Every entry has the one module shape,
 * `FastifyPluginAsync<ModuleDeps>` (see deps.ts): add a module with one line here. Modules reach
 * each other only through their index.ts.
 */
export const apiModules: FastifyPluginAsync<ModuleDeps>[] = [
  healthModule,
  settingsModule,
  bootstrapModule,
  valueListsModule,
  authModule,
  usersModule,
  socialAuthModule,
  playsModule,
  mediaModule,
  loudnessModule,
  artistsModule,
  albumsModule,
  tracksModule,
  genresModule,
  tagsModule,
  lyricsModule,
  providersModule,
  channelsModule,
  playerModule,
  libraryModule,
  playlistsModule,
  searchModule,
  radioModule,
  profilesModule,
  commentsModule,
  recaptchaModule,
  insightsModule,
  catalogueWritesModule,
  backstageModule,
  uploadsModule,
  jobLogModule,
  notificationsModule,
  logsModule,
  localizationsModule,
  adminModule,
  appearanceModule,
  billingModule,
  customPagesModule,
  contactModule,
  apiDocsModule,
  workspacesModule,
  subsonicModule,
]
