import { readFileSync, readdirSync } from 'node:fs'
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
    // The README's `npm test`: checks, both Node projects, then the browser.
    expect(scripts.test).toMatch(/typecheck.*lint.*format:check.*vitest run &&.*test:e2e$/)
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
