/**
 * Parts of the track menu that the root layout shows only now and then: the bar for selected rows and the
 * runner of an action a guest asked for before signing in. Exported as loaders, not components: a plain
 * re-export put them in the chunk of every page with a track menu, and with them Headless UI's menu,
 * floating-ui, transitions and the playlists API (~30 KB gzip) on the first screen of the artist, album,
 * track, playlist, profile and search pages. The root layout wraps each in `lazy()`.
 */
export const loadSelectionBar = () => import('./components/selection-bar').then((m) => ({ default: m.SelectionBar }))
export const loadPendingActionRunner = () => import('./components/pending-action-runner').then((m) => ({ default: m.PendingActionRunner }))
