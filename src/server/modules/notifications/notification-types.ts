import { WORKSPACE_INVITE_ACTIONS, type NotificationData, type NotificationType } from '../../../shared/contracts/notifications'
import { slugify } from '../../../shared/lib/slug'

/**
 * The product's notification types (music-catalog §2.17, platform-core §3): their lines, icons, image,
 * main action and buttons, plus the plain-text summary that e-mail and browser push carry. Names and
 * other user text are escaped before they enter a line's HTML.
 */
export interface NewNotification {
  type: NotificationType
  data: NotificationData
  /** Workspace invites only. */
  inviteId?: string
  /**
   * Plain text for the e-mail subject and the push title/body; `url` is where a click goes. `i18n`
   * gives the same title/body as source lines with their values, so delivery can put them in each
   * recipient's language (issue 13); a body without one is user text (a name, a comment), sent as is.
   */
  summary: { title: string; body: string; url: string; i18n?: { title: TransLine; body?: TransLine } }
}

/** A translatable source line and its `:values`. */
export interface TransLine {
  key: string
  params: Record<string, string | number>
}
// Named `t` so scripts/extract-i18n.ts collects these lines for the admin's translate screen.
const t = (key: string, params: Record<string, string | number> = {}): TransLine => ({ key, params })

// User text inside a line's HTML, as text: with &, < and > escaped there is no markup left, so running it
// through sanitizeHtml as well (as this did) changed nothing, and the notifier no longer loads sanitize-html.
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

export const artistPath = (artist: { id: number; name: string }) => `/artist/${artist.id}/${slugify(artist.name)}`
const mediaPath = (media: MediaRef, artist: { name: string }) =>
  media.type === 'track' ? `/track/${media.id}/${slugify(media.name)}` : `/album/${media.id}/${slugify(artist.name)}/${slugify(media.name)}`

export interface MediaRef {
  type: 'track' | 'album'
  id: number
  name: string
  image: string | null
}

/** To every follower of the first artist when a track without an album, or an album, is created. */
export function artistUploadedMedia(artist: { id: number; name: string; image: string | null }, media: MediaRef): NewNotification {
  const url = mediaPath(media, artist)
  const what = media.type === 'track' ? 'a new track' : 'a new album'
  return {
    type: 'ArtistUploadedMedia',
    data: {
      image: media.image ?? artist.image,
      lines: [
        { type: 'primary', content: `<b>${escape(artist.name)}</b> uploaded ${what}`, icon: null, action: { action: artistPath(artist), label: artist.name } },
        { type: 'other', content: escape(media.name), icon: media.type === 'track' ? 'music-note' : 'album', action: { action: url, label: media.name } },
      ],
      mainAction: { action: url, label: media.type === 'track' ? 'View track' : 'View album' },
      buttonActions: [{ action: url, label: 'Listen now' }],
    },
    summary: {
      title: `${artist.name} uploaded ${what}`,
      body: media.name,
      url,
      i18n: { title: media.type === 'track' ? t(':artist uploaded a new track', { artist: artist.name }) : t(':artist uploaded a new album', { artist: artist.name }) },
    },
  }
}

/** To the requester when an admin approves or denies a backstage request, with the admin's notes. */
export function backstageRequestWasHandled(request: { id: number; status: 'approved' | 'denied'; notes: string | null; artist: { id: number; name: string } | null }): NewNotification {
  const approved = request.status === 'approved'
  const url = approved && request.artist ? artistPath(request.artist) : '/backstage/requests'
  const headline = approved ? 'Your backstage request was approved' : 'Your backstage request was denied'
  const lines: NotificationData['lines'] = [{ type: 'primary', content: headline, icon: approved ? 'check-circle' : 'error' }]
  if (request.notes) lines.push({ type: 'other', content: escape(clip(request.notes, 1000)), icon: 'comment' })
  return {
    type: 'BackstageRequestWasHandled',
    data: {
      image: null,
      lines,
      mainAction: { action: url, label: approved ? 'View artist page' : 'View request' },
      buttonActions: approved && request.artist ? [{ action: url, label: 'Go to artist page' }] : [],
    },
    summary: {
      title: headline,
      body: request.notes ? clip(request.notes, 200) : approved ? 'You can now manage your artist page.' : 'Open Encore to see why.',
      url,
      i18n: {
        title: approved ? t('Your backstage request was approved') : t('Your backstage request was denied'),
        ...(request.notes ? {} : { body: approved ? t('You can now manage your artist page.') : t('Open Encore to see why.') }),
      },
    },
  }
}

/** To the author of the parent comment (never to someone replying to themselves). */
export function commentReceivedReply(reply: {
  author: { name: string; image: string | null }
  content: string
  commentable: { type: 'track' | 'album'; id: number; name: string; artistName?: string }
}): NewNotification {
  const { commentable } = reply
  const url = mediaPath({ type: commentable.type, id: commentable.id, name: commentable.name, image: null }, { name: commentable.artistName ?? 'various' })
  return {
    type: 'CommentReceivedReply',
    data: {
      image: reply.author.image,
      lines: [
        { type: 'primary', content: `<b>${escape(reply.author.name)}</b> replied to your comment on ${escape(commentable.name)}`, icon: null },
        { type: 'other', content: `"${escape(clip(reply.content, 200))}"`, icon: 'comment' },
      ],
      mainAction: { action: url, label: 'View comment' },
      buttonActions: [],
    },
    summary: { title: `${reply.author.name} replied to your comment`, body: clip(reply.content, 200), url, i18n: { title: t(':name replied to your comment', { name: reply.author.name }) } },
  }
}

/** To an existing user invited into a workspace; join and decline go through `inviteId`. */
export function workspaceInvite(invite: { inviteId: string; workspaceName: string; inviterName: string; inviterImage?: string | null }): NewNotification {
  return {
    type: 'WorkspaceInvite',
    inviteId: invite.inviteId,
    data: {
      image: invite.inviterImage ?? null,
      lines: [
        {
          type: 'primary',
          content: `<b>${escape(invite.inviterName)}</b> invited you to join <b>${escape(invite.workspaceName)}</b> workspace`,
          icon: 'group-add',
        },
      ],
      mainAction: null,
      buttonActions: [
        { action: WORKSPACE_INVITE_ACTIONS.join, label: 'Join workspace' },
        { action: WORKSPACE_INVITE_ACTIONS.decline, label: 'Decline' },
      ],
    },
    summary: {
      title: `Invitation to ${invite.workspaceName}`,
      body: `${invite.inviterName} invited you to join the workspace.`,
      url: '/notifications',
      i18n: { title: t('Invitation to :workspace', { workspace: invite.workspaceName }), body: t(':inviter invited you to join the workspace.', { inviter: invite.inviterName }) },
    },
  }
}
