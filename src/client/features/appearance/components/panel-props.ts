// What every appearance panel receives; its own file so the panels need no import of sections.tsx,
// which renders them (docs/decisions/0025).
import type { AppearanceDraft, DraftUpdate } from '../draft'

export interface PanelProps {
  draft: AppearanceDraft
  update: DraftUpdate
  errors: Record<string, string>
}
