import { describe, expect, inject, it } from 'vitest'

describe('GET /api/health', () => {
  it('answers 200 from the running server, never cached, with nothing but its status', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${inject('baseURL')}/api/health`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-micro-cache')).toBeNull()
      expect(await response.json()).toEqual({ status: 'ok' })
    }
  })
})
