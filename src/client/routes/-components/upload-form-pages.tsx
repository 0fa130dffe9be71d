// Glue between the uploads and backstage features (features compose in route files, eslint FEATURE_IMPORTS):
// `/backstage/tracks/new?upload=<id>` and `/backstage/albums/new?upload=<id>,<id>` start their form from
// the upload drafts of the upload page, and drop those drafts once the track or album is saved.
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { AlbumForm, albumValuesFromUploads, defaultArtists, TrackForm, trackValuesFromUpload } from '../../features/backstage'
import { albumLink, backstageLink, trackLink } from '../../lib/links'
import { removeUploadDrafts, uploadedTrackOf, uploadKeys, useUploadDrafts } from '../../features/uploads'
import { buttonClasses, EmptyState } from '../../ui'
import { trans } from '../../stores/session'

/**
 * Drafts live in the tab that uploaded the files (sessionStorage), so another tab or a closed one has none;
 * the upload page lists the finished files from the server again (issue 28).
 */
function MissingDrafts({ count }: { count: number }) {
  return (
    <EmptyState
      title={count > 1 ? trans('These uploads are no longer available') : trans('This upload is no longer available')}
      message={trans('Upload details stay in the browser tab that uploaded the files. Files that finished uploading are listed on the upload page: continue from there.')}
    >
      <Link {...backstageLink('upload')} className={buttonClasses('primary', 'sm')}>
        {trans('Go to the upload page')}
      </Link>
    </EmptyState>
  )
}

/**
 * The drafts of `ids`, or null when one is missing. Once saved, the page keeps its form on screen while it
 * navigates away, instead of flashing the "missing" message for the drafts it just removed.
 */
function useDraftsFor(ids: readonly string[]) {
  const drafts = useUploadDrafts(ids)
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(false)
  const missing = !saved && drafts.length < ids.length
  const markSaved = () => {
    setSaved(true)
    // The saved files are in use now: the upload page must not show them from its cached server list.
    queryClient.removeQueries({ queryKey: uploadKeys.unused })
  }
  return { drafts, missing, markSaved }
}

export function NewTrackPage({ uploadIds }: { uploadIds: readonly string[] }) {
  const { drafts, missing, markSaved } = useDraftsFor(uploadIds)
  const navigate = useNavigate()
  if (missing) return <MissingDrafts count={uploadIds.length} />
  const first = drafts[0]
  return (
    <TrackForm
      initialValues={first ? trackValuesFromUpload(uploadedTrackOf(first)) : { artists: defaultArtists() }}
      onSaved={(track) => {
        markSaved()
        removeUploadDrafts(uploadIds)
        void navigate(trackLink(track))
      }}
    />
  )
}

export function NewAlbumPage({ uploadIds }: { uploadIds: readonly string[] }) {
  const { drafts, missing, markSaved } = useDraftsFor(uploadIds)
  const navigate = useNavigate()
  if (missing) return <MissingDrafts count={uploadIds.length} />
  return (
    <AlbumForm
      initialValues={drafts.length ? albumValuesFromUploads(drafts.map(uploadedTrackOf)) : { artists: defaultArtists() }}
      onSaved={(album) => {
        markSaved()
        removeUploadDrafts(uploadIds)
        void navigate(albumLink(album))
      }}
    />
  )
}
