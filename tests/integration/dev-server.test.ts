import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/*
 * `npm run dev` on a fresh data folder: it migrates and seeds like `npm start` (so a fresh clone
 * needs no other command) and serves through the production server file (socket-built client
 * address, start checks, tag store, graceful stop) in Next's development mode. Its own dist
 * folder, so it never writes the build `npm start` serves.
 */

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'midiaplan-dev-'))
let child: ChildProcess | undefined

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

describe('npm run dev', () => {
  it('migrates, seeds and serves through serve.mjs in development mode, and stops on SIGTERM', async () => {
    const port = await freePort()
    const { DATABASE_URL: _url, S3_BUCKET: _bucket, ...inherited } = process.env
    // tsx as a loader in this one process (its CLI would fork a child that outlives a kill).
    child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/dev.ts'],
      {
        cwd: root,
        env: {
          ...inherited,
          DATA_DIR: dataDir,
          PORT: String(port),
          SITE_URL: `http://localhost:${port}`,
          HOSTNAME_BIND: '127.0.0.1',
          NEXT_DIST_DIR: '.next-test-dev',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    const ready = new Promise<void>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('> Pronto em')) resolve()
      }
      child?.stdout?.on('data', collect)
      child?.stderr?.on('data', collect)
      child?.once('exit', (code) => reject(new Error(`dev exited with ${code}:\n${output}`)))
    })
    await ready
    expect(output).toContain('Migrações aplicadas: 0001-initial')
    expect(output).toContain('Conta de administrador criada')
    expect(existsSync(path.join(dataDir, 'app.db'))).toBe(true)

    const base = `http://127.0.0.1:${port}`
    const first = await fetch(`${base}/robots.txt`)
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('Sitemap:')
    // The proxy's development policy (React's dev build needs eval); production never has it.
    expect(first.headers.get('content-security-policy')).toContain("'unsafe-eval'")
    // No micro-cache in development: a page edited a second ago shows at once.
    const second = await fetch(`${base}/robots.txt`)
    await second.arrayBuffer()
    expect(second.headers.get('x-micro-cache')).toBeNull()

    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 240_000)
})
