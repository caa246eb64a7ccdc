import { describe, expect, it } from 'vitest'
import { adminCsp, publicCsp } from './csp'
import { TAG_HOSTS } from './tag-hosts'

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ')
      return [name, sources]
    }),
  )
}

const LOCKDOWN = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'default-src': ["'self'"],
}

describe('publicCsp', () => {
  const policy = directives(publicCsp({ dev: false }))

  it('locks down plugins, base, forms and framing', () => {
    for (const [name, sources] of Object.entries(LOCKDOWN))
      expect(policy.get(name)).toEqual(sources)
  })

  it('allows inline scripts (no nonce on prerendered pages) and only the tag hosts', () => {
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://*.googletagmanager.com',
      'https://connect.facebook.net',
    ])
    expect(policy.get('connect-src')).toEqual(["'self'", ...TAG_HOSTS.connect])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...TAG_HOSTS.image])
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com'])
  })

  it('never allows eval in production, only under next dev', () => {
    expect(publicCsp({ dev: false })).not.toContain('unsafe-eval')
    expect(directives(publicCsp({ dev: true })).get('script-src')).toContain("'unsafe-eval'")
  })

  it('adds the uploads bucket to img-src only', () => {
    const withBucket = directives(publicCsp({ dev: false, imageOrigins: ['https://cdn.example'] }))
    expect(withBucket.get('img-src')).toContain('https://cdn.example')
    expect(withBucket.get('script-src')).not.toContain('https://cdn.example')
    expect(withBucket.get('connect-src')).not.toContain('https://cdn.example')
  })
})

describe('adminCsp', () => {
  const nonce = 'bm9uY2Utbm9uY2Utbm9uY2U='
  const policy = directives(
    adminCsp({ dev: false, nonce, inlineScriptHashes: ['sha256-abc='], imageOrigins: [] }),
  )

  it('runs inline scripts only with the nonce or a listed hash, files only from this origin', () => {
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, "'sha256-abc='"])
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
  })

  it('has the same lockdown and no third-party host', () => {
    for (const [name, sources] of Object.entries(LOCKDOWN))
      expect(policy.get(name)).toEqual(sources)
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('frame-src')).toEqual(["'none'"])
    expect([...policy.values()].flat().some((source) => source.includes('google'))).toBe(false)
  })

  it('allows eval only in development', () => {
    expect(adminCsp({ dev: false, nonce })).not.toContain('unsafe-eval')
    expect(adminCsp({ dev: true, nonce })).toContain("'unsafe-eval'")
  })
})
