/** Structural equality of plain JSON-like values (form values are strings, booleans, arrays or null). */
export function isDeepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
