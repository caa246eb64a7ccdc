import { describe, expect, it } from 'vitest'
import { affinityMask, describeSplit, splitCpus } from '../../bench/lib/cpu-split'

describe('how the bench shares the CPUs', () => {
  it('gives the load generator the last CPU and the servers the others', () => {
    expect(splitCpus(2)).toEqual({ count: 2, loadCpu: 1, serverCpus: [0] })
    expect(splitCpus(4)).toEqual({ count: 4, loadCpu: 3, serverCpus: [0, 1, 2] })
    // One CPU: nothing to separate.
    expect(splitCpus(1)).toBeNull()
  })

  it("writes nginx's affinity mask with CPU 0 rightmost", () => {
    expect(affinityMask(splitCpus(2)!)).toBe('01')
    expect(affinityMask(splitCpus(4)!)).toBe('0111')
  })

  it('says in the report how the CPUs were shared', () => {
    expect(describeSplit(splitCpus(2))).toBe(
      "load generator pinned to CPU 1, nginx's workers to CPU 0",
    )
    expect(describeSplit(null)).toBe('load generator and servers unpinned')
  })
})
