import type { THEME_VARIABLES } from '../../../../shared/contracts/bootstrap'

/** Human names of the theme variables (src/client/styles/app.css maps them to Tailwind tokens). */
export const THEME_VARIABLE_LABELS: Record<(typeof THEME_VARIABLES)[number], string> = {
  '--be-background': 'Background',
  '--be-background-alt': 'Alternative background',
  '--be-background-chip': 'Chip background',
  '--be-foreground': 'Text',
  '--be-foreground-muted': 'Muted text',
  '--be-paper': 'Paper',
  '--be-primary': 'Primary',
  '--be-primary-light': 'Primary light',
  '--be-primary-dark': 'Primary dark',
  '--be-on-primary': 'Text on primary',
  '--be-accent': 'Accent',
  '--be-on-accent': 'Text on accent',
  '--be-muted': 'Muted surface',
  '--be-border': 'Border',
  '--be-danger': 'Danger',
  '--be-positive': 'Positive',
  '--be-warning': 'Warning',
  '--be-focus': 'Focus ring',
  '--be-navbar': 'Navbar',
  '--be-on-navbar': 'Text on navbar',
  '--be-radius': 'Corner radius',
}

/** "74 222 128" → "#4ade80" (the colour picker's format); null when not a triple. */
export function tripleToHex(triple: string | undefined): string | null {
  const parts = /^(\d{1,3}) (\d{1,3}) (\d{1,3})$/.exec(triple ?? '')
  if (!parts) return null
  return `#${parts.slice(1).map((p) => Math.min(255, Number(p)).toString(16).padStart(2, '0')).join('')}`
}

export function hexToTriple(hex: string): string {
  const value = hex.replace('#', '')
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) || 0).join(' ')
}
