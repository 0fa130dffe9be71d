/**
 * Kept so code written against this path keeps compiling; the rules live in `src/shared/permissions/`
 * (the one implementation). Import from there in new code.
 */
export { hasPermission, type PermissionGrant, type Restriction } from '../permissions/index'
