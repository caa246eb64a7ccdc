import { describe, expect, it } from 'vitest'
import { createLimit } from './limit'

/** A task the test finishes by hand, so each step is observed, not timed. */
function deferred() {
  let finish: (value: string) => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  const promise = new Promise<string>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  return { promise, finish, fail }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('createLimit', () => {
  it('runs at most `slots` tasks at once, the rest in the order they asked', async () => {
    const limit = createLimit(2)
    const tasks = [deferred(), deferred(), deferred(), deferred()]
    const started: number[] = []
    const results = tasks.map((task, i) =>
      limit.run(() => {
        started.push(i)
        return task.promise
      }),
    )
    await settle()
    expect(started).toEqual([0, 1])
    expect(limit.active).toBe(2)
    tasks[1]?.finish('b')
    await settle()
    expect(started).toEqual([0, 1, 2])
    expect(limit.active).toBe(2)
    tasks[0]?.finish('a')
    tasks[2]?.finish('c')
    await settle()
    expect(started).toEqual([0, 1, 2, 3])
    tasks[3]?.finish('d')
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd'])
    expect(limit.active).toBe(0)
  })

  it('frees the slot of a task that fails, and passes its error on', async () => {
    const limit = createLimit(1)
    const first = deferred()
    const failing = limit.run(() => first.promise)
    const next = limit.run(async () => 'depois')
    first.fail(new Error('falhou'))
    await expect(failing).rejects.toThrow('falhou')
    await expect(next).resolves.toBe('depois')
    expect(limit.active).toBe(0)
  })

  it('refuses a limit of no slots', () => {
    expect(() => createLimit(0)).toThrow(RangeError)
  })
})
