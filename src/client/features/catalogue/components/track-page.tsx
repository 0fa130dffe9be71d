import { trans } from '../../../stores/session'
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { Track } from '../../../../shared/contracts/catalogue'
import { isLocalSource } from '../../../player'
import { formatMs } from '../../../../shared/lib/format-duration'
import { readSetting, settingEnabled } from '../../../stores/settings'
import { albumHref, artistHref, genreHref, tagHref, trackEmbedHref, trackHref } from '../links'
import { HydrateInView } from '../../../ui'
import { MediaImage } from './media-image'
import { DETAIL_COVER_SIZE } from '../../../../shared/lib/image-widths'
import { PlayButton } from './play-button'
import { ShareButton } from './share-button'
import type { LikeControl } from './like-button'
import { TrackTable } from './track-table'
import { TrackWaveform } from './track-waveform'

interface TrackPageProps {
  track: Track
  /** Your-music composition (route): header actions, row likes/menu, and the comments below. */
  actions?: ReactNode
  /** The offline feature's save button, composed in the route (shown only for uploaded audio there). */
  saveOffline?: ReactNode
  likes?: LikeControl
  rowMenu?: (track: Track, index: number) => ReactNode
  children?: ReactNode
}

export function TrackPage({ track, actions, saveOffline, likes, rowMenu, children }: TrackPageProps) {
  const queueId = `track.${track.id}.*`
  // §4.10: the waveform drawn at upload, on desktop, when the admin chose the waveform seekbar.
  const waveform = readSetting<string>('player.seekbar_type', 'line') === 'waveform' && isLocalSource(track.src ?? '')
  const album = track.album
  const chips = [
    ...(track.genres ?? []).map((g) => ({ key: `g${g.id}`, href: genreHref(g), label: g.display_name ?? g.name })),
    ...(track.tags ?? []).map((t) => ({ key: `t${t.id}`, href: tagHref(t), label: `#${t.display_name ?? t.name}` })),
  ]
  return (
    <div className="p-4 md:p-8">
      <header className="mb-8 flex flex-col items-center gap-6 text-center md:flex-row md:items-end md:text-left">
        <MediaImage src={track.image ?? album?.image} className="size-48 shrink-0 shadow-lg md:size-60" size={DETAIL_COVER_SIZE} eager />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold text-muted uppercase">{trans('Track')}</p>
          <h1 className="my-2 text-3xl font-bold break-words md:text-5xl">{track.name}</h1>
          <p className="text-sm text-muted">
            {track.artists?.map((a, i) => (
              <span key={a.id}>
                {i > 0 && ', '}
                <Link to={artistHref(a)} className="font-semibold text-fg hover:underline">{a.name}</Link>
              </span>
            ))}
            {album && <> · <Link to={albumHref(album)} className="hover:underline">{album.name}</Link></>}
            <span> · {formatMs(track.duration)}</span>
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-3 md:justify-start">
            <PlayButton variant="big" tracks={[track]} queueId={queueId} />
            <ShareButton target={{ kind: 'track', name: track.name, path: trackHref(track), embedPath: trackEmbedHref(track) }} />
            {saveOffline}
            {!settingEnabled('player.hide_lyrics') && (
              <Link to="/lyrics" search={{ trackId: track.id }} className="inline-flex h-10 items-center rounded-full border border-border px-5 text-sm font-semibold hover:bg-chip">
                {trans('Lyrics')}
              </Link>
            )}
            {actions}
          </div>
        </div>
      </header>
      {waveform && <TrackWaveform track={track} queueId={queueId} />}
      {track.description && (
        <section aria-label={trans('Description')} className="my-6 max-w-3xl">
          <p className="text-sm whitespace-pre-line break-words">{track.description}</p>
        </section>
      )}
      {chips.length > 0 && (
        <div className="my-6 flex flex-wrap gap-2">
          {chips.map((c) => (
            <Link key={c.key} to={c.href} className="rounded-full bg-chip px-3 py-1 text-xs hover:bg-chip-hover">{c.label}</Link>
          ))}
        </div>
      )}
      {album?.tracks && album.tracks.length > 0 && (
        <section className="mt-8">
          <h2 className="mb-3 text-xl font-semibold">{trans('From the album')} <Link to={albumHref(album)} className="hover:underline">{album.name}</Link></h2>
          <TrackTable tracks={album.tracks} queueId={`album.${album.id}.*`} useTrackNumber likes={likes} rowMenu={rowMenu} />
        </section>
      )}
      {/* The comments below (the route's children) hydrate as they near the viewport (ui/hydrate-in-view). */}
      {children && <HydrateInView>{children}</HydrateInView>}
    </div>
  )
}
