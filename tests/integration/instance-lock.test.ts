import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { acquireInstanceLock } from '@/next-adapter/instance-lock.mjs'
import { localUploadsWarning, runStartChecks } from '@/next-adapter/start-checks.mjs'

/*
 * A second server on the same SQLite database is refused, a server killed with -9
 * leaves no lock behind, and a PostgreSQL start with local uploads warns. Each "server" holding
 * the lock is its own process, because the lock is the kernel's per-process file lock.
 */

const root = path.resolve(import.meta.dirname, '../..')
const startChecks = pathToFileURL(path.join(root, 'src/next-adapter/start-checks.mjs')).href
const children: ChildProcess[] = []
const dirs: string[] = []

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'midiaplan-lock-'))
  dirs.push(dir)
  return dir
}

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, S3_BUCKET: _bucket, ...inherited } = process.env
  return { ...inherited, NODE_ENV: 'production', NEXT_DIST_DIR: '.next-absent', ...extra }
}

/**
 * A process that runs serve.mjs's start checks and stays alive, as a started server does, keeping
 * no reference to what they return and collecting its garbage, as a server soon does.
 */
async function holder(dataDir: string): Promise<ChildProcess> {
  const code = `const { runStartChecks } = await import(${JSON.stringify(startChecks)})
const refused = Boolean(runStartChecks(process.env).error)
for (let n = 0; n < 3; n++) { globalThis.gc(); await new Promise((r) => setTimeout(r, 20)) }
process.stdout.write(refused ? 'refused\\n' : 'held\\n')
setInterval(() => {}, 60_000)`
  const child = spawn(process.execPath, ['--expose-gc', '--input-type=module', '-e', code], {
    env: baseEnv({ DATA_DIR: dataDir }),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const line = await new Promise<string>((resolve) =>
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  )
  expect(line).toBe('held')
  return child
}

/** Runs the real src/next-adapter/serve.mjs until it exits or prints `until`; its output and exit code. */
function serve(env: NodeJS.ProcessEnv, until?: string) {
  const child = spawn(process.execPath, ['src/next-adapter/serve.mjs'], {
    cwd: root,
    env: { ...env, PORT: '0', HOSTNAME_BIND: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (until && output.includes(until)) resolve({ code: null, output })
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('exit', (code) => resolve({ code, output }))
  })
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

describe('one server per SQLite database', () => {
  it('refuses a second serve.mjs on the same database, with what to do', async () => {
    const dataDir = tempDataDir()
    const first = await holder(dataDir)
    const second = await serve(baseEnv({ DATA_DIR: dataDir }))
    expect(second.code).toBe(1)
    expect(second.output).toContain('Este servidor não vai iniciar')
    expect(second.output).toContain(`pid ${first.pid}`)
    expect(second.output).toContain('PostgreSQL (DATABASE_URL)')
    expect(second.output).toContain('SQLITE_ALLOW_SECOND_INSTANCE=1')
  })

  it('stops npm start before it migrates or builds under a running server', async () => {
    const dataDir = tempDataDir()
    const first = await holder(dataDir)
    // tsx as a loader in this one process (its CLI would fork a child that outlives a kill).
    const args = ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts']
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: baseEnv({ DATA_DIR: dataDir, PORT: '3990' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain(`outro servidor (pid ${first.pid}`)
    // Refused before the database was touched: no migration, no seed, no build.
    expect(output).not.toContain('Banco de dados:')
    expect(existsSync(path.join(dataDir, 'app.db'))).toBe(false)
  })

  it('takes over after the holder is killed with -9', async () => {
    const dataDir = tempDataDir()
    const first = await holder(dataDir)
    expect(acquireInstanceLock(dataDir, 'restore').ok).toBe(false)
    await killHard(first)
    const lock = acquireInstanceLock(dataDir, 'restore')
    expect(lock.ok).toBe(true)
    if (lock.ok) lock.release()
    await holder(dataDir)
  })

  it('lets a second process through with SQLITE_ALLOW_SECOND_INSTANCE=1, and other databases', async () => {
    const dataDir = tempDataDir()
    await holder(dataDir)
    const allowed = runStartChecks({ DATA_DIR: dataDir, SQLITE_ALLOW_SECOND_INSTANCE: '1' })
    expect(allowed.error).toBeUndefined()
    const other = runStartChecks({ DATA_DIR: tempDataDir() })
    expect(other.error).toBeUndefined()
    if ('lock' in other) other.lock?.release()
    const postgres = runStartChecks({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x@h/db' })
    expect(postgres.error).toBeUndefined()
  })
})

describe('local uploads with PostgreSQL', () => {
  it('serve.mjs warns that other instances will not see the images', async () => {
    const dataDir = tempDataDir()
    const env = baseEnv({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })
    const started = await serve(env, 'S3_BUCKET')
    expect(started.output).toContain('as imagens enviadas ficam no disco deste servidor')
    expect(started.output).toContain(path.join(dataDir, 'uploads'))
  })

  it('does not warn with S3 or with SQLite', () => {
    const postgres = { DATABASE_URL: 'postgres://x@h/db', DATA_DIR: '/srv/data' }
    expect(localUploadsWarning(postgres)).toContain('/srv/data/uploads')
    expect(localUploadsWarning({ ...postgres, S3_BUCKET: 'imagens' })).toBeNull()
    expect(localUploadsWarning({ DATA_DIR: '/srv/data' })).toBeNull()
  })
})
