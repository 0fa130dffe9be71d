import type { ThemeVariable } from '../../../shared/contracts/bootstrap'

/** Colour values are "r g b" channel triples (see THEME_COLOR_VARIABLES); contrast checked against WCAG AA. */
export interface ThemeSeed {
  name: string
  isDark: boolean
  defaultLight: boolean
  defaultDark: boolean
  values: Record<ThemeVariable, string>
}

export const THEME_SEEDS: ThemeSeed[] = [
  {
    name: 'Light',
    isDark: false,
    defaultLight: true,
    defaultDark: false,
    values: {
      '--be-background': '255 255 255',
      '--be-background-alt': '245 245 247',
      '--be-background-chip': '233 233 236',
      '--be-foreground': '17 17 20',
      '--be-foreground-muted': '82 82 91',
      '--be-paper': '255 255 255',
      '--be-primary': '21 128 61',
      '--be-primary-light': '34 197 94',
      '--be-primary-dark': '20 83 45',
      '--be-on-primary': '255 255 255',
      '--be-accent': '124 58 237',
      '--be-on-accent': '255 255 255',
      '--be-muted': '244 244 245',
      '--be-border': '228 228 231',
      '--be-danger': '185 28 28',
      '--be-positive': '21 128 61',
      '--be-warning': '180 83 9',
      '--be-focus': '37 99 235',
      '--be-navbar': '255 255 255',
      '--be-on-navbar': '17 17 20',
      '--be-radius': '0.5rem',
    },
  },
  {
    name: 'Dark',
    isDark: true,
    defaultLight: false,
    defaultDark: true,
    values: {
      '--be-background': '18 18 18',
      '--be-background-alt': '24 24 27',
      '--be-background-chip': '39 39 42',
      '--be-foreground': '250 250 250',
      '--be-foreground-muted': '161 161 170',
      '--be-paper': '28 28 30',
      '--be-primary': '74 222 128',
      '--be-primary-light': '134 239 172',
      '--be-primary-dark': '34 197 94',
      '--be-on-primary': '5 46 22',
      '--be-accent': '167 139 250',
      '--be-on-accent': '20 10 40',
      '--be-muted': '39 39 42',
      '--be-border': '63 63 70',
      '--be-danger': '248 113 113',
      '--be-positive': '74 222 128',
      '--be-warning': '251 191 36',
      '--be-focus': '96 165 250',
      '--be-navbar': '18 18 18',
      '--be-on-navbar': '250 250 250',
      '--be-radius': '0.5rem',
    },
  },
]
