import { createFileRoute } from '@tanstack/react-router'

/**
 * Embeds, framed by other sites: no chrome, no app player (they carry their own), no cookie notice and
 * no update prompt. The player's setup tells embeds apart by path too (player/setup.ts), before routing.
 */
export const Route = createFileRoute('/_embed')({
  staticData: { frame: 'embed' },
})
