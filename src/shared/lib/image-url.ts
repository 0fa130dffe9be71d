/** Image values are storage keys (`storage/track_image/x.png`) served from the site root. */
export function imageUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  return /^(https?:|data:|\/)/.test(value) ? value : `/${value}`
}
