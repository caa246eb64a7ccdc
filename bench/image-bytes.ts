/*
 * Issue 20, point 3, by hand: `npx tsx --conditions=react-server bench/image-bytes.ts`.
 * Seeds a throwaway database with the launch content plus one article whose five photos were
 * uploaded before the media library (originals only), builds if needed, starts the production
 * server, and measures the article's image bytes on a 390 px phone; then runs
 * `npm run media:variants` against the running server's database and storage and measures
 * again. Before: the body serves each 1920 px original. After: the srcset of the variants.
 * BENCH_DIST_DIR picks the build folder (default .next-bench; .next-test reuses the e2e build).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { buildIfNeeded } from '../scripts/lib/build-cache'
import { measureArticleImageBytes, type ImageBytesResult } from './lib/image-bytes'
import { BENCH_IMAGES_PATH } from './lib/image-bytes-article'
import { HOST, pickPort, reservePort, runScript, startServer } from './lib/server'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'midiaplan-image-bench-'))

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function table(before: ImageBytesResult, after: ImageBytesResult): string {
  const lines = [
    `${BENCH_IMAGES_PATH}, viewport ${before.viewport.width}x${before.viewport.height}`,
    '| DPR | cover before | cover after | body before | body after | all images before | all images after | change |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const run of before.runs) {
    const next = after.runs.find((r) => r.deviceScaleFactor === run.deviceScaleFactor)
    if (!next) continue
    const change = Math.round((1 - next.totalImageBytes / run.totalImageBytes) * 100)
    lines.push(
      `| ${run.deviceScaleFactor} | ${kb(run.coverBytes)} | ${kb(next.coverBytes)} | ${kb(run.bodyBytes)} | ${kb(next.bodyBytes)} | ${kb(run.totalImageBytes)} | ${kb(next.totalImageBytes)} | -${change} % |`,
    )
  }
  return lines.join('\n')
}

async function main(): Promise<void> {
  const port = await pickPort()
  const releasePort = await reservePort(port)
  const siteUrl = `http://localhost:${port}`
  const origin = `http://${HOST}:${port}`
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: process.env.BENCH_DIST_DIR ?? '.next-bench',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    HOSTNAME_BIND: HOST,
    SITE_URL: siteUrl,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    ADMIN_EMAIL: 'bench@exemplo.com.br',
    ADMIN_PASSWORD: 'Bench@Senha2026!',
  }
  try {
    await runScript('scripts/db-seed.ts', env)
    await runScript('bench/seed-images.ts', env)
    await buildIfNeeded(nextBin, env, siteUrl)
  } finally {
    await releasePort()
  }
  const server = await startServer(env, origin)
  try {
    console.info('Measuring before media:variants...')
    const before = await measureArticleImageBytes(origin, BENCH_IMAGES_PATH)
    if (before.bodySrcset) throw new Error('the body already had a srcset before media:variants')
    await runScript('scripts/media-variants.ts', env)
    // The server finds the expired tag within its 0.5 s poll, which also empties its micro-cache.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    console.info('Measuring after media:variants...')
    const after = await measureArticleImageBytes(origin, BENCH_IMAGES_PATH)
    if (!after.bodySrcset) throw new Error('the body has no srcset after media:variants')
    console.info(`\n${table(before, after)}\n`)
    for (const [label, result] of [
      ['before', before],
      ['after', after],
    ] as const) {
      const run = result.runs.find((r) => r.deviceScaleFactor === 2)
      console.info(`${label} (DPR 2):`)
      for (const r of run?.requests ?? [])
        console.info(`  ${r.role.padEnd(5)} ${kb(r.bytes).padStart(9)} ${r.url}`)
    }
  } finally {
    await server.stop()
  }
}

try {
  await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
