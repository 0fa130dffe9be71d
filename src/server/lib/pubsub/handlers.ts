/** Handlers per channel, shared by both buses; a handler that throws never stops the others. */
export class HandlerRegistry {
  private readonly byChannel = new Map<string, Set<(message: unknown) => void>>()

  /** Adds a handler; returns true when it is the channel's first (the bus must start listening). */
  add(channel: string, handler: (message: unknown) => void): boolean {
    let set = this.byChannel.get(channel)
    const first = !set
    if (!set) this.byChannel.set(channel, (set = new Set()))
    set.add(handler)
    return first
  }

  /** Removes a handler; returns true when the channel has none left (the bus may stop listening). */
  remove(channel: string, handler: (message: unknown) => void): boolean {
    const set = this.byChannel.get(channel)
    if (!set?.delete(handler)) return false
    if (set.size > 0) return false
    this.byChannel.delete(channel)
    return true
  }

  deliver(channel: string, raw: string): void {
    const set = this.byChannel.get(channel)
    if (!set) return
    for (const handler of [...set]) {
      try {
        handler(JSON.parse(raw))
      } catch (error) {
        console.error(`pubsub handler on ${channel} failed`, error)
      }
    }
  }

  clear(): void {
    this.byChannel.clear()
  }
}
