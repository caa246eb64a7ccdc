import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withStatementCache } from './statement-cache'

let open: SQLite.Database | null = null
afterEach(() => {
  open?.close()
  open = null
})

function database() {
  open = new SQLite(':memory:')
  open.exec('create table t (id integer primary key, name text)')
  open.exec("insert into t (name) values ('a'), ('b'), ('c')")
  return open
}

describe('withStatementCache', () => {
  it('prepares a statement once and reuses it with new parameters', () => {
    const sqlite = database()
    const prepare = vi.spyOn(sqlite, 'prepare')
    const cached = withStatementCache(sqlite)
    const select = 'select name from t where id = ?'
    expect(cached.prepare(select).all([1])).toEqual([{ name: 'a' }])
    expect(cached.prepare(select).all([2])).toEqual([{ name: 'b' }])
    expect(prepare).toHaveBeenCalledTimes(1)
  })

  it('hands out a fresh statement while the cached one is being iterated', () => {
    const cached = withStatementCache(database())
    const all = 'select name from t order by id'
    const iterator = cached.prepare(all).iterate([])
    expect(iterator.next().value).toEqual({ name: 'a' })
    // The same SQL again, mid-iteration: better-sqlite3 would throw "busy" on the first one.
    expect(cached.prepare(all).all([])).toHaveLength(3)
    expect([...iterator]).toEqual([{ name: 'b' }, { name: 'c' }])
  })

  it('keeps at most max statements, dropping the least recently used', () => {
    const sqlite = database()
    const prepare = vi.spyOn(sqlite, 'prepare')
    const cached = withStatementCache(sqlite, 2)
    const q = (n: number) => `select ${n} as n`
    cached.prepare(q(1))
    cached.prepare(q(2))
    cached.prepare(q(1)) // 1 is now the most recent
    cached.prepare(q(3)) // drops 2
    expect(prepare).toHaveBeenCalledTimes(3)
    cached.prepare(q(1))
    expect(prepare).toHaveBeenCalledTimes(3)
    cached.prepare(q(2))
    expect(prepare).toHaveBeenCalledTimes(4)
  })

  it('runs Kysely reads, writes and schema changes through the cache', async () => {
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(database()) }),
    })
    await db.insertInto('t').values({ name: 'd' }).execute()
    await sql`alter table t add column extra text`.execute(db)
    const rows = await db.selectFrom('t').select('name').orderBy('id').execute()
    expect(rows.map((r) => r.name)).toEqual(['a', 'b', 'c', 'd'])
    await db.destroy()
    open = null
  })
})
