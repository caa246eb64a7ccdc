/*
 * `npm run bench`: the article page against a static file of the same bytes, both served by
 * the production server on loopback, with a throwaway seeded database. Writes bench/results.json
 * and bench/REPORT.md; exits 1 when the article is under 90 % of the static file's throughput.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { buildIfNeeded } from '../scripts/lib/build-cache'
import { measure, warm } from './lib/load'
import { summarize, writeReports } from './lib/report'
import { HOST, pickPort, runScript, startServer, type RunningServer } from './lib/server'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const ARTICLE = '/blog/post/planejamento-de-midia-guia-definitivo'
const STATIC_NAME = 'bench-static.html'
const staticFile = path.join(root, 'public', STATIC_NAME)
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'midiaplan-bench-'))
function cleanUp(): void {
  rmSync(staticFile, { force: true })
  rmSync(dataDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })

async function main(): Promise<boolean> {
  // A leftover from an interrupted run would change the build's source hash.
  rmSync(staticFile, { force: true })
  const port = await pickPort()
  const siteUrl = `http://localhost:${port}`
  const origin = `http://${HOST}:${port}`
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    HOSTNAME_BIND: HOST,
    SITE_URL: siteUrl,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    ADMIN_EMAIL: 'bench@exemplo.com.br',
    ADMIN_PASSWORD: 'Bench@Senha2026!',
  }
  console.info(`Seeding ${dataDir} and building if needed...`)
  await runScript('scripts/db-seed.ts', env)
  await buildIfNeeded(nextBin, env, siteUrl)

  let server: RunningServer = await startServer(env, origin)
  try {
    const probe = await fetch(`${origin}${ARTICLE}`, { redirect: 'manual' })
    const pagePath = probe.ok ? ARTICLE : '/'
    const note = probe.ok
      ? null
      : `${ARTICLE} answered ${probe.status}${probe.headers.get('location') ? ` → ${probe.headers.get('location')}` : ''}: the article page is not built yet, so / was measured instead.`
    await probe.arrayBuffer()
    if (note) console.warn(note)
    const html = Buffer.from(await (await fetch(`${origin}${pagePath}`)).arrayBuffer())
    // The page's own bytes: same size and same compressibility, so only the serving differs.
    writeFileSync(staticFile, html)
    const staticPath = `/${STATIC_NAME}`
    // Next lists public/ when it starts; a file written later needs a restart to be served.
    if ((await fetch(`${origin}${staticPath}`, { method: 'HEAD' })).status !== 200) {
      await server.stop()
      server = await startServer(env, origin)
    }
    const servedStatic = await fetch(`${origin}${staticPath}`)
    if (servedStatic.status !== 200)
      throw new Error(`${staticPath} answered ${servedStatic.status}`)
    await servedStatic.arrayBuffer()

    console.info('Warming up...')
    await warm(`${origin}${pagePath}`)
    await warm(`${origin}${staticPath}`)
    console.info('Measuring...')
    const loadBefore = os.loadavg()[0] ?? 0
    const [page, fileResult] = await measure(origin, [
      { path: pagePath, bytes: html.length },
      { path: staticPath, bytes: html.length },
    ])
    if (!page || !fileResult) throw new Error('measure returned no result')
    const results = summarize(page, fileResult, note, server.peakRssMiB(), loadBefore)
    await writeReports(
      results,
      path.join(root, 'bench', 'results.json'),
      path.join(root, 'bench', 'REPORT.md'),
    )
    console.info(
      `page ${page.requestsPerSecond} req/s, static ${fileResult.requestsPerSecond} req/s, ` +
        `ratio ${(results.ratio * 100).toFixed(1)} %: ${results.budget.pass ? 'PASS' : 'FAIL'}; ` +
        `server peak RSS ${results.serverPeakRssMiB ?? 'n/a'} MiB. See bench/REPORT.md.`,
    )
    return results.budget.pass
  } finally {
    await server.stop()
  }
}

try {
  const pass = await main()
  process.exitCode = pass ? 0 : 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  cleanUp()
  if (existsSync(staticFile)) console.error(`could not remove ${staticFile}`)
}
