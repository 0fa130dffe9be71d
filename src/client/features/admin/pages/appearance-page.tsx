import { useNavigate } from '@tanstack/react-router'
import { AppearanceEditor, isSectionId, type SectionId } from '../../appearance'
import { adminLink } from '../admin-link'
import type { AdminPageProps } from '../page-registry'

/** /admin/appearance and /admin/appearance/{section} (music-product §2). */
export function AppearancePage({ params }: AdminPageProps) {
  const navigate = useNavigate()
  const section = isSectionId(params.section) ? params.section : null
  const go = (id: SectionId | null) => void navigate(adminLink(id ? `appearance/${id}` : 'appearance'))
  return <AppearanceEditor section={section} onSection={go} />
}
