/**
 * `analytics.tracking_code` (music-catalog §5): a Google Analytics 4 measurement ID (`G-…`). With one
 * set, the client adds Google's gtag script to every page but the admin's, and the page policy admits
 * exactly these hosts for as long as it is set (issue 25); without it the strict policy stays.
 */
export const TRACKING_CODE_PATTERN = /^G-[A-Z0-9]{4,20}$/

export const ANALYTICS_CSP_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
} as const

export const gtagScriptUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`
