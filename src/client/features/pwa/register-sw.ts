// The one import of vite-plugin-pwa's virtual module: it exists only inside Vite builds, so unit tests
// replace this file instead.
export { useRegisterSW } from 'virtual:pwa-register/react'
