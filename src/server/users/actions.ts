'use server'

import {
  resendVerificationSchema,
  setTwoFactorPolicySchema,
  setUserRoleSchema,
} from '@/lib/validations/users'
import { adminAction } from '../auth/action'
import { ActionError } from '../auth/errors'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { getDatabase } from '../db'
import { REQUIRE_TWO_FACTOR_KEY, writeSetting } from '../settings/queries'
import { sendLinkWithinLimit } from '../auth/email-resend'
import { changeUserRole } from './role-change'

/** Grants or revokes a role. Losing access (or rank) ends the user's sessions at once. */
export const setUserRoleAction = adminAction(
  { role: 'admin', schema: setUserRoleSchema },
  async (input, session) => changeUserRole(getDatabase(), input, session.user),
)

/**
 * Emails a new confirmation link to an account still pending (the first one expired, or went
 * to the server log before SMTP was set up). A few per hour per account. Without SMTP it
 * refuses and says where the link is: nothing is ever reported sent that was not.
 */
export const resendVerificationAction = adminAction(
  { role: 'admin', schema: resendVerificationSchema },
  async ({ userId }, session) => {
    const { db } = getDatabase()
    const user = await db
      .selectFrom('user')
      .select(['id', 'email', 'emailVerified'])
      .where('id', '=', userId)
      .executeTakeFirst()
    if (!user) throw new ActionError('Usuário não encontrado.')
    if (user.emailVerified) throw new ActionError('Esta conta já confirmou o email.')
    await sendLinkWithinLimit(user, 'admin')
    await recordAudit(db, {
      action: AUDIT_ACTIONS.verificationResent,
      actor: session.user,
      target: { type: 'user', id: user.id, label: user.email },
    })
    return { email: user.email }
  },
)

/** Turns the "two-factor required for all staff" policy on or off. */
export const setTwoFactorPolicyAction = adminAction(
  { role: 'admin', schema: setTwoFactorPolicySchema },
  async ({ required }, session) => {
    const { db } = getDatabase()
    if (required && !session.twoFactorEnabled) {
      throw new ActionError(
        'Ative a verificação em duas etapas na sua conta antes de exigi-la da equipe.',
      )
    }
    await db.transaction().execute(async (trx) => {
      await writeSetting(trx, REQUIRE_TWO_FACTOR_KEY, String(required))
      await recordAudit(trx, {
        action: AUDIT_ACTIONS.settingChanged,
        actor: session.user,
        target: {
          type: 'setting',
          id: REQUIRE_TWO_FACTOR_KEY,
          label: 'Exigir verificação em duas etapas',
        },
        details: { required },
      })
    })
    return { required }
  },
)
