import 'server-only'
import { getDatabase } from '../db'
import { hitRateLimit } from '../rate-limit'
import { sendVerificationLink } from './email-verification'
import { ActionError } from './errors'

const RESEND_LIMIT = { limit: 5, windowMs: 60 * 60_000 }

/**
 * A new confirmation link, at most a few per account and hour whoever asks (the owner or an
 * admin), so nobody can flood an inbox. A mail server that refuses is reported, not hidden.
 */
export async function sendLinkWithinLimit(user: { id: string; email: string }): Promise<void> {
  const limited = await hitRateLimit(
    getDatabase().db,
    `auth:verification-link:${user.id}`,
    RESEND_LIMIT,
  )
  if (!limited.allowed) {
    throw new ActionError('Muitos links enviados para esta conta. Tente de novo em uma hora.')
  }
  try {
    await sendVerificationLink(user)
  } catch (error) {
    console.error('Falha ao enviar o link de confirmação de email', error)
    throw new ActionError(
      'Não foi possível enviar o email agora. Verifique a configuração SMTP_URL e tente de novo.',
    )
  }
}
