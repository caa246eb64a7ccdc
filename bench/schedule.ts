/*
 * The schedule latency alone, by hand: `npx tsx --conditions=react-server bench/schedule.ts`.
 * Seeds a throwaway SQLite database, builds into .next-bench if needed and starts the production
 * server as `npm run bench` does, then measures due time → public (bench/lib/schedule-latency.ts)
 * and prints the figures. BENCH_SCHEDULE_SAMPLES changes the number of posts (5).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { buildIfNeeded } from '../scripts/lib/build-cache'
import { measureScheduleLatency, scheduleLatencySection } from './lib/schedule-latency'
import { benchEnv, HOST, pickPort, reservePort, runScript, startServer } from './lib/server'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'midiaplan-bench-schedule-'))

async function main(): Promise<boolean> {
  const port = await pickPort()
  const releasePort = await reservePort(port)
  const siteUrl = `http://localhost:${port}`
  const origin = `http://${HOST}:${port}`
  // SQLite only, like the bench's main server: never a DATABASE_URL from the shell.
  const env = benchEnv({ port, dataDir })
  try {
    console.info(`Seeding ${dataDir} and building if needed...`)
    await runScript('scripts/db-seed.ts', env)
    await buildIfNeeded(nextBin, env, siteUrl)
  } finally {
    await releasePort()
  }
  const server = await startServer(env, origin)
  try {
    const samples = Number(process.env.BENCH_SCHEDULE_SAMPLES ?? 5)
    console.info(`Scheduling ${samples} posts and polling the public pages...`)
    const results = await measureScheduleLatency({ env, origin }, { samples })
    console.info(scheduleLatencySection(results).join('\n'))
    console.info(JSON.stringify(results, null, 2))
    return results.pass
  } finally {
    await server.stop()
  }
}

try {
  process.exitCode = (await main()) ? 0 : 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
