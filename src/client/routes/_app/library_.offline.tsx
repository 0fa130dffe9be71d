import { createFileRoute } from '@tanstack/react-router'
import { OfflineLibraryPage } from '../../features/offline'

// `library_` keeps this page out of the library layout: it must render from IndexedDB alone, with no
// loader that needs the network.
export const Route = createFileRoute('/_app/library_/offline')({
  head: () => ({ meta: [{ title: 'Offline music' }] }),
  component: OfflineLibraryPage,
})
