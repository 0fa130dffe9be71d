// Public surface of the playlists feature.
export { playlistKeys, playlistQuery, playlistTracksQuery, userPlaylistsQuery, useAddTracks, useCreatePlaylist, PLAYLIST_TRACKS_PER_PAGE } from './api'
export { moveItem } from './playlists-state'
export { PlaylistPage } from './components/playlist-page'
export { PlaylistGrid } from './components/playlist-grid'
export { PlaylistFormDialog } from './components/playlist-form-dialog'
export { LibraryPlaylistsPage } from './components/library-playlists-page'
export { TrackMenu } from './components/track-menu'
export { TrackMenuTrigger } from './components/track-menu-trigger'
