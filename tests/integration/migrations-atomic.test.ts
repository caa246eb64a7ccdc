import { sql, type Kysely, type Migration } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MIGRATIONS, migrateToLatest } from '@/server/db/migrate'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../support/databases'

/*
 * On SQLite a migration that failed halfway left its first statements
 * applied (Kysely opens no transaction there), so the schema was partial and the next start
 * failed on "table already exists". Each migration is now one transaction on both databases.
 */
const PROBE = '9999-sonda'

/** Creates a table, adds a column and changes a row, then fails as a bad statement would. */
const failing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sonda')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .execute()
    await db.schema.alterTable('blog_categories').addColumn('sonda', 'text').execute()
    await sql`update blog_categories set name = 'alterada'`.execute(db)
    await sql`select * from tabela_que_nao_existe`.execute(db)
  },
}

const fixed: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sonda')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .execute()
    await db.schema.alterTable('blog_categories').addColumn('sonda', 'text').execute()
  },
}

describe.each(TEST_DIALECTS)('migrations on %s', (dialect) => {
  let database: TestDatabase

  beforeEach(async () => {
    database = await createTestDatabase(dialect, false)
  })

  afterEach(async () => {
    await database.drop()
  })

  const db = () => database.handle.raw

  async function tables(): Promise<string[]> {
    return (await db().introspection.getTables()).map((table) => table.name)
  }

  async function categoryColumns(): Promise<string[]> {
    const table = (await db().introspection.getTables()).find((t) => t.name === 'blog_categories')
    return table?.columns.map((column) => column.name) ?? []
  }

  async function recorded(): Promise<string[]> {
    const { rows } = await sql<{
      name: string
    }>`select name from kysely_migration order by name`.execute(db())
    return rows.map((row) => row.name)
  }

  it('a failing migration leaves no table, column or row change and is not recorded', async () => {
    await migrateToLatest(db())
    await sql`insert into blog_categories (id, name, slug) values ('c1', 'Original', 'original')`.execute(
      db(),
    )

    await expect(migrateToLatest(db(), { ...MIGRATIONS, [PROBE]: failing })).rejects.toThrow(
      `Falha na migração ${PROBE}`,
    )

    expect(await tables()).not.toContain('sonda')
    expect(await categoryColumns()).not.toContain('sonda')
    const { rows } = await sql<{ name: string }>`select name from blog_categories`.execute(db())
    expect(rows).toEqual([{ name: 'Original' }])
    expect(await recorded()).toEqual(Object.keys(MIGRATIONS).sort())

    // Fixed, it applies whole on the next start.
    const result = await migrateToLatest(db(), { ...MIGRATIONS, [PROBE]: fixed })
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([[PROBE, 'Success']])
    expect(await tables()).toContain('sonda')
    expect(await categoryColumns()).toContain('sonda')
    expect(await recorded()).toContain(PROBE)
  })

  it('keeps the migrations before a failing one, each applied and recorded', async () => {
    const [first, ...rest] = Object.keys(MIGRATIONS).sort()
    if (!first) throw new Error('no migrations')
    await expect(
      migrateToLatest(db(), { [first]: MIGRATIONS[first] as Migration, [PROBE]: failing }),
    ).rejects.toThrow(PROBE)
    expect(await recorded()).toEqual([first])
    expect(await tables()).toContain('blog_categories')
    expect(await tables()).not.toContain('sonda')

    const result = await migrateToLatest(db())
    expect(result.results?.map((r) => r.migrationName)).toEqual(rest)
  })
})
