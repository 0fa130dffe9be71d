import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NotificationListResponseSchema, WORKSPACE_INVITE_ACTIONS } from '../../../src/shared/contracts/notifications'
import { SavedTrackResponseSchema } from '../../../src/shared/contracts/catalogue-writes'
import { BackstageRequestResponseSchema } from '../../../src/shared/contracts/backstage'
import { createJobQueue } from '../../../src/server/lib/jobs/index'
import { createPubSub } from '../../../src/server/lib/pubsub/index'
import { makeMailer, makeMailRepo } from '../../../src/server/modules/mail/index'
import { makeNotificationsService } from '../../../src/server/modules/notifications/index'
import { makeSettingsRepo, makeSettingsService } from '../../../src/server/modules/settings/index'
import type { TestApp } from '../../helpers/build-app'
import { newArtist, newTrack } from '../../helpers/factories'
import { startSmtpPeer } from '../auth/smtp-peer'
import { localizations, users } from '../../../src/server/db/schema/index'
import { actor, api, artistActor, buildNotificationsApp, eventually, follow, storedFor, type Actor } from './notifications-app'

const SMTP_PORT = 4306

describe('notification types and channels', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>
  let call: ReturnType<typeof api>
  let uploader: Awaited<ReturnType<typeof artistActor>>
  let fan: Actor
  let quiet: Actor
  let mailFan: Actor
  let stranger: Actor

  beforeAll(async () => {
    smtp = await startSmtpPeer(SMTP_PORT)
    t = await buildNotificationsApp({ MAIL_URL: smtp.url })
    call = api(t)
    uploader = await artistActor(t.db, 'Nova')
    fan = await actor(t.db, ['users'], 'Fan')
    quiet = await actor(t.db, ['users'], 'Quiet')
    mailFan = await actor(t.db, ['users'], 'Mailfan')
    stranger = await actor(t.db, ['users'], 'Stranger')
    for (const who of [fan, quiet, mailFan]) await follow(t.db, who.id, uploader.artist.id)
    const choose = (who: Actor, channels: object) => call('PUT', 'notifications/me/subscriptions', who, { selections: [{ notif_id: 'ArtistUploadedMedia', channels }] })
    await choose(quiet, { in_app: false })
    await choose(mailFan, { email: true })
  }, 180_000)
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  const emails = new Map<number, string>()
  const emailOf = (who: Actor) => emails.get(who.id)!

  it('ArtistUploadedMedia: an upload without an album reaches the followers over the channels they chose', async () => {
    for (const who of [fan, quiet, mailFan, stranger]) {
      const rows = await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers: who.headers })
      emails.set(who.id, rows.json().user.email)
    }
    const res = await call('POST', 'tracks', uploader.user, { name: 'Glass <Harbour>', duration: 185000, artists: ['CURRENT_USER'] })
    expect(res.statusCode).toBe(200)
    const { track } = SavedTrackResponseSchema.parse(res.json())

    const [note] = await eventually(async () => {
      const rows = await storedFor(t.db, fan.id)
      expect(rows).toHaveLength(1)
      return rows
    })
    expect(note!.type).toBe('ArtistUploadedMedia')
    const listed = NotificationListResponseSchema.parse((await call('GET', 'notifications', fan)).json()).pagination.data[0]!
    expect(listed.data.mainAction).toEqual({ action: `/track/${track.id}/glass-harbour`, label: 'View track' })
    expect(listed.data.lines[0]).toMatchObject({ type: 'primary', content: '<b>Nova Band</b> uploaded a new track', action: { action: `/artist/${uploader.artist.id}/nova-band` } })
    // User text is escaped, never markup.
    expect(listed.data.lines[1]!.content).toBe('Glass &lt;Harbour&gt;')
    expect(listed.data.buttonActions).toEqual([{ action: `/track/${track.id}/glass-harbour`, label: 'Listen now' }])

    await eventually(async () => expect(await storedFor(t.db, mailFan.id)).toHaveLength(1))
    await eventually(async () => expect(smtp.lastTo(emailOf(mailFan))?.text).toContain('Nova Band uploaded a new track'))
    // in-app off: nothing stored; e-mail off by default: no mail to the others; non-followers get nothing.
    expect(await storedFor(t.db, quiet.id)).toHaveLength(0)
    expect(await storedFor(t.db, stranger.id)).toHaveLength(0)
    expect(smtp.lastTo(emailOf(fan))).toBeUndefined()
    expect(smtp.lastTo(emailOf(quiet))).toBeUndefined()
  })

  it('ArtistUploadedMedia: a new album notifies too; a track inside an album does not add a second one', async () => {
    const res = await call('POST', 'albums', uploader.user, { name: 'Low Tides', artists: ['CURRENT_USER'], tracks: [{ name: 'One', duration: 1000 }] })
    expect(res.statusCode).toBe(200)
    const rows = await eventually(async () => {
      const all = await storedFor(t.db, fan.id)
      expect(all).toHaveLength(2)
      return all
    })
    const album = rows.find((r) => JSON.stringify(r.data).includes('new album'))
    expect(JSON.stringify(album!.data)).toMatch(/"\/album\/\d+\/nova-band\/low-tides"/)
  })

  it('BackstageRequestWasHandled: the requester hears the decision with the admin’s notes, in the app and by e-mail', async () => {
    const admin = await actor(t.db, ['admin'])
    const requester = await actor(t.db, ['users'], 'Hopeful')
    const email = (await call('GET', 'bootstrap-data', requester)).json().user.email as string
    const sent = await call('POST', 'backstage-request', requester, { type: 'become-artist', artist_name: 'Paper Moons', data: { first_name: 'Ana', last_name: 'Lee' } })
    const { request } = BackstageRequestResponseSchema.parse(sent.json())
    expect((await call('POST', `backstage-request/${request.id}/deny`, admin, { notes: 'Please add <links> to your music.' })).statusCode).toBe(200)

    const [row] = await storedFor(t.db, requester.id)
    expect(row!.type).toBe('BackstageRequestWasHandled')
    const item = NotificationListResponseSchema.parse((await call('GET', 'notifications', requester)).json()).pagination.data[0]!
    expect(item.data.lines.map((l) => l.content)).toEqual(['Your backstage request was denied', 'Please add &lt;links&gt; to your music.'])
    await eventually(async () => expect(smtp.lastTo(email)?.text).toContain('Please add <links> to your music.'))
  })

  it('CommentReceivedReply: the parent’s author is notified unless they turned in-app off', async () => {
    const trackId = (await newTrack(t.db, [(await newArtist(t.db)).id], { name: 'Song Two' })).id
    const author = await actor(t.db, ['users'], 'Author')
    const replier = await actor(t.db, ['users'], 'Replier')
    const { comment } = (await call('POST', 'comment', author, { commentable_type: 'track', commentable_id: trackId, content: 'Love it' })).json()
    expect((await call('POST', 'comment', replier, { commentable_type: 'track', commentable_id: trackId, content: 'Me too', inReplyTo: comment.id })).statusCode).toBe(200)
    const [row] = await storedFor(t.db, author.id)
    expect(row!.type).toBe('CommentReceivedReply')
    expect(JSON.stringify(row!.data)).toContain(`/track/${trackId}/song-two`)

    await call('PUT', 'notifications/me/subscriptions', author, { selections: [{ notif_id: 'CommentReceivedReply', channels: { in_app: false } }] })
    await call('POST', 'comment', replier, { commentable_type: 'track', commentable_id: trackId, content: 'Again', inReplyTo: comment.id })
    expect(await storedFor(t.db, author.id)).toHaveLength(1)
  })

  it('WorkspaceInvite: an existing account gets the invite with inviteId and join/decline buttons; an unknown address nothing', async () => {
    const pubsub = createPubSub({})
    const jobs = createJobQueue({ runWorkers: false })
    const settings = makeSettingsService({ repo: makeSettingsRepo(t.db) })
    const mailer = makeMailer({ repo: makeMailRepo(t.db), from: 'x@y.z', jobs })
    const service = makeNotificationsService({ db: t.db, env: t.env, clock: () => new Date(), mailer, settings, pubsub, jobs })
    const invitee = await actor(t.db, ['users'], 'Invitee')
    const email = (await call('GET', 'bootstrap-data', invitee)).json().user.email as string

    await service.notifyWorkspaceInvite({ inviteId: 'a3b1c2d4-0000-4000-8000-000000000001', email: email.toUpperCase(), workspaceName: 'Label <Crew>', inviterName: 'Nova' })
    await service.notifyWorkspaceInvite({ inviteId: 'a3b1c2d4-0000-4000-8000-000000000002', email: 'nobody@test.local', workspaceName: 'X', inviterName: 'Nova' })
    const item = NotificationListResponseSchema.parse((await call('GET', 'notifications', invitee)).json()).pagination.data[0]!
    expect(item).toMatchObject({ type: 'WorkspaceInvite', inviteId: 'a3b1c2d4-0000-4000-8000-000000000001' })
    expect(item.data.lines[0]!.content).toBe('<b>Nova</b> invited you to join <b>Label &lt;Crew&gt;</b> workspace')
    expect(item.data.buttonActions.map((b) => b.action)).toEqual([WORKSPACE_INVITE_ACTIONS.join, WORKSPACE_INVITE_ACTIONS.decline])
    await jobs.close()
    await pubsub.close()
  })
  it('a mail goes out in the recipient’s chosen language: the subject and link text are translated, names stay as they are (issue 13)', async () => {
    const band = await artistActor(t.db, 'Lumen')
    const reader = await actor(t.db, ['users'], 'Polyglot')
    const email = (await call('GET', 'bootstrap-data', reader)).json().user.email as string
    await follow(t.db, reader.id, band.artist.id)
    await call('PUT', 'notifications/me/subscriptions', reader, { selections: [{ notif_id: 'ArtistUploadedMedia', channels: { email: true } }] })
    await t.db.insert(localizations).values({
      language: 'fr',
      name: 'French',
      lines: { ':artist uploaded a new track': 'Nouveau morceau de :artist', 'Open in Encore': 'Ouvrir dans Encore' },
    })
    await t.db.update(users).set({ language: 'fr' }).where(eq(users.id, reader.id))

    expect((await call('POST', 'tracks', band.user, { name: 'Night Bus', duration: 120000, artists: ['CURRENT_USER'] })).statusCode).toBe(200)
    const mail = await smtp.waitFor(email)
    expect(mail.text).toMatch(/^Subject: Nouveau morceau de Lumen Band\r?$/m)
    expect(mail.text).toContain('Ouvrir dans Encore')
    expect(mail.text).not.toContain('uploaded a new track')
  })
})
