import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/*
 * The project's own ESLint config on small snippets placed in each layer: the rules that keep
 * layers running one way (app → components → server → lib) and imports free of circles must
 * flag a wrong-direction import, relative or aliased, and leave a right-direction one alone.
 */
const ROOT = process.cwd()
const LAYER_RULES = new Set(['import/no-restricted-paths', 'import/no-cycle'])
let eslint: ESLint
let directionOnly: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT })
  // import/no-cycle reads the linted file back from disk, so it cannot lint a probe that exists
  // only here; the direction cases turn it off and place their probes anywhere.
  directionOnly = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-cycle': 'off' } } })
})

/** The layer and cycle errors ESLint reports for `code` saved at `file`. */
async function layerErrors(file: string, code: string, linter = directionOnly): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(ROOT, file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId && LAYER_RULES.has(message.ruleId))
    .map((message) => `${message.ruleId}: ${message.message}`)
}

const importOf = (specifier: string) =>
  `import * as target from '${specifier}'\n\nexport { target }\n`

describe.each([
  ['src/lib/probe.ts', '@/server/db/types'],
  ['src/lib/probe.ts', '../server/db/types'],
  ['src/lib/probe.ts', '@/components/ui/button-styles'],
  ['src/lib/validations/probe.ts', '../../components/ui/button-styles'],
  ['src/lib/probe.ts', '@/app/layout'],
  ['src/next-adapter/probe.ts', '@/server/db/types'],
  ['src/next-adapter/probe.ts', '../components/ui/button-styles'],
  ['src/server/probe.ts', '@/components/ui/button-styles'],
  ['src/server/blog/probe.ts', '../../app/layout'],
  ['src/server/probe.ts', '../../scripts/db-migrate'],
  ['src/server/probe.ts', '../../tests/support/import-cycles'],
  ['src/components/probe.tsx', '@/app/layout'],
  ['src/app/probe.ts', '../../scripts/db-migrate'],
  ['src/proxy-probe.ts', '../scripts/db-migrate'],
])('%s importing %s', (file, specifier) => {
  it('is an error: layers run one way', async () => {
    const errors = await layerErrors(file, importOf(specifier))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^import\/no-restricted-paths: /)
  })

  it('is an error as a type-only import or a dynamic import() too', async () => {
    const typeOnly = `import type * as target from '${specifier}'\n\nexport type { target }\n`
    const dynamic = `export const load = () => import('${specifier}')\n`
    expect(await layerErrors(file, typeOnly)).toHaveLength(1)
    expect(await layerErrors(file, dynamic)).toHaveLength(1)
  })
})

describe.each([
  ['src/lib/probe.ts', '@/lib/domain'],
  ['src/lib/validations/probe.ts', '../blog-paths'],
  ['src/lib/probe.ts', 'zod'],
  ['src/next-adapter/probe.ts', '@/lib/domain'],
  ['src/server/probe.ts', '@/server/db/types'],
  ['src/server/probe.ts', '../lib/domain'],
  ['src/components/probe.tsx', '@/server/db/types'],
  ['src/components/probe.tsx', '@/lib/blog-paths'],
  ['src/app/probe.ts', '@/components/ui/button-styles'],
  ['src/app/probe.ts', '../server/db/types'],
  ['src/server/probe.test.ts', '../../tests/support/import-cycles'],
])('%s importing %s', (file, specifier) => {
  it('is allowed: it points down or within its layer', async () => {
    expect(await layerErrors(file, importOf(specifier))).toEqual([])
  })
})

describe('import circles', () => {
  const start = 'tests/support/layers-lint-fixture/start.ts'

  it('are an error: start.ts importing next.ts, which imports start.ts', async () => {
    const code = `import { next } from './next'\n\nexport const start = 1\nexport const after = next\n`
    const errors = await layerErrors(start, code, eslint)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^import\/no-cycle: /)
  })

  it('leave a one-way chain alone: start.ts as it is, imported by next.ts', async () => {
    const next = 'tests/support/layers-lint-fixture/next.ts'
    expect(await layerErrors(start, 'export const start = 1\n', eslint)).toEqual([])
    expect(await layerErrors(next, importOf('./start'), eslint)).toEqual([])
  })
})
