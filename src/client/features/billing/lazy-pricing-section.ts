import { lazy } from 'react'

/** The pricing block for the landing page, in its own chunk (wrap it in Suspense). */
export const LazyPricingSection = lazy(() => import('./components/pricing-section').then((m) => ({ default: m.PricingSection })))
