import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCycles } from '../../../tests/support/import-cycles'

describe('src/server/media imports', () => {
  it('run one way: implementations import the storage types, never the other way round', () => {
    expect(importCycles(path.join(process.cwd(), 'src/server/media'))).toEqual([])
  })

  it('the check finds a circle where there is one, type-only imports included', () => {
    const fixture = 'tests/support/import-cycle-fixture'
    expect(importCycles(path.join(process.cwd(), fixture))).toEqual([
      [`${fixture}/a.ts`, `${fixture}/c.ts`, `${fixture}/b.ts`],
    ])
  })
})
