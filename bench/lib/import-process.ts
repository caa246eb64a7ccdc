import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { npmScriptCommand } from '../../scripts/lib/npm-script'
import { processTree, SAMPLE_INTERVAL_MS, statusKib } from './memory'

/*
 * One `npm run import` as a user runs it (package.json's command, without npm itself), timed
 * from start to exit, with the memory of its whole process tree: the resident sum sampled
 * every 250 ms, and the sum of each process's own high-water mark (VmHWM, kept by
 * the kernel between samples), which is never below the tree's true peak: the figure judged.
 */

export interface ImportProcessRun {
  args: string[]
  seconds: number
  /** Highest sampled sum of VmRSS over the tree. */
  peakTreeRssMiB: number | null
  /** Sum over the tree's processes of each one's VmHWM: an upper bound of the peak. */
  hwmSumMiB: number | null
  /** The largest single process's VmHWM (the importer itself). */
  importerHwmMiB: number | null
  /** CPU time of the tree (user + system, sampled): with `seconds`, how busy the CPUs were. */
  cpuSeconds: number | null
  /** The last lines the command printed (its report's summary). */
  tail: string[]
}

const readProc = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}
/** utime + stime of `/proc/<pid>/stat`, in clock ticks (fields 14 and 15, after the name). */
export function statTicks(stat: string): number | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const [user, system] = [Number(fields[11]), Number(fields[12])]
  return Number.isFinite(user) && Number.isFinite(system) ? user + system : null
}
/** Linux's USER_HZ: what /proc counts CPU time in. */
const TICKS_PER_SECOND = 100

const mib = (kib: number | null) => (kib === null ? null : Math.round(kib / 1024))

export function runImportProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<ImportProcessRun> {
  const started = performance.now()
  const { command, args: scriptArgs } = npmScriptCommand('import')
  const child = spawn(command, [...scriptArgs, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const hwm = new Map<number, number>()
  const ticks = new Map<number, number>()
  let peakTree: number | null = null
  const sample = () => {
    if (!child.pid) return
    let tree = 0
    for (const pid of processTree(child.pid)) {
      const status = readProc(`/proc/${pid}/status`) ?? ''
      tree += statusKib(status, 'VmRSS') ?? 0
      const high = statusKib(status, 'VmHWM')
      if (high !== null) hwm.set(pid, Math.max(hwm.get(pid) ?? 0, high))
      const used = statTicks(readProc(`/proc/${pid}/stat`) ?? '')
      if (used !== null) ticks.set(pid, Math.max(ticks.get(pid) ?? 0, used))
    }
    if (tree > 0) peakTree = Math.max(peakTree ?? 0, tree)
  }
  const timer = setInterval(sample, SAMPLE_INTERVAL_MS)
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000)
  })
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk))
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      clearInterval(timer)
      const seconds = (performance.now() - started) / 1000
      const tail = output.trim().split('\n').slice(-12)
      if (code !== 0)
        return reject(new Error(`npm run import -- ${args.join(' ')} exited ${code}:\n${output}`))
      const highs = [...hwm.values()]
      resolve({
        args,
        seconds,
        peakTreeRssMiB: mib(peakTree),
        hwmSumMiB: highs.length ? mib(highs.reduce((a, b) => a + b, 0)) : null,
        importerHwmMiB: highs.length ? mib(Math.max(...highs)) : null,
        cpuSeconds: ticks.size
          ? [...ticks.values()].reduce((a, b) => a + b, 0) / TICKS_PER_SECOND
          : null,
        tail,
      })
    })
  })
}
