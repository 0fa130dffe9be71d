/**
 * The frame a page is drawn in. Layout routes declare it (`staticData.frame` in routes/_app.tsx, _bare.tsx,
 * _embed.tsx); the root layout draws it, so the player beside the outlet never remounts. Embeds (framed by
 * other sites) and the auth screens (a centred card, platform-core §2) get no navbar, sidebars or bottom
 * menu; embeds also drop the app player and the cookie notice, since they carry their own minimal player.
 */
export type PageFrame = 'app' | 'bare' | 'embed'

/** The frame named by the deepest matched route that names one; a path no layout matched (not found) gets the app's. */
export function frameOf(matches: readonly { staticData: { frame?: PageFrame } }[]): PageFrame {
  let frame: PageFrame = 'app'
  for (const match of matches) frame = match.staticData.frame ?? frame
  return frame
}
