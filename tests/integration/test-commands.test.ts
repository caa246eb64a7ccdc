import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import config from '../../vitest.config'

const root = path.resolve(import.meta.dirname, '../..')

type Project = { test?: { name?: string; include?: string[] } }

function projects(): Project[] {
  const list = (config.test as { projects?: Project[] } | undefined)?.projects
  if (!list) throw new Error('vitest.config.ts has no projects')
  return list
}

/** Every *.test.ts(x) the two Node test projects may hold (e2e has its own config). */
function testFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
}

function matches(file: string, pattern: string): boolean {
  return path.matchesGlob(file, pattern)
}

describe('test commands', () => {
  it('npm run test:unit, test:integration and test:quick run what their names say', () => {
    const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
    expect(scripts['test:unit']).toBe('vitest run --project unit')
    expect(scripts['test:integration']).toBe('vitest run --project integration')
    expect(scripts['test:quick']).toBe('npm run typecheck && npm run lint && npm run test:unit')
    // The README's `npm test`: the static checks, both Node projects, then the browser.
    expect(scripts.test).toBe('npm run check && vitest run && npm run test:e2e')
    expect(scripts.check).toBe('node scripts/static-checks.mjs')
  })

  it('npm run check runs the typecheck, the lint and the format check side by side', async () => {
    const { CHECKS, runChecks } = await import('../../scripts/static-checks.mjs')
    expect(
      CHECKS.map((check) => [check.name, path.relative(root, check.script), check.args]),
    ).toEqual([
      ['typecheck', 'node_modules/typescript/bin/tsc', ['--noEmit']],
      ['lint', 'node_modules/eslint/bin/eslint.js', ['.', '--max-warnings=0']],
      ['format:check', 'node_modules/prettier/bin/prettier.cjs', ['--check', '.']],
    ])
    // One failing check fails the whole command, and every check's output is printed whole.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'checks-'))
    const passing = path.join(dir, 'passing.mjs')
    const failing = path.join(dir, 'failing.mjs')
    writeFileSync(passing, "console.log('tudo certo')")
    writeFileSync(failing, "console.error('erro de formato'); process.exit(2)")
    try {
      let output = ''
      const write = (text: string) => {
        output += text
      }
      expect(await runChecks([{ name: 'a', script: passing, args: [] }], write)).toBe(true)
      const both = [
        { name: 'a', script: passing, args: [] },
        { name: 'b', script: failing, args: [] },
      ]
      expect(await runChecks(both, write)).toBe(false)
      expect(output).toMatch(/> b: failed \(exit 2\) in [\d.]+ s\nerro de formato/)
      expect(output).toMatch(/> a: ok in [\d.]+ s\ntudo certo/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('puts every test file in exactly one project: pure code in unit, the rest in integration', () => {
    const byName = new Map(projects().map((p) => [p.test?.name, p.test?.include ?? []]))
    const unit = byName.get('unit')
    const integration = byName.get('integration')
    expect(unit).toBeDefined()
    expect(integration).toBeDefined()
    const files = [...testFiles('src'), ...testFiles('tests/integration')]
    expect(files.length).toBeGreaterThan(100)
    for (const file of files) {
      const inUnit = unit!.some((pattern) => matches(file, pattern))
      const inIntegration = integration!.some((pattern) => matches(file, pattern))
      expect({ file, inUnit, inIntegration }).toEqual({
        file,
        inUnit: file.startsWith('src/'),
        inIntegration: file.startsWith('tests/'),
      })
    }
  })
})
