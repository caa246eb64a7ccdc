import { spawnSync } from 'node:child_process'
import os from 'node:os'

/*
 * The load generator and the server it measures on separate CPUs. On this 2-CPU machine wrk and
 * nginx's workers otherwise take turns on the same cores, and a figure measures the scheduler
 * as much as the server. wrk gets the last CPU; nginx's workers the others; the app (one Node
 * thread serving) is left to the scheduler, which gives it the CPU wrk does not use. Nothing is
 * pinned on one CPU, without taskset, or with BENCH_PIN=0 (to compare).
 */

export interface CpuSplit {
  /** How many CPUs the machine has. */
  count: number
  /** The load generator's CPU. */
  loadCpu: number
  /** The CPUs left to the server measured. */
  serverCpus: number[]
}

export function splitCpus(count: number): CpuSplit | null {
  if (count < 2) return null
  return {
    count,
    loadCpu: count - 1,
    serverCpus: Array.from({ length: count - 1 }, (_, cpu) => cpu),
  }
}

let found: CpuSplit | null | undefined
export function cpuSplit(): CpuSplit | null {
  if (found !== undefined) return found
  const taskset = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0
  found = process.env.BENCH_PIN !== '0' && taskset ? splitCpus(os.availableParallelism()) : null
  return found
}

/** nginx's `worker_cpu_affinity auto` mask: one digit a CPU, the highest first, 1 for each used. */
export function affinityMask(split: CpuSplit): string {
  return Array.from({ length: split.count }, (_, i) =>
    split.serverCpus.includes(split.count - 1 - i) ? '1' : '0',
  ).join('')
}

/** The command and arguments that run `bin` on the load generator's CPU. */
export function onLoadCpu(bin: string, args: string[]): [string, string[]] {
  const split = cpuSplit()
  return split ? ['taskset', ['-c', String(split.loadCpu), bin, ...args]] : [bin, args]
}

/** How the CPUs were shared, for the report. */
export function describeSplit(split: CpuSplit | null): string {
  if (!split) return 'load generator and servers unpinned'
  const servers = split.serverCpus.join(',')
  return `load generator pinned to CPU ${split.loadCpu}, nginx's workers to CPU ${servers}`
}
