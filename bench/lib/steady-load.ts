/*
 * A steady load that counts every failed request, for the restart figures (bench cluster part,
 * e2e/rolling-restart.e2e.ts): autocannon sums errors, this keeps what each one was.
 */

export interface Load {
  ok: number
  failures: string[]
  /** Stops the loops and waits for the requests in flight. */
  stop: () => Promise<void>
}

/** `connections` loops, each fetching the paths in turn, until stopped; counts what failed. */
export function startLoad(origin: string, paths: readonly string[], connections: number): Load {
  let running = true
  const load: Load = { ok: 0, failures: [], stop: async () => {} }
  const loop = async (offset: number) => {
    for (let n = offset; running; n++) {
      const pathname = paths[n % paths.length] ?? '/'
      try {
        const response = await fetch(`${origin}${pathname}`, {
          signal: AbortSignal.timeout(15_000),
        })
        await response.arrayBuffer()
        if (response.ok) load.ok += 1
        else load.failures.push(`${pathname}: ${response.status}`)
      } catch (error) {
        load.failures.push(`${pathname}: ${error instanceof Error ? error.message : error}`)
      }
    }
  }
  const loops = Array.from({ length: connections }, (_, index) => loop(index))
  load.stop = async () => {
    running = false
    await Promise.all(loops)
  }
  return load
}
