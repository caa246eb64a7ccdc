// db:restore's work: checks a db:backup folder, then puts it into DATA_DIR. The copy is checked
// first (checksum, integrity_check); DATA_DIR is locked like a server locks it, so the restore
// refuses while a server runs there and no server starts halfway through; what was in DATA_DIR
// is moved aside, never deleted.
import { existsSync } from 'node:fs'
import { readFile, rename, stat } from 'node:fs/promises'
import path from 'node:path'
import { openDatabase } from '@/server/db/connection'
import { migrateToLatest } from '@/server/db/migrate'
import { acquireInstanceLock, describeHolder } from '@/next-adapter/instance-lock.mjs'
import {
  BackupError,
  copyUploads,
  DATABASE_FILE,
  folderSize,
  integrityCheck,
  readManifest,
  SECRET_FILE,
  sha256,
  timestamp,
  UPLOADS_DIR,
} from './backup-files'
import { copyPrivateFile, mkdirPrivate } from './private-files'

/** Checks the backup before anything in DATA_DIR is touched. */
async function verifyBackup(folder: string): Promise<Awaited<ReturnType<typeof readManifest>>> {
  const info = await stat(folder).catch(() => null)
  if (!info?.isDirectory()) throw new BackupError(`Pasta de backup não encontrada: ${folder}`)
  const manifest = await readManifest(folder)
  const copy = path.join(folder, DATABASE_FILE)
  if (!existsSync(copy)) throw new BackupError(`O backup não tem o banco (${copy}).`)
  if ((await sha256(copy)) !== manifest.database.sha256) {
    throw new BackupError(
      `${copy} não confere com o manifesto (soma SHA-256 diferente): a cópia foi alterada ou está corrompida.`,
    )
  }
  const integrity = integrityCheck(copy)
  if (integrity !== 'ok') {
    throw new BackupError(`${copy} está corrompido (integrity_check: ${integrity}).`)
  }
  return manifest
}

/** What restoring would overwrite in DATA_DIR: a database, uploads, or a different secret. */
async function occupied(dataDir: string, folder: string): Promise<string[]> {
  const found: string[] = []
  if (existsSync(path.join(dataDir, DATABASE_FILE))) found.push(DATABASE_FILE)
  if ((await folderSize(path.join(dataDir, UPLOADS_DIR))).files > 0) found.push(UPLOADS_DIR)
  const secret = path.join(dataDir, SECRET_FILE)
  const saved = path.join(folder, SECRET_FILE)
  if (existsSync(secret) && existsSync(saved)) {
    const [current, restored] = await Promise.all([readFile(secret), readFile(saved)])
    if (!current.equals(restored)) found.push(SECRET_FILE)
  }
  return found
}

async function moveAside(dataDir: string): Promise<string> {
  const aside = path.join(dataDir, `antes-da-restauracao-${timestamp()}`)
  await mkdirPrivate(aside)
  const names = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, SECRET_FILE]
  for (const name of [...names, UPLOADS_DIR]) {
    const from = path.join(dataDir, name)
    if (existsSync(from)) await rename(from, path.join(aside, name))
  }
  return aside
}

export interface RestoreOptions {
  folder: string
  dataDir: string
  postgres: boolean
  replace: boolean
}

/** Restores `folder` into `dataDir`; the pt-BR summary, or a BackupError saying why not. */
export async function restoreBackup(options: RestoreOptions): Promise<string> {
  const { folder, dataDir } = options
  if (options.postgres) {
    throw new BackupError(
      'DATABASE_URL está definida (PostgreSQL): este comando restaura só o SQLite. ' +
        'Use pg_restore (npm run db:backup mostra o comando).',
    )
  }
  const manifest = await verifyBackup(folder)
  const lock = acquireInstanceLock(dataDir, 'restore')
  if (!lock.ok) {
    throw new BackupError(
      `${describeHolder(lock.holder)} está usando ${dataDir}: pare o servidor antes de restaurar.`,
    )
  }
  try {
    const present = await occupied(dataDir, folder)
    let aside: string | undefined
    if (present.length > 0) {
      if (!options.replace) {
        throw new BackupError(
          `${dataDir} já tem dados (${present.join(', ')}). Para substituí-los rode de novo com ` +
            '--substituir (o que está lá é movido para uma pasta antes-da-restauracao-<data>), ' +
            'ou aponte DATA_DIR para uma pasta vazia.',
        )
      }
      aside = await moveAside(dataDir)
    }
    await copyUploads(path.join(folder, UPLOADS_DIR), path.join(dataDir, UPLOADS_DIR))
    if (existsSync(path.join(folder, SECRET_FILE))) {
      const secret = path.join(dataDir, SECRET_FILE)
      await copyPrivateFile(path.join(folder, SECRET_FILE), secret, { overwrite: true })
    }
    // The database last, through a temp name: DATA_DIR never holds half a database.
    const target = path.join(dataDir, DATABASE_FILE)
    await copyPrivateFile(path.join(folder, DATABASE_FILE), `${target}.restaurando`, {
      overwrite: true,
    })
    await rename(`${target}.restaurando`, target)
    const handle = openDatabase({ dialect: 'sqlite', file: target })
    try {
      const result = await migrateToLatest(handle.raw)
      const applied = (result.results ?? []).map((r) => r.migrationName)
      return (
        `Backup de ${manifest.createdAt} restaurado em ${dataDir}` +
        (applied.length > 0 ? `\n  migrações aplicadas: ${applied.join(', ')}` : '') +
        (aside ? `\n  os dados anteriores estão em ${aside}` : '') +
        (manifest.authSecret === 'env'
          ? '\n  o backup usava BETTER_AUTH_SECRET do ambiente: defina o mesmo valor.'
          : '')
      )
    } finally {
      await handle.destroy()
    }
  } finally {
    lock.release()
  }
}
