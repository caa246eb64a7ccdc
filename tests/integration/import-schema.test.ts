import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { ImportItemTable, ImportRunTable } from '@/server/db/types'
import type { Insertable } from 'kysely'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * Migration 0020 on both databases: one row per old thing (platform, site, kind, old id), the
 * closed sets refused outside their lists, and runs read back with flags and dates typed.
 */

function item(values: Partial<Insertable<ImportItemTable>> = {}): Insertable<ImportItemTable> {
  return {
    source: 'wordpress',
    source_site: 'https://blog.exemplo.com.br',
    kind: 'post',
    source_id: '12',
    target_id: randomUUID(),
    content_hash: 'abc',
    ...values,
  }
}

function run(values: Partial<Insertable<ImportRunTable>> = {}): Insertable<ImportRunTable> {
  return {
    id: randomUUID(),
    file_name: 'blog.xml',
    source: 'wordpress',
    media_mode: 'baixar',
    dry_run: false,
    status: 'running',
    phase: 'reading',
    via: 'cli',
    ...values,
  }
}

describe.each(TEST_DIALECTS)('import tables on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const db = () => handle().db

  it('keeps one row per platform, site, kind and old id', async () => {
    await db().insertInto('import_items').values(item()).execute()
    await db()
      .insertInto('import_items')
      .values(item({ kind: 'category' }))
      .execute()
    await db()
      .insertInto('import_items')
      .values(item({ source_site: 'https://outro.exemplo.com.br' }))
      .execute()
    await expect(db().insertInto('import_items').values(item()).execute()).rejects.toThrow()
    const rows = await db().selectFrom('import_items').selectAll().execute()
    expect(rows).toHaveLength(3)
    expect(rows[0]?.updated_at).toBeInstanceOf(Date)
  })

  it('refuses values outside the closed sets', async () => {
    const bad = [
      () =>
        db()
          .insertInto('import_items')
          .values(item({ source: 'medium' as 'ghost', source_id: 'x1' }))
          .execute(),
      () =>
        db()
          .insertInto('import_items')
          .values(item({ kind: 'page' as 'post', source_id: 'x2' }))
          .execute(),
      () =>
        db()
          .insertInto('import_runs')
          .values(run({ status: 'paused' as 'done' }))
          .execute(),
      () =>
        db()
          .insertInto('import_runs')
          .values(run({ media_mode: 'ignorar' as 'manter' }))
          .execute(),
      () =>
        db()
          .insertInto('import_runs')
          .values(run({ via: 'api' as 'cli' }))
          .execute(),
    ]
    // One at a time: a rejection nobody awaits yet would be reported as unhandled.
    for (const write of bad) await expect(write()).rejects.toThrow()
  })

  it('reads a run back with its flag, counters and dates typed', async () => {
    const id = randomUUID()
    await db()
      .insertInto('import_runs')
      .values(run({ id, dry_run: true, source: null }))
      .execute()
    const row = await db()
      .selectFrom('import_runs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ dry_run: true, processed: 0, progress: 0, total: null })
    expect(row.source).toBeNull()
    expect(row.started_at).toBeInstanceOf(Date)
    expect(row.ended_at).toBeNull()
  })
})
