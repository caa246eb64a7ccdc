'use server'

import {
  LAST_ADMIN_MESSAGE,
  setTwoFactorPolicySchema,
  setUserRoleSchema,
} from '@/lib/validations/users'
import { adminAction } from '../auth/action'
import { ActionError } from '../auth/errors'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { getDatabase } from '../db'
import type { Role } from '../db/types'
import { REQUIRE_TWO_FACTOR_KEY, writeSetting } from '../settings/queries'

const RANK: Record<Role | 'none', number> = { none: 0, editor: 1, admin: 2 }

/** Grants or revokes a role. Losing access (or rank) ends the user's sessions at once. */
export const setUserRoleAction = adminAction(
  { role: 'admin', schema: setUserRoleSchema },
  async ({ userId, role }, session) => {
    const { db } = getDatabase()
    return db.transaction().execute(async (trx) => {
      const target = await trx
        .selectFrom('user')
        .select(['id', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst()
      if (!target) throw new ActionError('Usuário não encontrado.')
      const current = await trx
        .selectFrom('user_roles')
        .select('role')
        .where('user_id', '=', userId)
        .orderBy('role')
        .executeTakeFirst()
      const from = current?.role ?? 'none'
      if (from === role) return { userId, role }
      if (from === 'admin') {
        const admins = await trx
          .selectFrom('user_roles')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('role', '=', 'admin')
          .executeTakeFirstOrThrow()
        if (admins.n <= 1) throw new ActionError(LAST_ADMIN_MESSAGE)
      }
      await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute()
      if (role !== 'none')
        await trx.insertInto('user_roles').values({ user_id: userId, role }).execute()
      if (RANK[role] < RANK[from])
        await trx.deleteFrom('session').where('userId', '=', userId).execute()
      await recordAudit(trx, {
        action: AUDIT_ACTIONS.roleChanged,
        actor: session.user,
        target: { type: 'user', id: target.id, label: target.email },
        details: { from, to: role },
      })
      return { userId, role }
    })
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
