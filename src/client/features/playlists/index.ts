// Public surface of the playlists feature.
export { playlistKeys, playlistQuery, playlistTracksQuery, userPlaylistsQuery, useAddTracks, useCreatePlaylist, PLAYLIST_TRACKS_PER_PAGE } from './api'
export { moveItem } from './playlists-state'
export { PlaylistPage } from './components/playlist-page'
export { PlaylistGrid } from './components/playlist-grid'
export { UserPlaylists } from './components/user-playlists'
export { PlaylistFormDialog } from './components/playlist-form-dialog'
export { LibraryPlaylistsPage } from './components/library-playlists-page'
export { useAddToPlaylist } from './components/add-to-playlist'
