import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../features/shell'

export const Route = createFileRoute('/_app/404')({
  component: NotFoundPage,
})
