import { describe, expect, inject, it } from 'vitest'

const ARTICLE = '/blog/post/planejamento-de-midia-guia-definitivo'

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${inject('baseURL')}${path}`, { headers, redirect: 'manual' })
  await response.arrayBuffer()
  return response
}

describe('micro-cache of the production server', () => {
  it('answers a repeated public page from memory, with the same headers Next gave', async () => {
    await get(ARTICLE)
    const repeated = await get(ARTICLE)
    expect(repeated.status).toBe(200)
    expect(repeated.headers.get('x-micro-cache')).toBe('HIT')
    expect(repeated.headers.get('content-type')).toContain('text/html')
    expect(repeated.headers.get('cache-control')).toContain('s-maxage')
  })

  it('never answers client navigations, the admin or sign-in pages from it', async () => {
    await get(ARTICLE, { rsc: '1' })
    expect((await get(ARTICLE, { rsc: '1' })).headers.get('x-micro-cache')).toBeNull()
    await get('/admin/login')
    expect((await get('/admin/login')).headers.get('x-micro-cache')).toBeNull()
  })
})
