import { readdirSync, readFileSync } from 'node:fs'

/*
 * Peak memory of the app server during the bench: its process tree's resident set (VmRSS) is
 * sampled every 250 ms and the highest sum kept, beside the main process's own high-water mark
 * (VmHWM, which the kernel keeps between samples). Linux only; elsewhere the figures are null.
 */

export const SAMPLE_INTERVAL_MS = 250

/** A `/proc/<pid>/status` field in KiB, or null when absent. */
export function statusKib(status: string, field: 'VmRSS' | 'VmHWM'): number | null {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)
  return match?.[1] ? Number(match[1]) : null
}

/** Child pids from `/proc/<pid>/task/<tid>/children` (space-separated). */
export function parseChildren(text: string): number[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .filter((pid) => Number.isInteger(pid) && pid > 0)
}

export type ProcReader = (file: string) => string | null

const readProc: ProcReader = (file) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null // the process ended between two reads, or not Linux
  }
}

function tasks(pid: number): string[] {
  try {
    return readdirSync(`/proc/${pid}/task`)
  } catch {
    return [String(pid)]
  }
}

/** The pid and all its descendants. */
export function processTree(
  pid: number,
  read: ProcReader = readProc,
  listTasks: (pid: number) => string[] = tasks,
): number[] {
  const seen = new Set<number>()
  const queue = [pid]
  while (queue.length) {
    const current = queue.shift() as number
    if (seen.has(current)) continue
    seen.add(current)
    for (const tid of listTasks(current))
      queue.push(...parseChildren(read(`/proc/${current}/task/${tid}/children`) ?? ''))
  }
  return [...seen]
}

/** Sum of VmRSS over the tree, in KiB (shared pages count once per process: an upper bound). */
export function treeRssKib(
  pid: number,
  read: ProcReader = readProc,
  listTasks: (pid: number) => string[] = tasks,
): number | null {
  let total = 0
  let any = false
  for (const member of processTree(pid, read, listTasks)) {
    const kib = statusKib(read(`/proc/${member}/status`) ?? '', 'VmRSS')
    if (kib !== null) {
      total += kib
      any = true
    }
  }
  return any ? total : null
}

export interface MemoryPeak {
  /** Highest sampled VmRSS sum of the server's process tree. */
  peakTreeRssMiB: number | null
  /** Highest VmHWM of the server's main process (over restarts, the highest of each). */
  peakHwmMiB: number | null
  samples: number
}

const mib = (kib: number | null) => (kib === null ? null : Math.round(kib / 1024))

/** Samples whichever process `pid()` names now (the server may be restarted meanwhile). */
export function startMemorySampler(pid: () => number | undefined) {
  let peakTree: number | null = null
  let peakHwm: number | null = null
  let samples = 0
  const sample = () => {
    const current = pid()
    if (current === undefined) return
    const tree = treeRssKib(current)
    const hwm = statusKib(readProc(`/proc/${current}/status`) ?? '', 'VmHWM')
    if (tree !== null) {
      peakTree = Math.max(peakTree ?? 0, tree)
      samples += 1
    }
    if (hwm !== null) peakHwm = Math.max(peakHwm ?? 0, hwm)
  }
  const timer = setInterval(sample, SAMPLE_INTERVAL_MS)
  timer.unref()
  return {
    /** Call before stopping a server, so its last high-water mark is kept. */
    sample,
    stop: (): MemoryPeak => {
      clearInterval(timer)
      sample()
      return { peakTreeRssMiB: mib(peakTree), peakHwmMiB: mib(peakHwm), samples }
    },
  }
}
