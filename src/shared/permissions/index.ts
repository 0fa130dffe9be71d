export {
  ADMIN_PERMISSION,
  checkOverQuotaOrNoPermission,
  effectiveGrants,
  hasPermission,
  isAdmin,
  restrictionEnabled,
  restrictionLimit,
  restrictionValues,
  type GrantLike,
  type GuestRoleLike,
  type PermissionGrant,
  type QuotaCheck,
  type Restriction,
} from './grants'
export { hasActiveSubscription, hasRole, isSubscribed, type RoleLike, type SubscriptionLike } from './subject'
export { isMenuItemVisible, menuViewerFor, type MenuItemConditions, type MenuViewer } from './menu-visibility'
