// What a backup folder holds and how each part is copied and checked (db:backup, db:restore).
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import nextEnv from '@next/env'
import SQLite from 'better-sqlite3'
import { ConfigError, parseEnv } from '@/server/env'
import { copyPrivateTree } from './private-files'

export const MANIFEST = 'manifest.json'
export const MANIFEST_FORMAT = 'midiaplan-backup/1'
export const DATABASE_FILE = 'app.db'
export const SECRET_FILE = 'auth-secret'
export const UPLOADS_DIR = 'uploads'

export interface Manifest {
  format: typeof MANIFEST_FORMAT
  createdAt: string
  sourceDataDir: string
  database: { file: string; bytes: number; sha256: string; lastMigration: string | null }
  /** 'file': DATA_DIR/auth-secret is in the backup; 'env': BETTER_AUTH_SECRET must be kept. */
  authSecret: 'file' | 'env' | 'none'
  uploads: { files: number; bytes: number }
}

/** An error whose message is already the pt-BR sentence to print. */
export class BackupError extends Error {
  override name = 'BackupError'
}

/**
 * The configuration without getEnv()'s side effect (it writes a new auth-secret into an empty
 * DATA_DIR, which would then clash with the restored one).
 */
export function loadDataConfig(): ReturnType<typeof parseEnv> {
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
  try {
    return parseEnv(process.env)
  } catch (error) {
    if (error instanceof ConfigError) throw new BackupError(error.message)
    throw error
  }
}

/** `20261121-103000` (UTC), for folder names that sort by date. */
export function timestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, '')
}

/** Streamed: a database of several GB is hashed without holding it in memory. */
export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

/**
 * SQLite's online backup API, all pages in one step: one read transaction, so the copy is the
 * database as of one instant while the server keeps writing (WAL readers do not block writers),
 * and no write by another process can make the copy restart over and over.
 */
export async function copyDatabase(source: string, target: string): Promise<void> {
  const db = new SQLite(source, { fileMustExist: true, timeout: 5000 })
  try {
    await db.backup(target, { progress: () => 0x7fffffff })
  } finally {
    db.close()
  }
  // One self-contained file: no -wal beside it to lose when the folder is copied elsewhere.
  const copy = new SQLite(target)
  try {
    copy.pragma('journal_mode = DELETE')
  } finally {
    copy.close()
  }
}

/** PRAGMA integrity_check of a file: 'ok', or the problems SQLite found (or why it cannot open). */
export function integrityCheck(file: string): string {
  let db: SQLite.Database | undefined
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true })
    const rows = db.pragma('integrity_check') as { integrity_check: string }[]
    return rows.map((row) => row.integrity_check).join('; ')
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    db?.close()
  }
}

export function lastMigration(file: string): string | null {
  const db = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    const row = db.prepare('select name from kysely_migration order by name desc limit 1').get() as
      { name: string } | undefined
    return row?.name ?? null
  } catch {
    return null
  } finally {
    db.close()
  }
}

/** Files under a folder (recursively) and their total size; a missing folder counts as empty. */
export async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    },
  )
  const total = { files: 0, bytes: 0 }
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    const inner = entry.isDirectory()
      ? await folderSize(full)
      : entry.isFile()
        ? { files: 1, bytes: (await stat(full)).size }
        : { files: 0, bytes: 0 }
    total.files += inner.files
    total.bytes += inner.bytes
  }
  return total
}

/** Copies uploads, private, skipping the temp files local-storage.ts renames into place. */
export async function copyUploads(from: string, to: string): Promise<void> {
  const exists = await stat(from).then(
    () => true,
    () => false,
  )
  if (!exists) return
  await copyPrivateTree(from, to, (name) => name.endsWith('.tmp'))
}

export async function readManifest(folder: string): Promise<Manifest> {
  const text = await readFile(path.join(folder, MANIFEST), 'utf8').catch(() => null)
  if (text === null) {
    throw new BackupError(
      `${folder} não tem ${MANIFEST}: não é uma pasta criada por npm run db:backup.`,
    )
  }
  let manifest: Partial<Manifest>
  try {
    manifest = JSON.parse(text) as Partial<Manifest>
  } catch {
    throw new BackupError(`${path.join(folder, MANIFEST)} está corrompido (JSON inválido).`)
  }
  if (manifest.format !== MANIFEST_FORMAT || !manifest.database) {
    throw new BackupError(
      `${path.join(folder, MANIFEST)} não é um manifesto de backup reconhecido (esperado ${MANIFEST_FORMAT}).`,
    )
  }
  return manifest as Manifest
}
