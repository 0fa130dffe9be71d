/**
 * Where the administrator's custom CSS is linked from, and the id of its <link>. The server's rendered page
 * links it in the head (server/lib/theme-sheet.ts), and the app adds it only when no element has the id yet
 * (client features/shell/custom-code.ts). Both therefore have to use the same id and address.
 */
export const CUSTOM_CSS_ID = 'custom-css'

/** The custom CSS file at its version (`custom_code.css_version`): a change reaches browsers at once. */
export function customCssHref(version: string): string {
  return `/api/v1/custom-code/custom.css?v=${encodeURIComponent(version)}`
}
