import { afterEach, describe, expect, it } from 'vitest'
import { selectedParts } from '../../bench/lib/parts'

/* The long parts of `npm run bench` run only when BENCH_ONLY names them. */
describe('opt-in bench parts', () => {
  const saved = process.env.BENCH_ONLY
  afterEach(() => {
    if (saved === undefined) delete process.env.BENCH_ONLY
    else process.env.BENCH_ONLY = saved
  })

  it.each(['scale', 'cluster', 'analytics', 'migration'] as const)(
    '%s runs only when named',
    (part) => {
      delete process.env.BENCH_ONLY
      expect(selectedParts().has(part)).toBe(false)
      process.env.BENCH_ONLY = part
      expect([...selectedParts()]).toEqual([part])
    },
  )
})
