import 'server-only'
import type { Kysely } from 'kysely'
import type { Database, Role } from '../db/types'

/** Admin counts as editor: the spec's "admin counts as editor too". */
export function roleSatisfies(actual: Role | null, required: Role): boolean {
  if (actual === null) return false
  return actual === 'admin' || actual === required
}

/** The spec's rule: first role by ascending order, none when there is no row. */
export async function getUserRole(db: Kysely<Database>, userId: string): Promise<Role | null> {
  const row = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role', 'asc')
    .limit(1)
    .executeTakeFirst()
  return row?.role ?? null
}

/** Sets the user's single role (or none), replacing what was there. */
export async function setUserRole(
  db: Kysely<Database>,
  userId: string,
  role: Role | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute()
    if (role) await trx.insertInto('user_roles').values({ user_id: userId, role }).execute()
  })
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('user_roles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
