import { describe, expect, it } from 'vitest'
import { baseSecurityHeaders, HSTS, PERMISSIONS_POLICY, staticHeaderRules } from './headers'

const byKey = (entries: { key: string; value: string }[]) =>
  Object.fromEntries(entries.map(({ key, value }) => [key, value]))

describe('baseSecurityHeaders', () => {
  it('sends nosniff, the referrer policy and the denied features everywhere', () => {
    const headers = byKey(baseSecurityHeaders({ production: false }))
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`)
    expect(headers['Strict-Transport-Security']).toBeUndefined()
  })

  it('adds HSTS in production only', () => {
    expect(HSTS).toBe('max-age=63072000; includeSubDomains')
    expect(byKey(baseSecurityHeaders({ production: true }))['Strict-Transport-Security']).toBe(HSTS)
  })

  it('keeps the features the YouTube player asks for', () => {
    for (const feature of ['autoplay', 'encrypted-media', 'picture-in-picture', 'fullscreen'])
      expect(PERMISSIONS_POLICY).not.toContain(feature)
  })
})

describe('staticHeaderRules', () => {
  it('covers every path with the base headers and every non-admin path with the CSP', () => {
    const [base, documents, csp] = staticHeaderRules({ NODE_ENV: 'production' })
    expect(base?.source).toBe('/:path*')
    expect(byKey(base?.headers ?? [])['X-Content-Type-Options']).toBe('nosniff')
    expect(byKey(base?.headers ?? [])['Strict-Transport-Security']).toBeUndefined()
    expect(byKey(documents?.headers ?? [])['Strict-Transport-Security']).toBe(HSTS)
    expect(byKey(documents?.headers ?? [])['Permissions-Policy']).toBe(PERMISSIONS_POLICY)
    const policy = byKey(csp?.headers ?? [])['Content-Security-Policy']
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toContain('unsafe-eval')
    const documentPattern = new RegExp(`^${documents?.source}$`)
    for (const path of ['/', '/admin/login', '/api/consent', '/_next/image'])
      expect(documentPattern.test(path), path).toBe(true)
    expect(documentPattern.test('/_next/static/chunks/a.js')).toBe(false)
    const pattern = new RegExp(`^${csp?.source}$`)
    for (const path of ['/', '/blog', '/api/consent', '/administracao', '/_next/image'])
      expect(pattern.test(path), path).toBe(true)
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/login',
      '/admin/posts/1/edit',
      '/_next/static/chunks/a.js',
    ])
      expect(pattern.test(path), path).toBe(false)
  })

  it('marks both previews noindex by header: the editor’s and the shared links', () => {
    const rules = staticHeaderRules({ NODE_ENV: 'production' }).filter((rule) =>
      rule.headers.some((header) => header.key === 'X-Robots-Tag'),
    )
    expect(rules.map((rule) => rule.source).sort()).toEqual([
      '/admin/posts/:id/visualizar',
      '/pre-visualizacao/:path*',
    ])
    for (const rule of rules) expect(byKey(rule.headers)['X-Robots-Tag']).toBe('noindex, nofollow')
  })

  it('gives share links no Referrer, after the documents’ policy so that it wins', () => {
    const rules = staticHeaderRules({ NODE_ENV: 'production' })
    const policies = rules.flatMap((rule) => {
      const value = byKey(rule.headers)['Referrer-Policy']
      return value ? [[rule.source, value]] : []
    })
    expect(policies).toEqual([
      [rules[1]?.source, 'strict-origin-when-cross-origin'],
      ['/pre-visualizacao/:path*', 'no-referrer'],
    ])
  })

  it('allows eval under next dev and no HSTS there', () => {
    const [, documents, csp] = staticHeaderRules({ NODE_ENV: 'development' })
    expect(byKey(documents?.headers ?? [])['Strict-Transport-Security']).toBeUndefined()
    expect(byKey(csp?.headers ?? [])['Content-Security-Policy']).toContain("'unsafe-eval'")
  })

  it('lets uploaded images come from the configured bucket', () => {
    const [, , csp] = staticHeaderRules({
      NODE_ENV: 'production',
      S3_BUCKET: 'midia',
      S3_PUBLIC_URL: 'https://cdn.midiaplan.com.br/arquivos',
    })
    expect(byKey(csp?.headers ?? [])['Content-Security-Policy']).toMatch(
      /img-src [^;]*https:\/\/cdn\.midiaplan\.com\.br(?:\s|;)/,
    )
  })
})
