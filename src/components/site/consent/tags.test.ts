import { describe, expect, it } from 'vitest'
import { validTagIds } from './tag-ids'
import { cookieExpiries } from './tags'

describe('cookieExpiries', () => {
  it('expires the cookie host-only and on every parent domain', () => {
    expect(cookieExpiries('_ga', 'www.exemplo.com.br')).toEqual([
      '_ga=; Max-Age=0; path=/',
      '_ga=; Max-Age=0; path=/; domain=.www.exemplo.com.br',
      '_ga=; Max-Age=0; path=/; domain=.exemplo.com.br',
      '_ga=; Max-Age=0; path=/; domain=.com.br',
    ])
  })

  it('has no parent domain for localhost or an IP address', () => {
    expect(cookieExpiries('_fbp', 'localhost')).toEqual(['_fbp=; Max-Age=0; path=/'])
    expect(cookieExpiries('_fbp', '127.0.0.1')).toEqual(['_fbp=; Max-Age=0; path=/'])
    expect(cookieExpiries('_fbp', '::1')).toEqual(['_fbp=; Max-Age=0; path=/'])
  })
})

describe('validTagIds', () => {
  it('keeps well-formed ids', () => {
    expect(validTagIds({ ga: 'G-ABC123XYZ9', pixel: '123456789012345' })).toEqual({
      ga: 'G-ABC123XYZ9',
      pixel: '123456789012345',
    })
  })

  it.each([
    ['UA-12345-1', '12345abc'],
    ['G-abc"onload', '1e9'],
    ['', ''],
    ['G-', '<script>'],
  ])('drops %s / %s', (ga, pixel) => {
    expect(validTagIds({ ga, pixel })).toEqual({ ga: null, pixel: null })
  })

  it('treats missing ids as not configured', () => {
    expect(validTagIds({})).toEqual({ ga: null, pixel: null })
  })
})
