import type { BootstrapData as BootstrapPayload, BootstrapUser, Theme } from '../../shared/contracts/bootstrap'
import type { Menu as DefaultMenu, MenuItem as DefaultMenuItem } from '../../shared/lib/default-menus'

/** bootstrap-data as the shared contract defines it (platform-core §3, music-catalog §3.9). */
export type BootstrapData = BootstrapPayload

/** The signed-in user, with `subscriptions` (valid, active, ...) from the billing tables. */
export type SessionUser = BootstrapUser
export type ThemeData = Theme
export type MenuItem = DefaultMenuItem
export type Menu = DefaultMenu
