import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { npmScriptCommand } from '../../scripts/lib/npm-script'
import { TEST_DIALECTS, createTestDatabase, type TestDatabase } from '../support/databases'
import { GHOST_FIXTURE, fixtureCopy, startImageServer, type ImageServer } from './import-support'

/*
 * `npm run import` as an operator runs it, on both databases: it migrates a database that is
 * not yet, `--simular` prints what would happen and writes nothing, and an import prints its
 * summary, keeps its run and report, and is audited; a wrong option is a pt-BR message.
 */

const root = path.resolve(import.meta.dirname, '../..')
// What `npm run import` starts, flags included: one node process (no tsx launcher above it).
const { command, args: scriptArgs } = npmScriptCommand('import')

function importScript(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _url, IMPORT_PRIVATE_HOSTS: _hosts, ...inherited } = process.env
  const child = spawn(command, [...scriptArgs, ...args], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  )
}

let server: ImageServer
let file = ''
beforeAll(async () => {
  server = await startImageServer()
  file = fixtureCopy(GHOST_FIXTURE, ['https://images.unsplash.com'], server.origin)
})
afterAll(() => server.close())

describe.each(TEST_DIALECTS)('npm run import on %s', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(dialect, false)
  })
  afterAll(() => database.drop())
  const db = () => database.handle.db

  it('refuses a wrong option or a missing file with a pt-BR message', async () => {
    const wrong = await importScript([file, '--midia', 'apagar'], database.env)
    expect(wrong.code).toBe(1)
    expect(wrong.output).toContain('Use --midia baixar ou --midia manter.')
    const missing = await importScript(['/nao/existe.xml'], database.env)
    expect(missing.code).toBe(1)
    expect(missing.output).toContain('Arquivo não encontrado: /nao/existe.xml')
  })

  it('simulates: prints every post with what would happen and its warnings, writes nothing', async () => {
    server.requests.length = 0
    const { code, output } = await importScript(
      [file, '--simular', '--site', server.origin],
      database.env,
    )
    expect(code).toBe(0)
    expect(output).toContain('Simulação de Ghost: Blog da Equipe')
    expect(output).toContain('Posts: será criado: 5')
    expect(output).toMatch(
      /\[Será criado\] Guia rápido do editor \(\/blog\/post\/guia-rapido-do-editor, Publicado\)/,
    )
    expect(output).toContain('Blocos do Ghost sem equivalente aqui ficaram de fora: paywall.')
    expect(output).toContain('Simulação: nada foi gravado.')
    expect(server.requests).toEqual([])
    // Migrated first, then nothing written.
    for (const table of [
      'blog_posts',
      'import_runs',
      'import_items',
      'redirects',
      'audit_log',
    ] as const)
      expect(await db().selectFrom(table).selectAll().execute()).toEqual([])
  })

  it('imports, printing the summary, and keeps the run, its report and two audit entries', async () => {
    const { code, output } = await importScript([file, '--site', server.origin], {
      ...database.env,
      IMPORT_PRIVATE_HOSTS: '127.0.0.1',
    })
    expect(code, output).toBe(0)
    expect(output).toContain('Importando os posts')
    expect(output).toContain('Posts: criado: 5')
    expect(output).toContain('Imagens: criado: 4')
    expect(output).toContain('Importação concluída.')
    expect(await db().selectFrom('blog_posts').select('id').execute()).toHaveLength(5)
    const [run] = await db().selectFrom('import_runs').selectAll().execute()
    expect(run).toMatchObject({
      via: 'cli',
      status: 'done',
      dry_run: false,
      source: 'ghost',
      progress: 100,
      actor_id: null,
    })
    expect(JSON.parse(run?.report ?? '{}').counts.post.created).toBe(5)
    const audit = await db().selectFrom('audit_log').select(['action', 'target_id']).execute()
    expect(audit.map((entry) => entry.action).sort()).toEqual(['import.finished', 'import.started'])
    expect(audit.every((entry) => entry.target_id === run?.id)).toBe(true)
  })
})
