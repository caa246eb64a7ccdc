/**
 * One side of a real concurrent role change (last-admin-race.test.ts): its own process and its
 * own connection, so SQLite's locks and PostgreSQL's row locks work as between two servers.
 * Prints "ready" once connected, then one JSON line with the outcome.
 */
import { openDatabase, type DatabaseTarget } from '@/server/db/connection'
import { changeUserRole, type RoleChangeActor } from '@/server/users/role-change'
import type { SetUserRoleInput } from '@/lib/validations/users'

const [target = '', input = '', actor = ''] = process.argv.slice(2)
const handle = openDatabase(JSON.parse(target) as DatabaseTarget)
await handle.db.selectFrom('user').select('id').limit(1).execute()
process.stdout.write('ready\n')
try {
  await changeUserRole(
    handle,
    JSON.parse(input) as SetUserRoleInput,
    JSON.parse(actor) as RoleChangeActor,
  )
  process.stdout.write(`${JSON.stringify({ ok: true })}\n`)
} catch (error) {
  process.stdout.write(`${JSON.stringify({ ok: false, message: (error as Error).message })}\n`)
} finally {
  await handle.destroy()
}
