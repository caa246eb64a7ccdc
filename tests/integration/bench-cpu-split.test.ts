import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import {
  affinityMask,
  allowedCpus,
  describeSplit,
  parseCpuList,
  pinToServerCpus,
  splitCpus,
} from '../../bench/lib/cpu-split'

const ownCpus = allowedCpus()
const canPin = ownCpus !== null && ownCpus.length >= 2

describe('how the bench shares the CPUs', () => {
  it('gives the load generator the last CPU and the servers the others', () => {
    expect(splitCpus([0, 1])).toEqual({ cpus: [0, 1], loadCpu: 1, serverCpus: [0] })
    expect(splitCpus([3, 0, 2, 1])).toEqual({
      cpus: [0, 1, 2, 3],
      loadCpu: 3,
      serverCpus: [0, 1, 2],
    })
    // A container's cpuset need not start at 0.
    expect(splitCpus([2, 3])).toEqual({ cpus: [2, 3], loadCpu: 3, serverCpus: [2] })
    // One CPU: nothing to separate.
    expect(splitCpus([0])).toBeNull()
    expect(parseCpuList('0-2,4\n')).toEqual([0, 1, 2, 4])
  })

  it("writes nginx's affinity mask with CPU 0 rightmost", () => {
    expect(affinityMask(splitCpus([0, 1])!)).toBe('01')
    expect(affinityMask(splitCpus([0, 1, 2, 3])!)).toBe('0111')
    expect(affinityMask(splitCpus([2, 3])!)).toBe('0100')
  })

  it('says in the report how the CPUs were shared', () => {
    expect(describeSplit(splitCpus([0, 1]))).toBe(
      "load generator pinned to CPU 1; nginx's workers and the app to CPU 0",
    )
    expect(describeSplit(null)).toBe('load generator and servers unpinned')
  })

  it.skipIf(!canPin)("moves a running server's threads to the server CPUs, and back", () => {
    const split = splitCpus(ownCpus ?? [])!
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)'])
    try {
      const pid = child.pid!
      const unpin = pinToServerCpus(pid, split)
      expect(allowedCpus(pid)).toEqual(split.serverCpus)
      unpin()
      expect(allowedCpus(pid)).toEqual(split.cpus)
    } finally {
      child.kill()
    }
  })
})
