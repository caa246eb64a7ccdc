// One server per SQLite database. The lock is SQLite's own file lock (fcntl), held by an
// exclusive transaction on a small side file that is never committed: the kernel drops it when
// the process ends in any way, kill -9 included, so there is no stale lock to clean up and no
// PID to trust. CLI scripts (db:backup, db:seed, media:variants) never take it, so they keep
// working beside a running server; db:restore takes it, so no server starts in the middle.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'

export const ALLOW_SECOND_INSTANCE = 'SQLITE_ALLOW_SECOND_INSTANCE'

/** The data folder as src/server/env.ts resolves it (an empty variable means unset). */
export function dataDirFrom(env) {
  return path.resolve(env.DATA_DIR || './data')
}

export function instanceLockFile(dataDir) {
  return path.join(dataDir, 'app.db.server-lock')
}

/** Who holds the lock, written beside it for the refusal message (informative only). */
function holderFile(dataDir) {
  return `${instanceLockFile(dataDir)}.json`
}

function readHolder(dataDir) {
  try {
    return JSON.parse(readFileSync(holderFile(dataDir), 'utf8'))
  } catch {
    return null
  }
}

// The open lock connections, until released: a Database nothing references is closed by the
// garbage collector, and its lock with it (a server kept its lock only until the first full GC).
const held = new Set()

/**
 * Takes the lock of `dataDir` for this process: `{ ok: true, release }`, or `{ ok: false,
 * holder }` while another live process holds it (`holder`: what it wrote, or null).
 */
export function acquireInstanceLock(dataDir, role) {
  mkdirSync(dataDir, { recursive: true })
  const lock = new Database(instanceLockFile(dataDir), { timeout: 0 })
  try {
    lock.pragma('locking_mode = EXCLUSIVE')
    lock.exec('BEGIN EXCLUSIVE')
  } catch (error) {
    lock.close()
    if (error?.code === 'SQLITE_BUSY') return { ok: false, holder: readHolder(dataDir) }
    throw error
  }
  const holder = { pid: process.pid, host: hostname(), role, since: new Date().toISOString() }
  writeFileSync(holderFile(dataDir), `${JSON.stringify(holder)}\n`)
  held.add(lock)
  return {
    ok: true,
    release() {
      if (!held.delete(lock)) return
      rmSync(holderFile(dataDir), { force: true })
      lock.close()
    },
  }
}

export function describeHolder(holder) {
  if (!holder) return 'outro processo'
  const what = holder.role === 'restore' ? 'uma restauração (db:restore)' : 'outro servidor'
  return `${what} (pid ${holder.pid} em ${holder.host}, desde ${holder.since})`
}

/** The refusal a second server prints: what is wrong and what to do instead. */
export function secondInstanceMessage(dataDir, holder) {
  return [
    `Este servidor não vai iniciar: ${describeHolder(holder)} já usa o banco SQLite ` +
      `${path.join(dataDir, 'app.db')}.`,
    'Com SQLite rode uma única instância: pare a outra antes de iniciar esta (um processo que',
    'morreu, mesmo com kill -9, libera o banco sozinho).',
    'Para várias instâncias use PostgreSQL (DATABASE_URL) e armazenamento S3 (S3_*).',
    `Dois processos na mesma máquina e no mesmo disco local são possíveis com ${ALLOW_SECOND_INSTANCE}=1`,
    '(o modo WAL do SQLite os mantém consistentes); nunca com o arquivo em disco de rede.',
  ].join('\n')
}
