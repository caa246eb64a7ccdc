// Adds up Vitest's JSON reports into one plain closing line: "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const dir = process.argv[2] ?? 'test-results'
let passed = 0
let failed = 0
let skipped = 0
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  // The run's own time: from its start to the last file's end.
  const ends = (report.testResults ?? []).map((result) => result.endTime ?? 0)
  const seconds = ends.length ? Math.round((Math.max(...ends) - report.startTime) / 1000) : 0
  console.log(
    `${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${seconds} s`,
  )
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
if (passed === 0 || failed > 0) process.exitCode = 1
