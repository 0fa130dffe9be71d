import fp from 'fastify-plugin'
import { WORKSPACE_MESSAGES } from '../../../shared/contracts/workspaces'
import { forbidden } from '../../lib/http-errors'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The active workspace of a workspace-scoped request (`workspaceId`, which the client adds to GET,
     * POST and PUT from the activeWorkspaceId cookie): a workspace the signed-in user is a member of,
     * or null for the default workspace (id 0), guests, and when workspaces are off.
     */
    workspaceId: number | null
  }
}

export interface WorkspaceContextOptions {
  enabled: () => Promise<boolean>
  isMember: (workspaceId: number, userId: number) => Promise<boolean>
}

function requestedId(query: unknown): number | null {
  const raw = (query as Record<string, unknown> | undefined)?.workspaceId
  const id = Number(Array.isArray(raw) ? raw[0] : raw)
  return Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : null
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Resolves `request.workspaceId` once per request for the signed-in user (authUserId, set on
 * request). A workspace the user does not belong to is refused for writes (403, nothing stored
 * there) and ignored for reads, so a stale cookie after being removed from a workspace shows the
 * default workspace instead of locking the app.
 */
export const workspaceContextPlugin = fp<WorkspaceContextOptions>(
  async (app, { enabled, isMember }) => {
    app.decorateRequest('workspaceId', null)
    // preValidation: route schemas strip keys they do not list, so the raw query is read before them.
    // Whether workspaces are on is asked per request: the admin can switch them without a restart.
    app.addHook('preValidation', async (request) => {
      if (!request.url.startsWith('/api/')) return
      const id = requestedId(request.query)
      if (id === null || request.authUserId === null || !(await enabled())) return
      if (await isMember(id, request.authUserId)) {
        request.workspaceId = id
        return
      }
      if (!READS.has(request.method)) throw forbidden(WORKSPACE_MESSAGES.notMember)
    })
  },
  { name: 'workspace-context', dependencies: ['viewer'] },
)
