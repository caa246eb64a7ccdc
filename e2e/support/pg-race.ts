import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { inject } from 'vitest'

/*
 * Two-instance proofs: a webhook receiver, and a PostgreSQL row lock that holds every
 * instance's claim on one row until all are waiting on it, so the race between them really
 * happens instead of depending on when their timers fire.
 */

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
