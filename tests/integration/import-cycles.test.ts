import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCycles } from '../support/import-cycles'

/*
 * ESLint's import/no-cycle (eslint.layers.mjs) finds the circles of runtime imports; it skips
 * type-only imports by design. This walk counts them too, so a circle made only of types is
 * caught as well.
 */
describe('src imports', () => {
  it('run one way, type-only imports included', () => {
    expect(importCycles(path.join(process.cwd(), 'src'))).toEqual([])
  })

  it('the check finds a circle where there is one, type-only imports included', () => {
    const fixture = 'tests/support/import-cycle-fixture'
    expect(importCycles(path.join(process.cwd(), fixture))).toEqual([
      [`${fixture}/a.ts`, `${fixture}/c.ts`, `${fixture}/b.ts`],
    ])
  })
})
