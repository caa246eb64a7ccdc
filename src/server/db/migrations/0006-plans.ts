import { sql, type Kysely } from 'kysely'
import { nowDefault, timestampType } from './helpers'

/*
 * The free media planner (/planejador). A plan keeps the visitor's answers and the
 * assumptions it was computed with as JSON (so its shared link shows the same numbers even
 * after the defaults change), the verdict for the admin list, and the strategy text once
 * written, so a shared link never calls the model again. A lead may carry the plan it came from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('segment', 'text', (c) => c.notNull())
    .addColumn('inputs', 'text', (c) => c.notNull())
    .addColumn('assumptions', 'text', (c) => c.notNull())
    .addColumn('verdict', 'text', (c) => c.notNull())
    .addColumn('narrative', 'text')
    .addColumn('narrative_source', 'text', (c) =>
      c.check(sql`narrative_source is null or narrative_source in ('model', 'fallback')`),
    )
    .addColumn('created_at', timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute()
  await db.schema
    .createIndex('plans_created_id_idx')
    .on('plans')
    .columns(['created_at', 'id'])
    .execute()
  await db.schema
    .alterTable('leads')
    .addColumn('plan_id', 'text', (c) => c.references('plans.id').onDelete('set null'))
    .execute()
  await db.schema.createIndex('leads_plan_id_idx').on('leads').column('plan_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('leads_plan_id_idx').execute()
  await db.schema.alterTable('leads').dropColumn('plan_id').execute()
  await db.schema.dropIndex('plans_created_id_idx').execute()
  await db.schema.dropTable('plans').execute()
}
