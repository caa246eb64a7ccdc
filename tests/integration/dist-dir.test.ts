import { describe, expect, it } from 'vitest'
import { distDirFrom } from '@/next-adapter/dist-dir'

describe('NEXT_DIST_DIR', () => {
  it('is .next by default, and another .next* folder of the project when set', () => {
    expect(distDirFrom({})).toBe('.next')
    expect(distDirFrom({ NEXT_DIST_DIR: ' ' })).toBe('.next')
    expect(distDirFrom({ NEXT_DIST_DIR: '.next-test' })).toBe('.next-test')
  })

  it('refuses a folder outside the project or one the ignore rules would not cover', () => {
    for (const value of ['../build', '/tmp/next', 'build', '.next/../x', '.next test'])
      expect(() => distDirFrom({ NEXT_DIST_DIR: value }), value).toThrow(/NEXT_DIST_DIR/)
  })
})
