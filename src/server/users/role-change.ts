import 'server-only'
import { sql, type Kysely } from 'kysely'
import {
  LAST_ADMIN_MESSAGE,
  UNVERIFIED_MESSAGE,
  type SetUserRoleInput,
} from '@/lib/validations/users'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { ActionError } from '../auth/errors'
import type { DatabaseHandle, DialectName } from '../db/connection'
import type { Database, Role } from '../db/types'

const RANK: Record<Role | 'none', number> = { none: 0, editor: 1, admin: 2 }

export interface RoleChangeActor {
  id: string
  email: string
  name: string
}

/**
 * Grants or revokes a role in one transaction. Only an account that confirmed its email gets a
 * role: anyone can sign up with a colleague's address, nobody else can confirm it. Losing access (or rank) ends the user's
 * sessions at once. The admin rows are locked first, so two admins demoting each other at the
 * same moment (two server instances, or the server and the CLI) cannot both pass the last-admin
 * check and leave no admin.
 */
export async function changeUserRole(
  { db, dialect }: Pick<DatabaseHandle, 'db' | 'dialect'>,
  { userId, role }: SetUserRoleInput,
  actor: RoleChangeActor,
): Promise<SetUserRoleInput> {
  return db.transaction().execute(async (trx) => {
    await lockAdminRows(trx, dialect)
    const target = await trx
      .selectFrom('user')
      .select(['id', 'email', 'emailVerified'])
      .where('id', '=', userId)
      .executeTakeFirst()
    if (!target) throw new ActionError('Usuário não encontrado.')
    if (role !== 'none' && target.emailVerified !== true) throw new ActionError(UNVERIFIED_MESSAGE)
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
      if (Number(admins.n) <= 1) throw new ActionError(LAST_ADMIN_MESSAGE)
    }
    await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute()
    if (role !== 'none')
      await trx.insertInto('user_roles').values({ user_id: userId, role }).execute()
    if (RANK[role] < RANK[from])
      await trx.deleteFrom('session').where('userId', '=', userId).execute()
    await recordAudit(trx, {
      action: AUDIT_ACTIONS.roleChanged,
      actor,
      target: { type: 'user', id: target.id, label: target.email },
      details: { from, to: role },
    })
    return { userId, role }
  })
}

/**
 * PostgreSQL: row locks on every admin row, always in the same order (no deadlock), held until
 * commit; a concurrent change waits, then reads the committed state. SQLite: a no-op write,
 * because the first write of a transaction takes the database's write lock (BEGIN IMMEDIATE).
 */
async function lockAdminRows(trx: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await trx
      .selectFrom('user_roles')
      .select('user_id')
      .where('role', '=', 'admin')
      .orderBy('user_id')
      .forUpdate()
      .execute()
    return
  }
  await trx
    .updateTable('user_roles')
    .set({ role: sql<Role>`${sql.ref('role')}` })
    .where('role', '=', 'admin')
    .execute()
}
