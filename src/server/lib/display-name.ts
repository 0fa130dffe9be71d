/** Display name: username, else first and last name, else the e-mail's local part. */
export function displayName(u: { username: string | null; firstName: string | null; lastName: string | null; email: string }) {
  const full = [u.firstName, u.lastName].filter(Boolean).join(' ').trim()
  return u.username || full || u.email.split('@')[0] || u.email
}
