import { describe, expect, it } from 'vitest'
import { postPath, postUrl } from './blog-paths'

describe('article addresses', () => {
  it('postPath gives the site-relative address the route answers at', () => {
    expect(postPath('meu-post')).toBe('/blog/post/meu-post')
  })

  it('postUrl gives an absolute URL with the slug percent-encoded, for feeds and the sitemap', () => {
    expect(postUrl('https://midiaplan.com.br', 'meu-post')).toBe(
      'https://midiaplan.com.br/blog/post/meu-post',
    )
    expect(postUrl('https://midiaplan.com.br', 'ação & co')).toBe(
      'https://midiaplan.com.br/blog/post/a%C3%A7%C3%A3o%20%26%20co',
    )
  })
})
