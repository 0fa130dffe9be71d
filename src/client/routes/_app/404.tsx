import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage, pageHead } from '../../features/shell'
import { trans } from '../../stores/session'

export const Route = createFileRoute('/_app/404')({
  head: () => pageHead(trans('Page not found')),
  component: NotFoundPage,
})
