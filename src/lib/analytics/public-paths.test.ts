import { describe, expect, it } from 'vitest'
import { PLAN_PAGE_PATH, publicPageOf } from './public-paths'

describe('publicPageOf', () => {
  it('counts the public pages and names the article of a post address', () => {
    expect(publicPageOf('/')).toEqual({ kind: 'page', path: '/' })
    expect(publicPageOf('/blog/')).toEqual({ kind: 'page', path: '/blog' })
    expect(publicPageOf('/blog/pagina/2')).toEqual({ kind: 'page', path: '/blog/pagina/2' })
    expect(publicPageOf('/blog/categoria/google-ads')).toEqual({
      kind: 'page',
      path: '/blog/categoria/google-ads',
    })
    expect(publicPageOf('/blog/categoria/google-ads/pagina/3')?.kind).toBe('page')
    expect(publicPageOf('/politica-privacidade')?.kind).toBe('page')
    expect(publicPageOf('/blog/post/como-planejar-midia')).toEqual({
      kind: 'post',
      path: '/blog/post/como-planejar-midia',
      slug: 'como-planejar-midia',
    })
  })

  it('counts every shared plan under one address, without its secret id', () => {
    expect(publicPageOf('/planejador/plano/Xy12_ab-CD')).toEqual({
      kind: 'page',
      path: PLAN_PAGE_PATH,
    })
  })

  it('ignores the admin, the API, made-up and malformed addresses', () => {
    for (const path of [
      '/admin',
      '/admin/posts',
      '/api/events',
      '/wp-login.php',
      '/blog/post/',
      '/blog/post/Com Espaço',
      '/blog/post/a/b',
      '/blog/pagina/0',
      '/blog/categoria/x/pagina/abc',
      `/blog/post/${'a'.repeat(300)}`,
    ])
      expect(publicPageOf(path), path).toBeNull()
  })
})
