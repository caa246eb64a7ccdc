import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const retryTimer = vi.hoisted(() => ({ ensureSweepTimer: vi.fn() }))
vi.mock('./server/leads/retry-timer', () => retryTimer)
const cache = vi.hoisted(() => ({ attachCacheTags: vi.fn(async () => undefined) }))
vi.mock('./server/cache/attach', () => cache)
const pruning = vi.hoisted(() => ({ startRateLimitPruning: vi.fn() }))
vi.mock('./server/rate-limit-pruning', () => pruning)
const redirects = vi.hoisted(() => ({ startRedirects: vi.fn(async () => undefined) }))
vi.mock('./server/redirects/runtime', () => redirects)

const { register } = await import('./instrumentation')

describe('register (server start)', () => {
  beforeEach(() => {
    cache.attachCacheTags.mockReset()
    cache.attachCacheTags.mockImplementation(async () => undefined)
    retryTimer.ensureSweepTimer.mockClear()
    retryTimer.ensureSweepTimer.mockImplementation(() => undefined)
  })
  afterEach(() => vi.unstubAllEnvs())

  it('starts the lead retry sweep in the Node.js server', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    vi.stubEnv('NEXT_PHASE', 'phase-production-server')
    await register()
    expect(retryTimer.ensureSweepTimer).toHaveBeenCalledTimes(1)
  })

  it('does nothing in the Edge runtime or while building', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'edge')
    await register()
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    vi.stubEnv('NEXT_PHASE', 'phase-production-build')
    await register()
    expect(retryTimer.ensureSweepTimer).not.toHaveBeenCalled()
    expect(cache.attachCacheTags).not.toHaveBeenCalled()
  })

  it('loads the cache invalidations before the server answers, and refuses to start without them', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    vi.stubEnv('NEXT_PHASE', 'phase-production-server')
    let loaded = false
    cache.attachCacheTags.mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
      loaded = true
    })
    await register()
    expect(loaded).toBe(true)

    cache.attachCacheTags.mockImplementation(async () => {
      throw new Error('banco fora do ar')
    })
    await expect(register()).rejects.toThrow('banco fora do ar')
  })

  it('loads the redirect rules before the server answers, and refuses to start without them', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    vi.stubEnv('NEXT_PHASE', 'phase-production-server')
    let loaded = false
    redirects.startRedirects.mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
      loaded = true
    })
    await register()
    expect(loaded).toBe(true)

    redirects.startRedirects.mockImplementation(async () => {
      throw new Error('tabela de redirecionamentos ilegível')
    })
    await expect(register()).rejects.toThrow('tabela de redirecionamentos ilegível')
    redirects.startRedirects.mockImplementation(async () => undefined)
  })

  it('keeps the server booting when the sweep cannot start', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    vi.stubEnv('NEXT_PHASE', 'phase-production-server')
    retryTimer.ensureSweepTimer.mockImplementation(() => {
      throw new Error('LEAD_WEBHOOK_URL inválida')
    })
    const original = console.error
    const error = vi.fn()
    console.error = error
    let outcome = 'rejected'
    try {
      await register()
      outcome = 'resolved'
    } finally {
      console.error = original
    }
    expect(outcome).toBe('resolved')
    expect(error).toHaveBeenCalledTimes(1)
  })
})
