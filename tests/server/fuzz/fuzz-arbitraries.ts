import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'

/** The suite's fixed seed; `FUZZ_SEED=<n>` replays another. fast-check prints it with every counterexample. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 16_2026)

const LONG = 'a'.repeat(5000)

/** Path segments: valid ids and words of seeded rows, the edges of int4, and what breaks parsers. */
export function segmentArb(validIds: number[], validWords: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...validIds.map(String)) },
    { weight: 2, arbitrary: fc.constantFrom(...validWords) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        '0', '-1', '2147483647', '2147483648', '99999999999999999999', '1.5', '1e3', 'abc', '%00', 'a%00b', '%FF',
        '%C3%28', '%E0%A4', '%ED%A0%80', '%', '%zz', 'a'.repeat(300), '1,2,3', '1,,2', `${validIds[0] ?? 1},2147483648`,
        '%20', '..', '%2e%2e%2f', 'null', 'me,me',
      ),
    },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))) },
    { weight: 1, arbitrary: fc.nat({ max: 2 ** 40 }).map(String) },
  )
}

const QUERY_KEYS = [
  'page', 'perPage', 'paginate', 'cursor', 'query', 'loader', 'with', 'load', 'loadCount', 'order', 'orderBy', 'orderDir',
  'type', 'restriction', 'limit', 'ids', 'id', 'filters', 'modelType', 'albumsPerPage', 'autoUpdate', '_method', 'code',
  'state', 'token', 'email', 'userId', 'trackId', 'forEditing', 'includeTracks', 'seed', 'perPage[]', 'page[a]',
]
const queryValueArb = fc.oneof(
  fc.constantFrom('1', '0', '-1', '2147483648', '99999999999999999999', 'true', 'lengthAware', 'simple', 'artistPage',
    'albums,tracks', '%00', 'a%00b', '%FF', '%C3%28', encodeURIComponent(LONG), 'name:asc', 'x', ''),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.integer().map(String),
)
/** A raw query string (already percent-encoded, with the odd broken escape on purpose). */
export const queryArb: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 }).map(encodeURIComponent)), queryValueArb), { maxLength: 4 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'))

const BODY_KEYS = [
  'name', 'email', 'password', 'password_confirmation', 'token', 'code', 'ids', 'id', 'content', 'description', 'title',
  'trackIds', 'tracks', 'albums', 'artists', 'genres', 'tags', 'image', 'roles', 'permissions', 'settings', 'query', 'type',
  'position', 'duration', 'number', 'public', 'collaborative', 'reason', 'vote_type', 'comment_id', 'commentIds', 'inReplyTo',
  'model_type', 'modelType', 'text', 'first_name', 'last_name', 'username', 'avatar', 'src', 'url', 'release_date',
  'config', 'slug', 'user_id', 'track_id', 'album_id', 'artist_id', 'queue', 'volume', 'current_password', 'is_synced',
  'data', 'fileEntryId', 'uploadType', 'role', 'message', 'answers', 'category', 'spotify_id', 'plays', 'locale',
]
const valueArb: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(0, -1, 1, 1.5, 2147483648, 1e20, -1e20, true, false, null, '', LONG, 'x\u0000y', '\uD800', 'me', '1,2',
      '2026-13-45', 'a@b.c', 'http://127.0.0.1:1/x', '<script>', '../../etc/passwd'),
    fc.string({ maxLength: 20 }),
    fc.integer(),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...BODY_KEYS), tie('value'), { maxKeys: 3 }),
  ),
})).value

/** JSON bodies as sent on the wire: objects with known and unknown keys, wrong types, broken JSON, bad UTF-8. */
export const bodyArb: fc.Arbitrary<string | Buffer> = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...BODY_KEYS), fc.string({ maxLength: 8 })), valueArb, { maxKeys: 6 }).map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: valueArb.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"name":', 'nul', '[1,2', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}') },
  { weight: 1, arbitrary: fc.constant(Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])) },
)

const STACK = /\bat [\w.<>$]+ \(|\(\/[\w/.-]+:\d+:\d+\)|node_modules|\/src\/server\/|\.ts:\d+/

/** The rule of issue 16 for one response: no 5xx; errors are JSON `{message}` without a stack trace. */
export function checkResponse(label: string, res: LightMyRequestResponse, opts: { textErrors?: boolean; noBody?: boolean } = {}): void {
  if (res.statusCode >= 500) throw new Error(`${label} answered ${res.statusCode}: ${res.body.slice(0, 300)}`)
  if (res.statusCode < 400 || opts.noBody) return // a HEAD answer carries no body to check
  if (STACK.test(res.body)) throw new Error(`${label} leaked a stack trace: ${res.body.slice(0, 300)}`)
  if (opts.textErrors && !String(res.headers['content-type'] ?? '').includes('json')) return
  const type = String(res.headers['content-type'] ?? '')
  if (!type.includes('application/json')) throw new Error(`${label} answered ${res.statusCode} as ${type || 'no content-type'}`)
  const body = JSON.parse(res.body) as { message?: unknown; code?: unknown }
  // Fastify's default error body ({error, code, statusCode}) means an error bypassed the app's handlers.
  if (typeof body.code === 'string' && body.code.startsWith('FST_')) throw new Error(`${label} answered Fastify's own ${body.code}`)
  if (typeof body.message !== 'string') throw new Error(`${label} answered ${res.statusCode} without a message: ${res.body.slice(0, 300)}`)
}
