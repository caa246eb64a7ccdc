import { readdirSync, readFileSync } from 'node:fs'

/*
 * CPU time from Linux's /proc: user + system time of a process and of every process below it
 * (its own and its reaped children's), in milliseconds. On two busy shared cores a page's wall
 * time mostly says how long it waited for a CPU; the CPU it used says what it cost, and moves
 * only when the work does. Null where /proc is not there.
 */

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times, is 100 on every supported platform. */
const MS_PER_TICK = 10

interface ProcStat {
  pid: number
  ppid: number
  ticks: number
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    // utime, stime, cutime, cstime: fields 14 to 17, here 11 to 14 after state and ppid.
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0)
    return { pid, ppid: Number(fields[1]), ticks }
  } catch {
    return null
  }
}

function allStats(): ProcStat[] | null {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .flatMap((name) => readStat(Number(name)) ?? [])
  } catch {
    return null
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return ''
  }
}

/** CPU ms used so far by the processes `roots` and all their descendants. */
export function treeCpuMs(roots: readonly number[]): number | null {
  const stats = allStats()
  if (!stats) return null
  const children = new Map<number, ProcStat[]>()
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat])
  let ticks = 0
  const pending = stats.filter((stat) => roots.includes(stat.pid))
  for (let stat = pending.pop(); stat; stat = pending.pop()) {
    ticks += stat.ticks
    pending.push(...(children.get(stat.pid) ?? []))
  }
  return ticks * MS_PER_TICK
}

/** The Chromium processes this process started (Playwright launches them as its children). */
export function launchedBrowsers(): number[] {
  return (allStats() ?? [])
    .filter((stat) => stat.ppid === process.pid && commandLine(stat.pid).includes('chrom'))
    .map((stat) => stat.pid)
}
