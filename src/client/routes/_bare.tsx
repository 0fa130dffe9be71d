import { createFileRoute } from '@tanstack/react-router'

/** The bare frame: a centred card with no navbar or menus (auth screens, platform-core §2); the player stays. */
export const Route = createFileRoute('/_bare')({
  staticData: { frame: 'bare' },
})
