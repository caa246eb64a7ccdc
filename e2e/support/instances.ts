import { spawn, type ChildProcess } from 'node:child_process'
import { createServer as createHttpServer, type Server } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { E2E_DIST_DIR } from './constants'

/*
 * Two-instance proofs (issue 21): more server processes on the e2e build and database than the
 * control endpoint's one second instance, when they need a setting the main server lacks (the
 * lead webhook), a webhook receiver, and a PostgreSQL row lock that holds every instance's claim
 * on one row until both are waiting on it, so the race between them really happens.
 */

const root = path.resolve(import.meta.dirname, '../..')

export interface Instance {
  url: string
  stop: () => Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}

/** A production server like the suite's own (same build, database, SITE_URL and auth secret). */
export async function startInstance(extraEnv: Record<string, string>): Promise<Instance> {
  const port = await freePort()
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'TEST' && !key.startsWith('VITEST')),
  )
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: {
      ...inherited,
      ...inject('databaseEnv'),
      NODE_ENV: 'production',
      NEXT_DIST_DIR: E2E_DIST_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      SITE_URL: inject('baseURL'),
      // The value e2e/support/global-setup.ts gives the main server: one secret for all instances.
      BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`)
    if (Date.now() > deadline) {
      await stopChild(child)
      throw new Error(`instance did not answer at ${url}`)
    }
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { url, stop: () => stopChild(child) }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export interface Delivery {
  leadId: string
  status: number
}

/** A CRM stand-in on 127.0.0.1: answers 503 while `down`, else 200 a little later. */
export async function startReceiver() {
  const deliveries: Delivery[] = []
  const state = { down: true }
  const server: Server = createHttpServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const leadId = String(req.headers['idempotency-key'] ?? '')
      const status = state.down ? 503 : 200
      deliveries.push({ leadId, status })
      // A receiver that takes a moment keeps two senders' requests overlapping.
      setTimeout(() => res.writeHead(status).end(), state.down ? 0 : 100)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    deliveries,
    setDown: (down: boolean) => {
      state.down = down
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Statements of other sessions of the server's database waiting for a lock, by their text. */
export async function lockWaiters(client: pg.Client, statementStart: string): Promise<number> {
  const result = await client.query<{ n: string }>(
    `select count(*) as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and query like $1`,
    [`${statementStart}%`],
  )
  return Number(result.rows[0]?.n ?? 0)
}

/**
 * Locks one row (`select ... for update` in an open transaction) on a connection of its own;
 * `release` commits, letting whoever waits on the row go on, one at a time.
 */
export async function lockRow(table: string, id: string) {
  const client = new pg.Client({ connectionString: inject('databaseEnv').DATABASE_URL })
  await client.connect()
  await client.query('begin')
  await client.query(`select id from ${table} where id = $1 for update`, [id])
  return {
    release: async () => {
      await client.query('commit')
      await client.end()
    },
  }
}

export async function pgClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: inject('databaseEnv').DATABASE_URL })
  await client.connect()
  return client
}
