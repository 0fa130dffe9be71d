import type { PanelProps } from './panel-props'
import { CustomCodePanel } from './custom-code-panel'
import { GeneralPanel } from './general-panel'
import { LandingPanel } from './landing-panel'
import { MenusPanel } from './menus-panel'
import { SeoPanel } from './seo-panel'
import { ThemesPanel } from './themes-panel'

export const SECTIONS = [
  { id: 'general', label: 'General', description: 'Site name, description and logos' },
  { id: 'seo-settings', label: 'SEO', description: 'Title and description templates' },
  { id: 'custom-code', label: 'Custom code', description: 'Your own CSS and JavaScript' },
  { id: 'themes', label: 'Themes', description: 'Colours of the light and dark themes' },
  { id: 'menus', label: 'Menus', description: 'Navigation items and who sees them' },
  { id: 'landing-page', label: 'Landing page', description: 'Homepage and the guests’ landing page' },
] as const
export type SectionId = (typeof SECTIONS)[number]['id']
export const isSectionId = (value: unknown): value is SectionId => SECTIONS.some((s) => s.id === value)

export function SectionPanel(props: PanelProps & { id: SectionId; editingThemeId: number | null; onEditTheme: (id: number | null) => void }) {
  switch (props.id) {
    case 'general':
      return <GeneralPanel {...props} />
    case 'seo-settings':
      return <SeoPanel />
    case 'custom-code':
      return <CustomCodePanel {...props} />
    case 'themes':
      return <ThemesPanel {...props} />
    case 'menus':
      return <MenusPanel {...props} />
    case 'landing-page':
      return <LandingPanel {...props} />
  }
}
