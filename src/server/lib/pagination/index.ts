// The one home of list paging (§1.2): page windows and the §1.2 page shape (page.ts), opaque keyset
// cursors (cursor.ts) and the SQL row comparison that seeks past a cursor (after-key.ts, the only
// Drizzle here; repos import it, services use the rest).
export { pageWindow, toPagination, mapPagination, type PageWindow } from './page'
export { encodeCursor, decodeCursor, decodeCursorOf, type CursorKey } from './cursor'
export { afterKey } from './after-key'
