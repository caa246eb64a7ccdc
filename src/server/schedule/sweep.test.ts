import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DueSchedule, ScheduledPublication } from './publish-due'
import { startScheduler } from './scheduler'
import { createSweeper, RETRY_AFTER_FAILURE_MS, type SweepDeps } from './sweep'

const T0 = new Date('2026-11-25T17:30:00Z')

const due = (postId: string, kind: DueSchedule['kind'] = 'publish'): DueSchedule => ({
  postId,
  kind,
  dueAt: T0,
})

const published = (item: DueSchedule): ScheduledPublication => ({
  ...item,
  slug: `post-${item.postId}`,
  title: `Post ${item.postId}`,
  before: null,
  after: { slug: `post-${item.postId}`, status: 'published', categorySlug: null, listing: '' },
  redirects: false,
})

function deps(overrides: Partial<SweepDeps> = {}) {
  const log = vi.fn()
  const invalidate = vi.fn(async () => [])
  return {
    log,
    invalidate,
    deps: {
      listDue: async () => [due('a'), due('b', 'update')],
      publish: async (item: DueSchedule) => published(item),
      invalidate,
      log,
      now: () => T0,
      ...overrides,
    } satisfies SweepDeps,
  }
}

describe('the schedule sweep', () => {
  it('publishes and invalidates each claim it wins, and only those', async () => {
    // 'b' was claimed first by another process: its claim matches no row.
    const { deps: d, invalidate } = deps({
      publish: async (item) => (item.postId === 'b' ? null : published(item)),
    })
    const result = await createSweeper(d).sweep()
    expect(result.published.map((p) => p.postId)).toEqual(['a'])
    expect(result.lost).toBe(1)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ postId: 'a' }))
  })

  it('goes on past a post that fails, and tries that one again only after a pause', async () => {
    let now = T0
    const publish = vi.fn(async (item: DueSchedule) => {
      if (item.postId === 'a') throw new Error('slug em uso')
      return published(item)
    })
    const { deps: d, log, invalidate } = deps({ publish, now: () => now })
    const sweeper = createSweeper(d)

    const first = await sweeper.sweep()
    expect(first).toMatchObject({ failed: 1, lost: 0 })
    expect(first.published.map((p) => p.postId)).toEqual(['b'])
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledTimes(1)

    now = new Date(T0.getTime() + 5_000)
    await sweeper.sweep()
    expect(publish.mock.calls.filter(([item]) => item.postId === 'a')).toHaveLength(1)

    now = new Date(T0.getTime() + RETRY_AFTER_FAILURE_MS + 1)
    await sweeper.sweep()
    expect(publish.mock.calls.filter(([item]) => item.postId === 'a')).toHaveLength(2)
  })

  it('keeps a publication that committed even when its cache invalidation fails', async () => {
    const invalidate = vi.fn(async () => {
      throw new Error('banco fora do ar')
    })
    const { deps: d, log } = deps({ invalidate })
    const result = await createSweeper(d).sweep()
    expect(result.published).toHaveLength(2)
    expect(log).toHaveBeenCalledTimes(2)
  })

  it('never runs two passes at once in one process: a tick during a slow pass joins it', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const listDue = vi.fn(async () => {
      await gate
      return [due('a')]
    })
    const publish = vi.fn(async (item: DueSchedule) => published(item))
    const sweeper = createSweeper(deps({ listDue, publish }).deps)
    const first = sweeper.sweep()
    const second = sweeper.sweep()
    expect(second).toBe(first)
    release()
    await first
    expect(listDue).toHaveBeenCalledTimes(1)
    expect(publish).toHaveBeenCalledTimes(1)
    await sweeper.sweep()
    expect(listDue).toHaveBeenCalledTimes(2)
  })
})

describe('the scheduler timer', () => {
  afterEach(() => vi.useRealTimers())

  it('sweeps at start (schedules missed while down), then on every tick, once per process', async () => {
    vi.useFakeTimers()
    const sweep = vi.fn(async () => ({ published: [], lost: 0, failed: 0 }))
    const stop = startScheduler({ sweeper: { sweep }, intervalMs: 5_000 })
    try {
      expect(sweep).toHaveBeenCalledTimes(1)
      // A second start (a second instrumentation call) neither sweeps nor adds a timer.
      const again = startScheduler({ sweeper: { sweep }, intervalMs: 5_000 })
      expect(again).toBe(stop)
      expect(sweep).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(5_000)
      expect(sweep).toHaveBeenCalledTimes(2)
      await vi.advanceTimersByTimeAsync(15_000)
      expect(sweep).toHaveBeenCalledTimes(5)
    } finally {
      stop()
    }
    await vi.advanceTimersByTimeAsync(20_000)
    expect(sweep).toHaveBeenCalledTimes(5)
  })

  it('logs a failed sweep and keeps ticking', async () => {
    vi.useFakeTimers()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const sweep = vi.fn(async () => {
      throw new Error('sem conexão')
    })
    const stop = startScheduler({ sweeper: { sweep }, intervalMs: 5_000 })
    try {
      await vi.advanceTimersByTimeAsync(5_000)
      expect(sweep).toHaveBeenCalledTimes(2)
      expect(error).toHaveBeenCalledWith(
        'Não foi possível verificar os posts agendados:',
        expect.any(Error),
      )
    } finally {
      stop()
      error.mockRestore()
    }
  })
})
