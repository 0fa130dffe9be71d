import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../../features/contact'
import { pageHead } from '../../features/shell'
import { trans } from '../../stores/session'

export const Route = createFileRoute('/_app/contact')({
  head: () => pageHead(trans('Contact us')),
  component: ContactPage,
})
