import 'server-only'
import { isAPIError } from 'better-auth/api'
import { getAuth } from './auth'
import { readVerificationClaim } from './email-verification'

export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid' | 'other-account'

/**
 * Marks the email verified when the link is used by the account's own session: the person
 * must control the inbox and know the password, so someone who received a link for an account
 * they did not create (a colleague's address taken by someone else) cannot confirm it.
 */
export async function confirmEmail(token: string, sessionUserId: string): Promise<ConfirmOutcome> {
  const claim = readVerificationClaim(token)
  if (!claim) return 'invalid'
  if (claim.userId !== sessionUserId) return 'other-account'
  try {
    await getAuth().api.verifyEmail({ query: { token } })
    return 'confirmed'
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'TOKEN_EXPIRED') return 'expired'
    if (isAPIError(error)) return 'invalid'
    throw error
  }
}
