import type { SqliteDatabase, SqliteStatement } from 'kysely'

interface CachableStatement extends SqliteStatement {
  /** better-sqlite3: true while an iterator over this statement is still open. */
  readonly busy?: boolean
}

interface PreparingDatabase {
  close(): void
  prepare(sql: string): CachableStatement
}

/**
 * Kysely prepares every query anew; an admin page runs the same dozen statements on each
 * request, and compiling them took ~0.6 ms of each (CPU profile of the posts list). Statements
 * are kept by their SQL text, least recently used dropped first. A statement still being
 * iterated (a streamed query) is never handed out twice: a fresh one is prepared instead.
 */
export function withStatementCache(database: PreparingDatabase, max = 200): SqliteDatabase {
  const cache = new Map<string, CachableStatement>()
  return {
    close: () => {
      cache.clear()
      database.close()
    },
    prepare(sql) {
      const cached = cache.get(sql)
      if (cached && !cached.busy) {
        cache.delete(sql)
        cache.set(sql, cached)
        return cached
      }
      const statement = database.prepare(sql)
      if (!cached) {
        cache.set(sql, statement)
        if (cache.size > max) {
          const oldest = cache.keys().next().value
          if (oldest !== undefined) cache.delete(oldest)
        }
      }
      return statement
    },
  }
}
