import { spawn } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeConsentRecord } from '@/server/consent/record'
import { openDatabase, type DatabaseHandle } from '@/server/db/connection'
import { migrateToLatest } from '@/server/db/migrate'
import { acquireInstanceLock } from '@/next-adapter/instance-lock.mjs'
import { restoreBackup, type RestoreOptions } from '../../scripts/lib/restore-backup'

/*
 * `npm run db:backup` copies the SQLite database while another process keeps
 * writing to it, and `npm run db:restore` puts the copy into a fresh DATA_DIR with every write
 * acknowledged before the backup began. The scripts run as the operator runs them.
 */

const root = path.resolve(import.meta.dirname, '../..')
const tsx = createRequire(import.meta.url).resolve('tsx/cli')
const IMAGE = 'uploads/blog-images/0123456789abcdef0123456789abcdef.webp'

let work: string
let source: DatabaseHandle

function script(name: string, args: string[], dataDir: string) {
  const { DATABASE_URL: _url, BETTER_AUTH_SECRET: _secret, ...inherited } = process.env
  const child = spawn(process.execPath, [tsx, '--conditions=react-server', name, ...args], {
    cwd: root,
    env: { ...inherited, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  )
}

function consent() {
  return {
    anonymousId: randomUUID(),
    action: 'accept_all' as const,
    preferences: { essential: true as const, analytics: true, marketing: true },
    policyVersion: '1',
  }
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'midiaplan-backup-'))
  mkdirSync(path.join(work, 'data', path.dirname(IMAGE)), { recursive: true })
  writeFileSync(path.join(work, 'data', IMAGE), 'imagem')
  writeFileSync(path.join(work, 'data', 'auth-secret'), 'segredo-gerado-pelo-servidor')
  source = openDatabase({ dialect: 'sqlite', file: path.join(work, 'data', 'app.db') })
  await migrateToLatest(source.raw)
})

afterAll(async () => {
  await source.destroy()
  rmSync(work, { recursive: true, force: true })
})

describe('db:backup and db:restore (SQLite)', () => {
  it('backs up during writes; the restore has every write acknowledged before it', async () => {
    // A steady trickle, as a live site writes: the WAL stays under its 1,000-page checkpoint,
    // so the acknowledged rows live only in app.db-wal and a plain copy of app.db misses them.
    const acknowledged: string[] = []
    let writing = true
    const writer = (async () => {
      while (writing) {
        const input = consent()
        await storeConsentRecord(source.db, input, null)
        acknowledged.push(input.anonymousId)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    })()
    while (acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 5))
    const before = [...acknowledged]
    const backup = await script('scripts/db-backup.ts', [path.join(work, 'copia')], work + '/data')
    const duringBackup = acknowledged.length - before.length
    writing = false
    await writer
    expect(backup.output).toContain('integrity_check ok')
    expect(backup.code).toBe(0)
    expect(duringBackup).toBeGreaterThan(0)

    const restored = path.join(work, 'restaurado')
    const restore = await script('scripts/db-restore.ts', [path.join(work, 'copia')], restored)
    expect(restore.output).toContain('restaurado em')
    expect(restore.code).toBe(0)
    const copy = new SQLite(path.join(restored, 'app.db'), { readonly: true })
    const ids = new Set(
      (
        copy.prepare('select anonymous_id from consent_records').all() as { anonymous_id: string }[]
      ).map((row) => row.anonymous_id),
    )
    expect(before.filter((id) => !ids.has(id))).toEqual([])
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
    copy.close()
    expect(readFileSync(path.join(restored, IMAGE), 'utf8')).toBe('imagem')
    expect(readFileSync(path.join(restored, 'auth-secret'), 'utf8')).toBe(
      readFileSync(path.join(work, 'data', 'auth-secret'), 'utf8'),
    )
    const reopened = openDatabase({ dialect: 'sqlite', file: path.join(restored, 'app.db') })
    expect((await migrateToLatest(reopened.raw)).results).toEqual([])
    await reopened.destroy()
  })

  it('refuses, with the reason, a running server, data in place, a missing or corrupt copy', async () => {
    const folder = path.join(work, 'copia')
    const busy = path.join(work, 'ocupado')
    const attempt = (options: Partial<RestoreOptions>) =>
      restoreBackup({ folder, dataDir: busy, postgres: false, replace: false, ...options })
    const lock = acquireInstanceLock(busy, 'server')
    await expect(attempt({})).rejects.toThrow('pare o servidor antes de restaurar')
    if (lock.ok) lock.release()

    const dataDir = path.join(work, 'data')
    await expect(attempt({ dataDir })).rejects.toThrow(
      /já tem dados \(app.db, uploads\).*--substituir/,
    )
    await expect(attempt({ folder: path.join(work, 'nada') })).rejects.toThrow(
      'Pasta de backup não encontrada',
    )
    await expect(attempt({ postgres: true })).rejects.toThrow('Use pg_restore')

    // A damaged page whose manifest was rewritten to match: integrity_check still catches it.
    const damaged = path.join(work, 'copia-danificada')
    const bytes = readFileSync(path.join(folder, 'app.db'))
    bytes.fill(0x5a, 4096 * 3, 4096 * 3 + 2000)
    mkdirSync(damaged)
    writeFileSync(path.join(damaged, 'app.db'), bytes)
    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'))
    manifest.database.sha256 = createHash('sha256').update(bytes).digest('hex')
    writeFileSync(path.join(damaged, 'manifest.json'), JSON.stringify(manifest))
    await expect(attempt({ folder: damaged })).rejects.toThrow('está corrompido (integrity_check')
    writeFileSync(path.join(damaged, 'app.db'), 'não é um banco')
    await expect(attempt({ folder: damaged })).rejects.toThrow('não confere com o manifesto')
    expect(existsSync(path.join(busy, 'app.db'))).toBe(false)
  })
})
