import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { openServerDatabase } from './support/database'
import { startInstance } from './support/instances'

/*
 * Page views wait up to a second in the server's memory before they are written in one
 * transaction. A deploy's SIGTERM must write them before the process exits: here events are
 * posted to a second server on the e2e build and database, which is stopped at once, well
 * within that second.
 */

const database = openServerDatabase()
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

afterAll(() => database.destroy())

describe('analytics buffer on SIGTERM', () => {
  it('writes the buffered events before the process exits', async () => {
    const instance = await startInstance({ env: { SQLITE_ALLOW_SECOND_INSTANCE: '1' } })
    const referrer = `https://sigterm-${randomUUID().slice(0, 8)}.example.com/`
    const answers = await Promise.all(
      ['/', '/blog', '/politica-privacidade'].map((path, index) =>
        fetch(`${instance.origin}/api/events`, {
          method: 'POST',
          headers: {
            origin: inject('baseURL'),
            'user-agent': CHROME,
            // The instance trusts one proxy hop: each event comes from its own reader.
            'x-forwarded-for': `198.51.100.${index + 40}`,
          },
          body: JSON.stringify({ t: 'v', p: path, r: referrer }),
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202])
    expect(await instance.stop('SIGTERM')).toBe(0)
    const rows = await database.db
      .selectFrom('analytics_events')
      .select(['path', 'source'])
      .where('referrer_host', '=', new URL(referrer).hostname)
      .orderBy('path')
      .execute()
    expect(rows.map((row) => row.path)).toEqual(['/', '/blog', '/politica-privacidade'])
  })
})
