import 'server-only'
import { getDatabase } from '../db'
import { hitRateLimit, refundRateLimit } from '../rate-limit'
import { mailsLinks, sendVerificationLink } from './email-verification'
import { ActionError } from './errors'

const RESEND_LIMIT = { limit: 5, windowMs: 60 * 60_000 }

/** Who asked for the link: each gets a message they can act on. */
export type LinkRequester = 'admin' | 'owner'

export const NO_MAIL_MESSAGES: Record<LinkRequester, string> = {
  admin:
    'Sem servidor de email (SMTP_URL): nada foi enviado. Copie o link na linha da conta, em Usuários, e entregue à pessoa por outro canal.',
  owner: 'Este site ainda não envia emails. Peça um novo link a um administrador.',
}

const SEND_FAILED_MESSAGES: Record<LinkRequester, string> = {
  admin:
    'Não foi possível enviar o email: o servidor de email recusou ou não respondeu. Confira SMTP_URL e tente de novo.',
  owner: 'Não foi possível enviar o email agora. Tente de novo mais tarde.',
}

/**
 * A new confirmation link by email, at most a few per account and hour whoever asks (the owner
 * or an admin), so nobody can flood an inbox. Resolves only once the mail server took the
 * message: without SMTP nothing is sent (an admin hands the link over from Usuários), and a
 * refusal is reported and does not count.
 */
export async function sendLinkWithinLimit(
  user: { id: string; email: string },
  requester: LinkRequester,
): Promise<void> {
  if (!mailsLinks()) throw new ActionError(NO_MAIL_MESSAGES[requester])
  const { db } = getDatabase()
  const key = `auth:verification-link:${user.id}`
  const limited = await hitRateLimit(db, key, RESEND_LIMIT)
  if (!limited.allowed) {
    throw new ActionError('Muitos links enviados para esta conta. Tente de novo em uma hora.')
  }
  try {
    await sendVerificationLink(user)
  } catch (error) {
    console.error('Falha ao enviar o link de confirmação de email', error)
    await refundRateLimit(db, key)
    throw new ActionError(SEND_FAILED_MESSAGES[requester])
  }
}
