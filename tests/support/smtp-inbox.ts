import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  /** The raw message with quoted-printable bodies decoded (links come back whole). */
  text: string
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i] ?? ''))
  }
  return Buffer.from(bytes).toString('utf8')
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server, no TLS) that requires a login and keeps what
 * it receives, so a test sends through the same SMTP client code as production.
 */
export async function startSmtpInbox(credentials: { user: string; pass: string }) {
  const mails: ReceivedMail[] = []
  let refusing = false
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass)
        return callback(null, { user: auth.username })
      callback(new Error('Credenciais inválidas'))
    },
    onRcptTo(_address, _session, callback) {
      if (refusing) return callback(new Error('Caixa de entrada indisponível'))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const envelope = session.envelope
        mails.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        })
        callback()
      })
    },
  })
  const port = await new Promise<number>((resolve) => {
    const listener = server.listen(0, '127.0.0.1', () =>
      resolve((listener.address() as AddressInfo).port),
    )
  })
  return {
    port,
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    mails,
    /** While on, every recipient is refused, as a mail server that will not take the message. */
    setRefusing: (value: boolean) => {
      refusing = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
