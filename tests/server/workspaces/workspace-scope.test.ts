import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FileEntriesPageResponseSchema, FileEntryResponseSchema } from '../../../src/shared/contracts/uploads'
import { fileEntries, workspaces } from '../../../src/server/db/schema/index'
import { multipartBody, pngFile } from '../uploads/fixtures'
import { buildUploadsApp, type UploadsTestApp } from '../uploads/uploads-app'
import { newWorkspace } from './workspaces-app'

/** file_entries are the workspace-scoped resource (docs/decisions/0014-workspaces.md), end to end. */
describe('workspaceId on uploads and file-entries', () => {
  let t: UploadsTestApp
  let workspaceId: number
  beforeAll(async () => {
    t = await buildUploadsApp({ WORKSPACES_ENABLED: '1' })
    // The uploader owns it and `other` is a member; `limited` is not.
    workspaceId = (await newWorkspace(t.db, t.uploader.id, [{ userId: t.other.id, roleId: null as unknown as number }])).id
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.delete(fileEntries)
  })

  function upload(headers: Record<string, string>, query = '') {
    const body = multipartBody({ diskPrefix: 'track_image' }, { name: 'cover.png', data: pngFile() })
    return t.app.inject({ method: 'POST', url: `/api/v1/uploads${query}`, headers: { ...headers, ...body.headers }, payload: body.payload })
  }
  const list = async (headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({ url: `/api/v1/file-entries${query}`, headers })
    expect(res.statusCode).toBe(200)
    return FileEntriesPageResponseSchema.parse(res.json()).pagination
  }

  it('stores an upload in the active workspace and lists it to every member there, not in the default workspace', async () => {
    const res = await upload(t.uploader.headers, `?workspaceId=${workspaceId}`)
    expect(res.statusCode).toBe(200)
    const { fileEntry } = FileEntryResponseSchema.parse(res.json())
    expect(fileEntry.workspace_id).toBe(workspaceId)
    const [row] = await t.db.select().from(fileEntries).where(eq(fileEntries.id, fileEntry.id))
    expect(row!.workspaceId).toBe(workspaceId)

    expect((await list(t.other.headers, `?workspaceId=${workspaceId}`)).data.map((e) => e.id)).toEqual([fileEntry.id])
    // The default workspace (no id, or 0) holds only the caller's own entries outside workspaces.
    expect((await list(t.uploader.headers)).data).toEqual([])
    expect((await list(t.uploader.headers, '?workspaceId=0')).data).toEqual([])
  })

  it('keeps an upload without workspaceId in the default workspace, private to its owner', async () => {
    const { fileEntry } = FileEntryResponseSchema.parse((await upload(t.uploader.headers)).json())
    expect(fileEntry.workspace_id).toBeNull()
    expect((await list(t.uploader.headers)).data.map((e) => e.id)).toEqual([fileEntry.id])
    expect((await list(t.other.headers)).data).toEqual([])
    expect((await list(t.other.headers, `?workspaceId=${workspaceId}`)).data).toEqual([])
  })

  it('refuses writes into a workspace the caller is not in (403, nothing stored); reads fall back to the default', async () => {
    const res = await upload(t.limited.headers, `?workspaceId=${workspaceId}`)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('You are not a member of this workspace.')
    expect(await t.db.select().from(fileEntries)).toEqual([])
    await upload(t.uploader.headers, `?workspaceId=${workspaceId}`)
    expect((await list(t.limited.headers, `?workspaceId=${workspaceId}`)).data).toEqual([])
    expect((await upload(t.uploader.headers, '?workspaceId=99999')).statusCode).toBe(403)
  })

  it('leaves entries to their owner’s default workspace when the workspace is deleted', async () => {
    const ws = await newWorkspace(t.db, t.uploader.id, [], 'Short-lived')
    const { fileEntry } = FileEntryResponseSchema.parse((await upload(t.uploader.headers, `?workspaceId=${ws.id}`)).json())
    await t.db.delete(workspaces).where(eq(workspaces.id, ws.id))
    expect((await list(t.uploader.headers)).data.map((e) => e.id)).toEqual([fileEntry.id])
  })
})

describe('workspaceId when workspaces are off', () => {
  let t: UploadsTestApp
  beforeAll(async () => {
    t = await buildUploadsApp()
  })
  afterAll(() => t.close())

  it('is ignored: the upload lands in the default workspace', async () => {
    const body = multipartBody({ diskPrefix: 'track_image' }, { name: 'cover.png', data: pngFile() })
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/uploads?workspaceId=5', headers: { ...t.uploader.headers, ...body.headers }, payload: body.payload })
    expect(res.statusCode).toBe(200)
    expect(FileEntryResponseSchema.parse(res.json()).fileEntry.workspace_id).toBeNull()
  })
})
