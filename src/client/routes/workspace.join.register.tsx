import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { RegisterPage, redirectIfLoggedIn } from '../features/auth'

const SearchSchema = z.object({ email: z.string().optional(), inviteId: z.string().optional() })

/** Invited members may register even when open registration is disabled. */
export const Route = createFileRoute('/workspace/join/register')({
  validateSearch: SearchSchema,
  beforeLoad: redirectIfLoggedIn,
  component: WorkspaceRegister,
})

function WorkspaceRegister() {
  const { email, inviteId } = Route.useSearch()
  return <RegisterPage invite email={email} inviteType="workspace" inviteId={inviteId} loginHref="/workspace/join/login" />
}
