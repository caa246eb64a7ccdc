/**
 * One server's analytics maintenance in the rollup race (analytics-rollup-race.test.ts): its
 * own process and connection, so SQLite's locks and PostgreSQL's row locks work as between two
 * servers. Prints "ready" once connected, then one JSON line with the days it rolled up.
 */
import { openDatabase, type DatabaseTarget } from '@/server/db/connection'
import { rollUpClosedDays } from '@/server/analytics/rollup'

const [target = '', now = ''] = process.argv.slice(2)
const handle = openDatabase(JSON.parse(target) as DatabaseTarget)
await handle.db.selectFrom('analytics_rollup_days').select('day').limit(1).execute()
process.stdout.write('ready\n')
try {
  const rolled = await rollUpClosedDays(handle.db, Number(now))
  process.stdout.write(`${JSON.stringify({ rolled })}\n`)
} catch (error) {
  process.stdout.write(`${JSON.stringify({ error: String(error) })}\n`)
} finally {
  await handle.destroy()
}
