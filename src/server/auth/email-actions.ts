'use server'

import { z } from 'zod'
import { getDatabase } from '../db'
import type { ActionResult } from './action'
import { confirmEmail, type ConfirmOutcome } from './email-confirmation'
import { sendLinkWithinLimit } from './email-resend'
import { ActionError, AuthError } from './errors'
import { requireUser, type SessionContext } from './session'

const tokenSchema = z.string().min(1).max(4000)

/**
 * The account's own actions on its email. Not adminAction: they are for accounts without a
 * role (a new sign-up), so the check is requireUser, done first like requireRole elsewhere.
 */
async function asSignedInUser<T>(
  handler: (session: SessionContext) => Promise<T>,
): Promise<ActionResult<T>> {
  let session: SessionContext
  try {
    session = await requireUser()
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, error: error.message, status: error.status }
    throw error
  }
  try {
    return { ok: true, data: await handler(session) }
  } catch (error) {
    if (error instanceof ActionError) return { ok: false, error: error.message, status: 400 }
    throw error
  }
}

/** Confirms the signed-in account's email with the token of its confirmation link. */
export async function confirmEmailAction(
  token: string,
): Promise<ActionResult<{ outcome: ConfirmOutcome }>> {
  return asSignedInUser(async (session) => {
    const parsed = tokenSchema.safeParse(token)
    if (!parsed.success) throw new ActionError('Link de confirmação inválido.')
    return { outcome: await confirmEmail(parsed.data, session.user.id) }
  })
}

/** Sends the signed-in account a new confirmation link (the old one expired). */
export async function resendOwnVerificationAction(): Promise<ActionResult<{ email: string }>> {
  return asSignedInUser(async (session) => {
    const user = await getDatabase()
      .db.selectFrom('user')
      .select('emailVerified')
      .where('id', '=', session.user.id)
      .executeTakeFirst()
    if (user?.emailVerified) throw new ActionError('Seu email já está confirmado.')
    await sendLinkWithinLimit(session.user, 'owner')
    return { email: session.user.email }
  })
}
