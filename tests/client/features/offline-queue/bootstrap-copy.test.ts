// The query cache's bootstrap copy (what an offline start shows) follows changes made online, but never
// takes in a change that still waits or is on its way: waiting changes are re-applied on top of it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { keepBootstrapCopy } from '../../../../src/client/features/offline-queue/bootstrap-copy'
import { enqueueMutation, runOrQueue } from '../../../../src/client/features/offline-queue/index'
import { setPending } from '../../../../src/client/features/offline-queue/store'
import { applyBootstrapData, sessionState } from '../../../../src/client/stores/session'
import type { BootstrapData } from '../../../../src/shared/contracts/bootstrap'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'
import { deleteMutationDb, installOnlineFlag, setOnline } from './fakes'

let queryClient: QueryClient
let stop: () => void = () => {}
const copy = () => queryClient.getQueryData<BootstrapData>(['bootstrap-data'])
const likeInSession = (id: number) => ((sessionState.bootstrap!.likes.track ??= {})[String(id)] = true)
const settle = () => new Promise((resolve) => setTimeout(resolve, 60))

beforeEach(async () => {
  await deleteMutationDb()
  installOnlineFlag()
  setPending(0)
  applyBootstrapData(makeBootstrap({ user: makeUser(), likes: {} }))
  queryClient = new QueryClient()
  stop = keepBootstrapCopy(queryClient, 10)
})

afterEach(() => stop())

describe('bootstrap copy for offline starts', () => {
  it('takes in a change made online, as plain data', async () => {
    likeInSession(5)
    await vi.waitFor(() => expect(copy()?.likes.track).toEqual({ '5': true }))
    expect(Object.isFrozen(copy())).toBe(false)
  })

  it('leaves out changes while one waits in the queue, and catches up once the queue is empty', async () => {
    setOnline(false)
    await enqueueMutation({ method: 'POST', url: 'users/me/add-to-library', body: {}, label: 'Like' })
    likeInSession(6)
    await settle()
    expect(copy()).toBeUndefined()

    // The replay emptied the queue: the server has the change now.
    setPending(0)
    await vi.waitFor(() => expect(copy()?.likes.track).toEqual({ '6': true }))
  })

  it('waits for a change on its way before copying', async () => {
    let answer: (value: unknown) => void = () => {}
    const sending = runOrQueue(() => new Promise((resolve) => (answer = resolve)), { method: 'POST', url: 'reposts/toggle', label: 'Repost' })
    likeInSession(7)
    await settle()
    expect(copy()).toBeUndefined()

    answer({ ok: true })
    await sending
    await vi.waitFor(() => expect(copy()?.likes.track).toEqual({ '7': true }))
  })
})
