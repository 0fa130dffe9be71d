import { lazy } from 'react'

/**
 * The gate loads on its own when a session needs it. The lazy import targets the component file, not the
 * feature's index: a dynamic import of the index would keep every export of the feature (forms, API hooks,
 * zod contracts) in a chunk the first screen loads, since the route tree imports the index for its guards.
 */
export const VerificationGate = lazy(() => import('./verification-gate').then((m) => ({ default: m.VerificationGate })))
