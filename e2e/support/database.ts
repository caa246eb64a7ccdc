import path from 'node:path'
import type { Kysely } from 'kysely'
import { inject } from 'vitest'
import { POLL_MS } from '@/next-adapter/cache-tags.mjs'
import { writeTagExpirations } from '@/server/cache/tag-expirations'
import { openDatabase, type DatabaseHandle } from '@/server/db/connection'
import type { Database } from '@/server/db/types'

/** A connection to the database the e2e server uses, to check what a flow wrote. */
export function openServerDatabase(): DatabaseHandle {
  const env = inject('databaseEnv')
  if (env.DATABASE_URL) return openDatabase({ dialect: 'postgres', url: env.DATABASE_URL })
  return openDatabase({ dialect: 'sqlite', file: path.join(env.DATA_DIR ?? '', 'app.db') })
}

/**
 * What the CMS does after each change, for a test that wrote public posts or categories
 * straight into the database: every page and cached read of the site is expired (Next's tag
 * of the root layout is on every page, and a page's tags expire the cached reads it makes), the
 * way another process does it, and the server's poll is given time to learn it. Without it a
 * page cached while the rows were there keeps showing them to the next files, which count them.
 */
export async function expireSiteCaches(db: Kysely<Database>): Promise<void> {
  const now = Date.now()
  const tags = ['_N_T_/layout', 'blog:posts', 'blog:categories']
  await writeTagExpirations(
    db,
    tags.map((tag) => ({ tag, expired: now, stale: now, changed: now })),
  )
  await new Promise((resolve) => setTimeout(resolve, 3 * POLL_MS))
}
