import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { resetRateLimits } from './support/auth'
import { E2E_DIST_DIR } from './support/constants'
import { openServerDatabase } from './support/database'

/*
 * With SQLite there is one server. A second serve.mjs on the running server's database
 * is refused; the server killed with -9 in the middle of a burst of writes keeps every write it
 * acknowledged, and a new server starts on the same database right away (no stale lock).
 */

const databaseEnv = inject('databaseEnv')
const control = inject('controlURL')
const baseURL = inject('baseURL')
const root = path.resolve(import.meta.dirname, '..')

describe.skipIf(Boolean(databaseEnv.DATABASE_URL))('one SQLite server', () => {
  const database = openServerDatabase()
  afterAll(() => database.destroy())

  it('refuses a second server on the same database, saying what to do', async () => {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => key !== 'TEST' && !key.startsWith('VITEST')),
    )
    const child = spawn(process.execPath, ['src/next-adapter/serve.mjs'], {
      cwd: root,
      env: {
        ...inherited,
        ...databaseEnv,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: E2E_DIST_DIR,
        PORT: '0',
        HOSTNAME_BIND: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(output).toContain('Este servidor não vai iniciar: outro servidor (pid')
    expect(output).toContain('Para várias instâncias use PostgreSQL (DATABASE_URL)')
    expect(code).toBe(1)
  })

  it('keeps every acknowledged write through kill -9, and a new server starts', async () => {
    await resetRateLimits()
    const acknowledged: string[] = []
    const record = async (): Promise<boolean> => {
      const anonymousId = randomUUID()
      const response = await fetch(`${baseURL}/api/consent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          anonymousId,
          action: 'essential_only',
          preferences: { essential: true, analytics: false, marketing: false },
          policyVersion: '1',
        }),
      })
      if (response.status !== 201) throw new Error(`consent answered ${response.status}`)
      acknowledged.push(anonymousId)
      return true
    }
    // Four clients writing back to back until the server dies under them (the rate limit
    // allows 60 records from one address in 10 minutes); each stops at its first failure.
    const client = async (): Promise<number> => {
      while (acknowledged.length < 50) {
        const ok = await record().catch(() => false)
        if (!ok) return 1
      }
      return 0
    }
    let running = 4
    const clients = Array.from({ length: running }, () => client().finally(() => (running -= 1)))
    while (acknowledged.length < 10 && running > 0) {
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(10)
    const restarted = await fetch(`${control}/restart?signal=SIGKILL`, { method: 'POST' })
    expect(restarted.status, await restarted.text()).toBe(200)
    const failures = await Promise.all(clients)
    expect(failures.reduce((a, b) => a + b)).toBeGreaterThan(0)

    const rows = await database.db
      .selectFrom('consent_records')
      .select('anonymous_id')
      .where('anonymous_id', 'in', acknowledged)
      .execute()
    const stored = new Set(rows.map((row) => row.anonymous_id))
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
    const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
      database.db,
    )
    expect(check.rows.map((row) => row.integrity_check)).toEqual(['ok'])
    await resetRateLimits()
    expect(await record()).toBe(true)
  })
})
