import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AlbumSchema, ArtistSchema, TrackSchema } from '../../shared/contracts/catalogue'
import { ChannelItemSchema, ChannelSchema } from '../../shared/contracts/channels'
import { CommentSchema } from '../../shared/contracts/comments'
import { LikedAlbumSchema, LikedArtistSchema, LikedTrackSchema } from '../../shared/contracts/library'
import { API_PREFIX } from '../../shared/wire'

export type ContractPart = 'params' | 'body' | 'response'

/**
 * The parts of a contract some routes cannot have, and why. Every other route under the API prefix
 * declares its params (when its path has any), its body (writes) and its answer as zod contracts;
 * tests/server/api-docs/contracts.test.ts fails the build otherwise. Routes whose whole exchange is
 * another protocol are hidden from the document.
 */
export const CONTRACT_EXEMPT: Record<string, { parts: ContractPart[]; reason: string; hidden?: true }> = {
  '/api/v1/tus/upload': { parts: ['body', 'response'], reason: 'the tus 1.0 protocol (headers, raw PATCH bytes), served by @tus/server', hidden: true },
  '/api/v1/tus/upload/:id': { parts: ['params', 'body', 'response'], reason: 'the tus 1.0 protocol, served by @tus/server', hidden: true },
  '/api/v1/users/:id/avatar': { parts: ['body'], reason: 'multipart/form-data: the image is checked by its content in the handler' },
  '/api/v1/playlists/:id/image': { parts: ['body'], reason: 'multipart/form-data: the cover is checked by its content in the handler' },
  '/api/v1/file-entries': { parts: ['body'], reason: 'multipart/form-data: the file is checked by its content in the handler' },
  '/api/v1/uploads': { parts: ['body'], reason: 'multipart/form-data: the file is checked by its content in the handler' },
  '/api/v1/avatars/:userId/:file': { parts: ['response'], reason: 'answers the image bytes' },
  '/api/v1/tracks/:id/stream': { parts: ['response'], reason: 'answers audio bytes with Range (206) or a redirect to storage' },
  '/api/v1/tracks/:id/stream/:file': { parts: ['response'], reason: 'answers a stored HLS/DASH package part (manifest or segment) as bytes' },
  '/api/v1/tracks/:id/download': { parts: ['response'], reason: 'answers the audio file as an attachment' },
  '/api/v1/backstage-request/:id/passport-scan': { parts: ['response'], reason: 'answers the scanned image bytes' },
  '/api/v1/secure/auth/social/:service/login': { parts: ['response'], reason: 'a popup: redirects to the provider' },
  '/api/v1/secure/auth/social/:service/connect': { parts: ['response'], reason: 'a popup: redirects to the provider' },
  '/api/v1/notifications/stream': { parts: ['response'], reason: 'server-sent events: a text/event-stream of the contract\'s live events' },
  '/api/v1/logs/error/download-latest': { parts: ['response'], reason: 'answers the latest error log as a file download' },
  '/api/v1/admin/appearance/images': { parts: ['body'], reason: 'multipart/form-data: the logo is checked by its content in the handler' },
  '/api/v1/custom-code/:file': { parts: ['response'], reason: 'answers the site\'s custom CSS or JavaScript file' },
  '/api/v1/appearance/themes.css': { parts: ['response'], reason: 'answers the themes as a stylesheet for server-rendered pages' },
  '/api/v1/secure/auth/social/:service/callback': { parts: ['response'], reason: 'a popup: answers an HTML page that posts the result to the opener' },
}

const isHidden = (url: string) => CONTRACT_EXEMPT[url]?.hidden === true

/**
 * The contracts that contain themselves (Track → Album → Track, Channel → its content, Comment → replies).
 * Converted inline, each cycle became a `$ref` to an unnamed `$defs` entry that the transform then drops,
 * leaving `#/components/schemas/schema0` pointing nowhere (issue 26: generators refused the document).
 * With an id in zod's global registry each is one named component instead, which every route refers to.
 */
const RECURSIVE_CONTRACTS: Array<[z.ZodType, string]> = [
  [TrackSchema, 'Track'],
  [AlbumSchema, 'Album'],
  [ArtistSchema, 'Artist'],
  [ChannelSchema, 'Channel'],
  [ChannelItemSchema, 'ChannelItem'],
  [CommentSchema, 'Comment'],
  // Extensions keep the getters, so they contain themselves too.
  [LikedTrackSchema, 'LikedTrack'],
  [LikedAlbumSchema, 'LikedAlbum'],
  [LikedArtistSchema, 'LikedArtist'],
]
for (const [schema, id] of RECURSIVE_CONTRACTS) if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id })

/**
 * Collects every route for the OpenAPI 3.1 document of `/api-docs` (issue 14). The document is made from
 * the same zod contracts that validate requests (fastify-type-provider-zod's transform), so it cannot
 * drift from what the server accepts. Registered before the modules, as @fastify/swagger requires.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Encore API',
        // The API's own version: its path prefix (/api/v1).
        version: '1',
        description:
          'The HTTP API of Encore. Authenticate with a session cookie (plus the X-XSRF-TOKEN header on writes) or with a personal access token as `Authorization: Bearer <token>`.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A personal access token (account settings, Developers).' },
          session: { type: 'apiKey', in: 'cookie', name: 'encore_session' },
        },
      },
      security: [{ bearer: [] }, { session: [] }],
    },
    transform: (input) => {
      if (!input.url.startsWith(API_PREFIX) || isHidden(input.url)) return { schema: { ...input.schema, hide: true }, url: input.url }
      const { schema, url } = jsonSchemaTransform(input)
      // Group operations by their first path segment: "tracks", "albums", "auth"...
      const tag = input.url.slice(API_PREFIX.length).split('/').find(Boolean) ?? 'api'
      return { schema: { ...schema, tags: [tag] }, url }
    },
    transformObject: jsonSchemaTransformObject,
  })
}
