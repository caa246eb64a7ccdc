/*
 * The history bench alone, to run by hand:
 *   npx tsx --conditions=react-server bench/history.ts [runs]
 * Builds into .next-bench if needed, then times the Histórico panel's requests against the
 * production server on a throwaway SQLite database, and on a throwaway PostgreSQL database too
 * when DATABASE_URL or TEST_DATABASE_URL names a server where one may be created (dropped
 * afterwards). Prints the figures and their JSON; exits 1 when a request's p95 is over the 200 ms budget.
 */
import path from 'node:path'
import { runHistoryBench } from './lib/history-bench'

process.chdir(path.resolve(import.meta.dirname, '..'))
const runs = Number(process.argv[2] ?? 200)
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined

const results = await runHistoryBench({ runs, postgresUrl })
for (const result of results.results) {
  if (!result.measured) {
    console.info(`${result.dialect}: not measured (${result.reason})`)
    continue
  }
  console.info(
    `${result.dialect}: ${result.revisions} revisions of a ${result.words}-word post, ` +
      `${result.runs} runs — list p50 ${result.list.p50} ms, p95 ${result.list.p95} ms ` +
      `(${result.listBytes} bytes); revision p50 ${result.revision.p50} ms, ` +
      `p95 ${result.revision.p95} ms — ${result.pass ? 'PASS' : 'FAIL'}; reported, not judged: ` +
      `the panel's diff alone p50 ${result.diff.p50} ms, p95 ${result.diff.p95} ms; ` +
      `revision + diff p50 ${result.revisionDiff.p50} ms, p95 ${result.revisionDiff.p95} ms`,
  )
}
console.info(JSON.stringify(results, null, 2))
process.exitCode = results.pass ? 0 : 1
