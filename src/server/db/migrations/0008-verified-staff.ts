import { sql, type Kysely } from 'kysely'

/**
 * A role now needs a confirmed email. Accounts that already hold one were vetted by an admin or
 * the CLI before this rule existed: they count as confirmed. Accounts without a role stay
 * unconfirmed until their owner uses a confirmation link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update "user" set "emailVerified" = true where "id" in (select "user_id" from "user_roles")`.execute(
    db,
  )
}

export async function down(): Promise<void> {
  // Nothing to undo: which accounts were unconfirmed before is not kept.
}
