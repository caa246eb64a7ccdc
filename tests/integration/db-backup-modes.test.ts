import { spawn } from 'node:child_process'
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '@/server/db/connection'
import { migrateToLatest } from '@/server/db/migrate'

/*
 * A backup holds leads, password hashes, the audit and consent logs and the auth secret: what
 * `npm run db:backup` and `npm run db:restore` create is readable by its owner only (folders
 * 0700, files 0600), even when the operator's shell has the usual umask 022 and the source
 * files are 0644 / 0755, as a server started with that umask leaves them. SQLite only: with
 * PostgreSQL the backup is pg_dump's, run by the operator.
 */

const root = path.resolve(import.meta.dirname, '../..')
const tsx = createRequire(import.meta.url).resolve('tsx/cli')

let work: string
let source: DatabaseHandle

/** Runs a script as an operator's shell with umask 022 would. */
function script(name: string, args: string[], dataDir: string) {
  const { DATABASE_URL: _url, BETTER_AUTH_SECRET: _secret, ...inherited } = process.env
  const command = [process.execPath, tsx, '--conditions=react-server', name, ...args]
  const child = spawn('/bin/sh', ['-c', 'umask 022 && exec "$@"', 'sh', ...command], {
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

/** Every entry under `dir` (itself included) as `relative path -> "folder 755"`, `"file 644"`. */
function modes(dir: string, base = dir): Record<string, string> {
  const describe = (entry: string) => {
    const info = statSync(entry)
    return `${info.isDirectory() ? 'folder' : 'file'} ${(info.mode & 0o777).toString(8)}`
  }
  const out: Record<string, string> = { [path.relative(base, dir) || '.']: describe(dir) }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) Object.assign(out, modes(full, base))
    else out[path.relative(base, full)] = describe(full)
  }
  return out
}

function expectPrivate(tree: Record<string, string>) {
  const ownerOnly = Object.fromEntries(
    Object.entries(tree).map(([entry, mode]) => [
      entry,
      mode.startsWith('folder') ? 'folder 700' : 'file 600',
    ]),
  )
  expect(tree).toEqual(ownerOnly)
}

/** A file or folder created as a server with umask 022 creates it. */
function open(file: string, content?: string) {
  if (content === undefined) mkdirSync(file, { recursive: true })
  else writeFileSync(file, content)
  chmodSync(file, content === undefined ? 0o755 : 0o644)
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'midiaplan-backup-modes-'))
  const data = path.join(work, 'data')
  for (const dir of [data, `${data}/uploads`, `${data}/uploads/blog-images`]) open(dir)
  open(`${data}/uploads/blog-images/0123456789abcdef0123456789abcdef.webp`, 'imagem')
  open(`${data}/uploads/blog-images/0123456789abcdef0123456789abcdef-640.webp`, 'menor')
  // Half-written by an upload in progress: left out, as before.
  open(`${data}/uploads/blog-images/0123456789abcdef0123456789abcdef.webp.123.tmp`, 'me')
  writeFileSync(`${data}/auth-secret`, 'segredo-gerado-pelo-servidor', { mode: 0o600 })
  source = openDatabase({ dialect: 'sqlite', file: `${data}/app.db` })
  await migrateToLatest(source.raw)
  for (const file of ['app.db', 'app.db-wal', 'app.db-shm']) chmodSync(`${data}/${file}`, 0o644)
})

afterAll(async () => {
  await source.destroy()
  rmSync(work, { recursive: true, force: true })
})

describe('db:backup and db:restore with umask 022', () => {
  it('create every folder 0700 and every file 0600, the database copy and uploads included', async () => {
    // A parent that does not exist yet: the script creates it too.
    const parent = path.join(work, 'backups')
    const folder = path.join(parent, 'copia')
    const backup = await script('scripts/db-backup.ts', [folder], path.join(work, 'data'))
    expect(backup.output).toContain('Backup gravado em')
    expect(backup.code).toBe(0)
    const saved = modes(parent)
    expect(Object.keys(saved).sort()).toEqual([
      '.',
      'copia',
      'copia/app.db',
      'copia/auth-secret',
      'copia/manifest.json',
      'copia/uploads',
      'copia/uploads/blog-images',
      'copia/uploads/blog-images/0123456789abcdef0123456789abcdef-640.webp',
      'copia/uploads/blog-images/0123456789abcdef0123456789abcdef.webp',
    ])
    expectPrivate(saved)

    // A backup copied back from elsewhere (or made before) may come with loose modes: the
    // restored files are private all the same.
    for (const entry of Object.keys(saved)) {
      const full = path.join(parent, entry)
      chmodSync(full, statSync(full).isDirectory() ? 0o755 : 0o644)
    }
    // Into a DATA_DIR that does not exist yet, then over it with --substituir.
    const dataDir = path.join(work, 'novo', 'data')
    const restore = await script('scripts/db-restore.ts', [folder], dataDir)
    expect(restore.output).toContain('restaurado em')
    expect(restore.code).toBe(0)
    const replace = await script('scripts/db-restore.ts', [folder, '--substituir'], dataDir)
    expect(replace.output).toContain('os dados anteriores estão em')
    expect(replace.code).toBe(0)
    // The server opening the restored database: SQLite gives its WAL and SHM the file's mode.
    const reopened = openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'app.db') })
    await migrateToLatest(reopened.raw)
    const restored = modes(path.join(work, 'novo'))
    await reopened.destroy()
    const names = Object.keys(restored).map((name) => name.replace(/\d{8}-\d{6}/, '<data>'))
    for (const expected of [
      'data/app.db',
      'data/app.db-wal',
      'data/app.db-shm',
      'data/auth-secret',
      'data/uploads/blog-images/0123456789abcdef0123456789abcdef.webp',
      'data/antes-da-restauracao-<data>/app.db',
      'data/antes-da-restauracao-<data>/uploads/blog-images',
    ])
      expect(names).toContain(expected)
    expectPrivate(restored)
  })
})
