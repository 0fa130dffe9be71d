// Admin localizations (add a language, translate it); only the admin page registry loads these, lazily.
export { LocalizationsPage } from './components/localizations-page'
export { TranslatePage } from './components/translate-page'
