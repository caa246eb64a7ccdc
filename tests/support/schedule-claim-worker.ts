/**
 * One server's scheduler in the claim race (schedule-claim.test.ts): its own process and its
 * own connection, so SQLite's locks and PostgreSQL's row locks work as between two servers.
 * Prints "ready" once connected, then one JSON line with what its sweep published.
 */
import { openDatabase, type DatabaseTarget } from '@/server/db/connection'
import { listDueSchedules, publishDueSchedule } from '@/server/schedule/publish-due'
import { createSweeper } from '@/server/schedule/sweep'

const [target = ''] = process.argv.slice(2)
const handle = openDatabase(JSON.parse(target) as DatabaseTarget)
await handle.db.selectFrom('blog_posts').select('id').limit(1).execute()
process.stdout.write('ready\n')
const sweeper = createSweeper({
  listDue: (now) => listDueSchedules(handle.db, now),
  publish: (due, now) => publishDueSchedule(handle.db, due, now),
  invalidate: async () => [],
  log: (message, error) => process.stderr.write(`${message} ${String(error)}\n`),
})
try {
  const result = await sweeper.sweep()
  const published = result.published.map((publication) => publication.postId)
  process.stdout.write(
    `${JSON.stringify({ published, lost: result.lost, failed: result.failed })}\n`,
  )
} finally {
  await handle.destroy()
}
