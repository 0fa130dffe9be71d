import { createFileRoute } from '@tanstack/react-router'

/**
 * The app frame (navbar, sidebars, bottom menu, player): every listener page. The root layout draws the
 * frame named by the deepest layout route matched, so the frame and the player survive navigation.
 */
export const Route = createFileRoute('/_app')({
  staticData: { frame: 'app' },
})
