/*
 * Run by the bench's cluster part (bench/lib/cluster-part.ts) with DATABASE_URL set to the
 * cluster's database: a writer standing in for instance A. Each trial retitles the launch
 * article and invalidates it exactly as a publish does outside a request (the scheduler's path:
 * the tag expirations written to PostgreSQL and announced by NOTIFY, what every instance's
 * revalidateTag also does), then polls instance B (CLUSTER_READER) until its page shows the new
 * title. Prints one JSON line: the milliseconds of each trial. The title is restored at the end.
 */
import { sql } from 'kysely'
import { invalidatePostChangeOutsideRequest } from '@/server/blog/invalidate'
import { readPostSnapshot } from '@/server/blog/snapshots'
import { attachCacheTags } from '@/server/cache/attach'
import { getDatabase } from '@/server/db'
import { loadConfig } from '../scripts/lib/bootstrap'
import { ARTICLE } from './lib/parts'

const reader = process.env.CLUSTER_READER ?? ''
const trials = Number(process.env.CLUSTER_TRIALS ?? 10)
const POLL_MS = 10
const TIMEOUT_MS = 10_000

loadConfig()
const slug = ARTICLE.split('/').pop() ?? ''
const db = getDatabase().db
await attachCacheTags()
const post = await db
  .selectFrom('blog_posts')
  .select(['id', 'title'])
  .where('slug', '=', slug)
  .executeTakeFirstOrThrow()

async function retitle(title: string): Promise<void> {
  const before = await readPostSnapshot(db, post.id)
  await db
    .updateTable('blog_posts')
    .set({ title, updated_at: sql`current_timestamp` })
    .where('id', '=', post.id)
    .execute()
  await invalidatePostChangeOutsideRequest(before, await readPostSnapshot(db, post.id))
}

async function shows(marker: string): Promise<boolean> {
  const response = await fetch(`${reader}${ARTICLE}`)
  return (await response.text()).includes(marker)
}

const latencies: number[] = []
try {
  for (let trial = 1; trial <= trials; trial++) {
    const marker = `Rev${Date.now().toString(36)}x${trial}`
    // B has the current page cached before the change, as a reader's visit would leave it.
    await shows(marker)
    await retitle(`${post.title} ${marker}`)
    const written = performance.now()
    while (!(await shows(marker))) {
      if (performance.now() - written > TIMEOUT_MS)
        throw new Error(`${reader} did not show trial ${trial} within ${TIMEOUT_MS} ms`)
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
    latencies.push(Math.round(performance.now() - written))
  }
} finally {
  await retitle(post.title)
}
console.info(JSON.stringify({ latenciesMs: latencies, pollMs: POLL_MS }))
process.exit(0)
