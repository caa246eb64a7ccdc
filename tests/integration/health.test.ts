import { createServer, type AddressInfo, type Socket } from 'node:net'
import { Kysely, PostgresDialect } from 'kysely'
import { Pool } from 'pg'
import { describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/types'
import { databaseReachable, healthResponse } from '@/server/health/check'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

describe.each(TEST_DIALECTS)('the health check on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  it('answers 200 with the database reachable', async () => {
    expect(await databaseReachable(handle().db)).toBe(true)
    const response = healthResponse(await databaseReachable())
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})

describe('the health check without a database', () => {
  it('answers 503 with no address or error in the body when the server refuses', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const secret = 'segredo-que-nao-pode-vazar'
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new Pool({ connectionString: `postgres://app:${secret}@127.0.0.1:1/midiaplan` }),
      }),
    })
    try {
      const ok = await databaseReachable(db)
      expect(ok).toBe(false)
      const response = healthResponse(ok)
      expect(response.status).toBe(503)
      const body = await response.text()
      expect(JSON.parse(body)).toEqual({ status: 'indisponível' })
      expect(body).not.toContain(secret)
      expect(body).not.toContain('127.0.0.1')
    } finally {
      await db.destroy()
    }
  })

  it('answers 503 when the database does not answer in time', async () => {
    // A server that accepts the connection and never says a word, like a hung database.
    const sockets: Socket[] = []
    const silent = createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new Pool({ connectionString: `postgres://app@127.0.0.1:${port}/midiaplan` }),
      }),
    })
    try {
      const started = Date.now()
      expect(await databaseReachable(db, 300)).toBe(false)
      expect(Date.now() - started).toBeLessThan(1500)
    } finally {
      for (const socket of sockets) socket.destroy()
      silent.close()
      await db.destroy().catch(() => undefined)
    }
  })
})
