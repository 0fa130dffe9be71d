import { createFileRoute } from '@tanstack/react-router'
import { ApiDocsPage } from '../../features/api-docs'

/** The API reference (music-product §2 Other); the server gates the document by `api.access`. */
export const Route = createFileRoute('/_app/api-docs')({
  head: () => ({ meta: [{ title: 'API documentation' }] }),
  component: ApiDocsPage,
})
