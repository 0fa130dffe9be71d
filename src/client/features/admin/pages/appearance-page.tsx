import { useState } from 'react'
import { AppearanceEditor, isSectionId, type SectionId } from '../../appearance'
import type { AdminPageProps } from '../../admin-kit'

/**
 * /admin/appearance and /admin/appearance/{section} (music-product §2). Moving between sections stays
 * on this page (local state, not a navigation): the admin app remounts a page when its path changes,
 * which would drop the unsaved values of the other sections.
 */
export function AppearancePage({ params }: AdminPageProps) {
  const [section, setSection] = useState<SectionId | null>(isSectionId(params.section) ? params.section : null)
  return <AppearanceEditor section={section} onSection={setSection} />
}
