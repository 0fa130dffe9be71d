import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../../features/contact'

export const Route = createFileRoute('/_app/contact')({
  head: () => ({ meta: [{ title: 'Contact us' }] }),
  component: ContactPage,
})
