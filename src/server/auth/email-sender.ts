import 'server-only'
import { createTransport } from 'nodemailer'

export interface EmailMessage {
  to: string
  subject: string
  text: string
}

/** Where the account emails (sign-up confirmation links) go: one function, two backends. */
export type EmailSender = (message: EmailMessage) => Promise<void>

export interface EmailSenderOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  smtpUrl?: string
  from: string
  /** Where messages go without SMTP: the server log, which admins read. */
  log?: (text: string) => void
}

/**
 * SMTP when SMTP_URL is set; otherwise the message, link included, is printed to the server
 * log (a local install or a team without mail: an admin reads the link there). A send that
 * fails rejects, so the caller can say so.
 */
export function createEmailSender(options: EmailSenderOptions): EmailSender {
  if (!options.smtpUrl) {
    const log = options.log ?? ((text: string) => console.info(text))
    return async (message) => {
      const rule = '─'.repeat(60)
      log(
        [
          rule,
          ' Email não enviado (SMTP_URL não configurado) / email not sent (no SMTP_URL)',
          `   Para:    ${message.to}`,
          `   Assunto: ${message.subject}`,
          '',
          ...message.text.split('\n').map((line) => (line ? `   ${line}` : '')),
          rule,
        ].join('\n'),
      )
    }
  }
  const transport = createTransport({
    url: options.smtpUrl,
    // A mail server that hangs must not hold a sign-up for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return async (message) => {
    await transport.sendMail({ from: options.from, ...message })
  }
}
