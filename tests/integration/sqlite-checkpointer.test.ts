import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase, type DatabaseHandle } from '@/server/db/connection'
import {
  FALLBACK_AUTOCHECKPOINT_PAGES,
  startCheckpointer,
  type CheckpointResult,
} from '@/server/db/sqlite-checkpointer'

/*
 * The app's SQLite connection leaves WAL checkpoints to a worker thread: the WAL written by the
 * app is copied back without the app's connection doing it, and the app's own automatic
 * checkpoint comes back if the worker stops.
 */
describe('SQLite checkpoints in a worker thread', () => {
  const dirs: string[] = []
  const handles: DatabaseHandle[] = []
  const fresh = (options: { backgroundCheckpoint?: boolean } = {}) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'midiaplan-checkpoint-'))
    dirs.push(dir)
    const handle = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'app.db') }, options)
    handles.push(handle)
    return { handle, file: path.join(dir, 'app.db') }
  }
  const autocheckpoint = async (handle: DatabaseHandle) =>
    (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db))
      .rows[0]?.wal_autocheckpoint

  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.destroy()
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('copies the WAL back while the app connection only checkpoints far later', async () => {
    const { handle } = fresh({ backgroundCheckpoint: true })
    expect(await autocheckpoint(handle)).toBe(FALLBACK_AUTOCHECKPOINT_PAGES)
    const seen: CheckpointResult[] = []
    handle.checkpointer!.onCheckpoint = (result) => seen.push(result)
    await sql`create table t (id integer primary key, body text)`.execute(handle.db)
    for (let n = 0; n < 50; n++)
      await sql`insert into t (body) values (${'x'.repeat(4000)})`.execute(handle.db)
    const deadline = Date.now() + 10_000
    while (!seen.some((r) => r.log >= 50 && r.checkpointed === r.log) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seen.some((r) => r.busy === 0 && r.log >= 50 && r.checkpointed === r.log)).toBe(true)
    const rows = await sql<{ n: number }>`select count(*) as n from t`.execute(handle.db)
    expect(Number(rows.rows[0]?.n)).toBe(50)
  })

  it('without the option the connection keeps SQLite’s own automatic checkpoint', async () => {
    const { handle } = fresh()
    expect(handle.checkpointer).toBeUndefined()
    expect(await autocheckpoint(handle)).toBe(1000)
  })

  it('reports a worker that stops on its own, and stop() then returns at once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    let failed = 0
    const checkpointer = startCheckpointer(path.join(tmpdir(), 'nao-existe', 'app.db'), {
      onFailure: () => (failed += 1),
    })
    const deadline = Date.now() + 10_000
    while (failed === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(failed).toBe(1)
    await checkpointer.stop()
    expect(failed).toBe(1)
    expect(String(logged.mock.calls[0]?.[0])).toContain('checkpoint em segundo plano parou')
    logged.mockRestore()
  })

  it('stops cleanly with the connection and reports no failure', async () => {
    let failed = 0
    const { file } = fresh()
    const checkpointer = startCheckpointer(file, { onFailure: () => (failed += 1) })
    await checkpointer.stop()
    expect(failed).toBe(0)
  })
})
