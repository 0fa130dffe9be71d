/** Build-time facts the client needs at run time. */
export const buildId: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'

/** platform-core §9: the mobile layout applies at 768 px and below. */
export const MOBILE_BREAKPOINT = 768

export function isMobileViewport(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(`(max-width: ${MOBILE_BREAKPOINT}px)`).matches === true
}
