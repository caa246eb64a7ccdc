import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { onLoadCpu } from './cpu-split'
import { ensureProgram } from './nginx'

/*
 * wrk (Debian's `wrk` package) as the load generator when the machine has it. autocannon runs
 * in one Node thread and parses every response in JavaScript: on this 2-CPU machine it tops out
 * near 3,000 req/s on the article's 30 KB gzip answer whatever serves it (the app's
 * micro-cache or nginx's), while wrk measured 15,000 req/s from the app and 25,000 from nginx
 * in the same minute. Below that ceiling both agree; above it, only wrk measures the server.
 */

export interface WrkRound {
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  errors: number
  non2xx: number
}

let lookup: string | null | undefined
/**
 * The wrk binary, installed with apt-get when missing and the bench is root (as nginx is), or
 * null: then autocannon measures, and the report names it. BENCH_LOAD_TOOL=autocannon forces it.
 */
export function findWrk(): string | null {
  if (process.env.BENCH_LOAD_TOOL === 'autocannon') return null
  if (lookup !== undefined) return lookup
  const found = ensureProgram('wrk')
  if (found.bin === null) console.warn(`wrk: ${found.reason}; autocannon measures instead.`)
  lookup = found.bin
  return lookup
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }

/** "146.75ms" → 146.75; null when it is not a wrk duration. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)(us|ms|s|m)$/.exec(text.trim())
  if (!match?.[1] || !match[2]) return null
  const factor = UNIT_MS[match[2]]
  return factor === undefined ? null : Math.round(Number(match[1]) * factor * 1000) / 1000
}

/** The figures of `wrk --latency` output; throws when a required line is missing. */
export function parseWrkOutput(output: string): WrkRound {
  const rate = /Requests\/sec:\s+(\d+(?:\.\d+)?)/.exec(output)?.[1]
  const p50 = /^\s+50%\s+(\S+)\s*$/m.exec(output)?.[1]
  const p99 = /^\s+99%\s+(\S+)\s*$/m.exec(output)?.[1]
  if (rate === undefined || p50 === undefined || p99 === undefined)
    throw new Error(`wrk output not understood:\n${output}`)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0)
  return {
    requestsPerSecond: Math.round(Number(rate)),
    latencyP50Ms: parseDuration(p50) ?? 0,
    latencyP99Ms: parseDuration(p99) ?? 0,
    errors,
    non2xx,
  }
}

// Each request a new `?x=`: caches keyed on the whole address send every one to the app.
const RANDOM_QUERY_SCRIPT = `
local n = 0
local salt = tostring(math.random(100000000))
request = function()
  n = n + 1
  return wrk.format(nil, wrk.path .. "?x=" .. salt .. "-" .. n)
end
`

/** One wrk run: one thread on its own CPU (the server has the others), keep-alive, gzip asked. */
export async function wrkRound(options: {
  url: string
  connections: number
  seconds: number
  headers: Record<string, string>
  randomQuery?: boolean
}): Promise<WrkRound> {
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency']
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}: ${value}`)
  let scriptDir: string | null = null
  if (options.randomQuery) {
    scriptDir = mkdtempSync(path.join(os.tmpdir(), 'midiaplan-wrk-'))
    const script = path.join(scriptDir, 'random-query.lua')
    writeFileSync(script, RANDOM_QUERY_SCRIPT)
    args.push('-s', script)
  }
  args.push(options.url)
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const [bin, pinnedArgs] = onLoadCpu(findWrk() ?? 'wrk', args)
      const child = spawn(bin, pinnedArgs, { stdio: ['ignore', 'pipe', 'inherit'] })
      let text = ''
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
      child.on('error', reject)
      child.on('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}:\n${text}`)),
      )
    })
    return parseWrkOutput(output)
  } finally {
    if (scriptDir) rmSync(scriptDir, { recursive: true, force: true })
  }
}
