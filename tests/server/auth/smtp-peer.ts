import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  raw: string
  /** The raw message with quoted-printable soft breaks and escapes undone (enough to read codes and links). */
  text: string
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpPeer(port: number) {
  const inbox: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    inbox,
    url: `smtp://127.0.0.1:${port}`,
    lastTo(address: string) {
      return [...inbox].reverse().find((m) => m.to.includes(address))
    },
    /** The nth mail (1-based) to `address`, waiting for it: delivery runs as a background job after the request. */
    async waitFor(address: string, nth = 1): Promise<ReceivedMail> {
      const deadline = Date.now() + 10_000
      for (;;) {
        const mails = inbox.filter((m) => m.to.includes(address))
        if (mails.length >= nth) return mails[nth - 1]!
        if (Date.now() > deadline) throw new Error(`no mail #${nth} to ${address}`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
