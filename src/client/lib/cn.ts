type ClassValue = string | false | null | undefined | 0

/** Joins class names, skipping falsy values. Tiny on purpose: the kit needs nothing more. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ')
}
