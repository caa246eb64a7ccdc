import { spawnSync } from 'node:child_process'

/*
 * The load generator and the servers it measures on separate CPUs. On this 2-CPU machine wrk,
 * nginx's workers and the app otherwise take turns on the same cores, and a figure measures the
 * scheduler as much as the server. wrk gets the last CPU; nginx's workers and every thread of
 * the app the others, so both servers compared have the same CPUs (in production nginx runs a
 * worker on every core while an instance uses about one: this is nginx's least favourable
 * case). Nothing is pinned on one CPU, without taskset, or with BENCH_PIN=0 (to compare).
 */

export interface CpuSplit {
  /** The CPUs this process may run on (all of them, outside a container's cpuset). */
  cpus: number[]
  /** The load generator's CPU. */
  loadCpu: number
  /** The CPUs left to the servers measured. */
  serverCpus: number[]
}

export function splitCpus(cpus: readonly number[]): CpuSplit | null {
  const sorted = [...cpus].sort((a, b) => a - b)
  const loadCpu = sorted.pop()
  if (loadCpu === undefined || sorted.length === 0) return null
  return { cpus: [...sorted, loadCpu], loadCpu, serverCpus: sorted }
}

/** A taskset CPU list ("0", "0,1", "0-2,4") as numbers. */
export function parseCpuList(list: string): number[] {
  return list
    .trim()
    .split(',')
    .filter(Boolean)
    .flatMap((part) => {
      const [from = 0, to = from] = part.split('-').map(Number)
      return Array.from({ length: to - from + 1 }, (_, i) => from + i)
    })
}

/** The CPUs a process may run on, or null without taskset. */
export function allowedCpus(pid: number = process.pid): number[] | null {
  const result = spawnSync('taskset', ['-c', '-p', String(pid)], { encoding: 'utf8' })
  if (result.status !== 0) return null
  return parseCpuList(result.stdout.split(':').pop() ?? '')
}

let found: CpuSplit | null | undefined
export function cpuSplit(): CpuSplit | null {
  if (found !== undefined) return found
  const cpus = process.env.BENCH_PIN === '0' ? null : allowedCpus()
  found = cpus ? splitCpus(cpus) : null
  return found
}

/** nginx's `worker_cpu_affinity auto` mask: one digit a CPU, the highest first, 1 for each used. */
export function affinityMask(split: CpuSplit): string {
  const width = Math.max(...split.cpus) + 1
  return Array.from({ length: width }, (_, i) =>
    split.serverCpus.includes(width - 1 - i) ? '1' : '0',
  ).join('')
}

/** The command and arguments that run `bin` on the load generator's CPU. */
export function onLoadCpu(bin: string, args: string[]): [string, string[]] {
  const split = cpuSplit()
  return split ? ['taskset', ['-c', String(split.loadCpu), bin, ...args]] : [bin, args]
}

/** Moves every thread of a running process to the server CPUs; returns what undoes it. */
export function pinToServerCpus(pid: number, split: CpuSplit): () => void {
  const taskset = (cpus: readonly number[]) => {
    const result = spawnSync('taskset', ['-a', '-p', '-c', cpus.join(','), String(pid)], {
      encoding: 'utf8',
    })
    if (result.status !== 0)
      throw new Error(`taskset could not pin process ${pid}: ${result.stderr.trim()}`)
  }
  taskset(split.serverCpus)
  return () => taskset(split.cpus)
}

/** How the CPUs were shared, for the report. */
export function describeSplit(split: CpuSplit | null): string {
  if (!split) return 'load generator and servers unpinned'
  const servers = split.serverCpus.join(',')
  return `load generator pinned to CPU ${split.loadCpu}; nginx's workers and the app to CPU ${servers}`
}
