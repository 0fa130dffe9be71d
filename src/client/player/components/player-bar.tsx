export function PlayerBar() {
  return null
}
