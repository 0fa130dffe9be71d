import { createFileRoute } from '@tanstack/react-router'
import { ApiDocsPage } from '../../features/api-docs'
import { pageHead } from '../../features/shell'
import { trans } from '../../stores/session'

/** The API reference (music-product §2 Other); the server gates the document by `api.access`. */
export const Route = createFileRoute('/_app/api-docs')({
  head: () => pageHead(trans('API documentation')),
  component: ApiDocsPage,
})
