import { describe, expect, it } from 'vitest'
import {
  bodyImageElsewhereMessage,
  bodyImageSources,
  coverImageElsewhereMessage,
  isSiteImage,
  isSiteImagePath,
} from './post-images'

const UPLOAD = '/api/uploads/blog-images/0123456789abcdef0123456789abcdef.webp'

describe('isSiteImagePath', () => {
  it('accepts uploads and shipped covers only, as next/image can load them', () => {
    expect(isSiteImagePath(UPLOAD)).toBe(true)
    expect(isSiteImagePath('/blog/covers/o-que-e-martech-2026.webp')).toBe(true)
    for (const bad of [
      '/outra/pasta.png',
      '/api/uploads/blog-images/',
      '/api/uploads/blog-images/a/../../b.webp',
      '/api/uploads/blog-images/..webp',
      `${UPLOAD}?v=2`,
      `${UPLOAD}#x`,
      '//evil.example/api/uploads/blog-images/a.webp',
      'api/uploads/blog-images/a.webp',
      '/api/uploads/outra/a.webp',
    ])
      expect(isSiteImagePath(bad), bad).toBe(false)
  })
})

describe('isSiteImage', () => {
  const bucket = new URL('https://img.exemplo.com.br/base/')

  it('accepts the bucket blog-images/ prefix, with or without a trailing slash on the base', () => {
    const url = 'https://img.exemplo.com.br/base/blog-images/a.webp'
    expect(isSiteImage(url, bucket)).toBe(true)
    expect(isSiteImage(url, new URL('https://img.exemplo.com.br/base'))).toBe(true)
    expect(isSiteImage(url, null)).toBe(false)
  })

  it('refuses anything else on the bucket host and other hosts', () => {
    for (const bad of [
      'https://img.exemplo.com.br/base/blog-images/',
      'https://img.exemplo.com.br/base/outra/a.webp',
      'https://img.exemplo.com.br/base/blog-images/../privado.png',
      'https://img.exemplo.com.br/blog-images/a.webp',
      'http://img.exemplo.com.br/base/blog-images/a.webp',
      'https://img.exemplo.com.br:8443/base/blog-images/a.webp',
      'https://user:pw@img.exemplo.com.br/base/blog-images/a.webp',
      'https://img.exemplo.com.br/base/blog-images/a.webp?x=1',
      'https://img.exemplo.com.br.evil.example/base/blog-images/a.webp',
      'https://cdn.outro.com/a.png',
      'javascript:alert(1)',
      'x',
    ])
      expect(isSiteImage(bad, bucket), bad).toBe(false)
  })
})

describe('bodyImageSources', () => {
  it('lists each image source once, entities decoded, empty ones left out', () => {
    const html =
      '<p>a</p><img src="/x.webp" alt="1"><IMG SRC="https://a.example/?a=1&amp;b=2"><img src="">' +
      '<img alt="src=/falso.png"><img src="/x.webp">'
    expect(bodyImageSources(html)).toEqual(['/x.webp', 'https://a.example/?a=1&b=2'])
  })
})

describe('messages', () => {
  it('name the image, cutting a long address in the middle', () => {
    expect(coverImageElsewhereMessage('https://a.example/c.png')).toContain(
      '"https://a.example/c.png"',
    )
    const long = `https://a.example/${'p'.repeat(200)}/foto-final.png`
    const message = bodyImageElsewhereMessage(long)
    expect(message).toContain('"https://a.example/ppp')
    expect(message).toContain('…')
    expect(message).toContain('p/foto-final.png"')
    expect(message.length).toBeLessThan(300)
  })
})
