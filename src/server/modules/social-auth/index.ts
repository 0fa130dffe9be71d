export { socialAuthRoutes } from './social.routes'
export { SOCIAL_SERVICES, type SocialService } from './social.providers'
