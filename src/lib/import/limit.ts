/*
 * At most `slots` tasks at a time, the others queued in the order they asked: how many images
 * an import downloads and processes at once (a bound on CPUs and memory, whatever the number of
 * posts waiting for their images).
 */

export interface Limit {
  run<T>(task: () => Promise<T>): Promise<T>
  /** Tasks running now. */
  readonly active: number
}

export function createLimit(slots: number): Limit {
  if (!Number.isInteger(slots) || slots < 1) throw new RangeError(`slots must be ≥ 1: ${slots}`)
  const waiting: (() => void)[] = []
  let active = 0
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else active -= 1
  }
  return {
    get active() {
      return active
    },
    async run(task) {
      // A freed slot passes straight to the next waiter, so `active` never exceeds `slots`.
      if (active < slots) active += 1
      else await new Promise<void>((resolve) => waiting.push(resolve))
      try {
        return await task()
      } finally {
        release()
      }
    },
  }
}
