import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { HSTS, PERMISSIONS_POLICY } from '@/lib/security/headers'
import { TAG_HOSTS } from '@/lib/security/tag-hosts'
import { resetRateLimits } from './support/auth'
import { E2E_ADMIN } from './support/constants'

const baseURL = inject('baseURL')
const ARTICLE = '/blog/post/planejamento-de-midia-guia-definitivo'
const COVER = '/blog/covers/o-que-e-martech-2026.webp'

let sessionCookie = ''

beforeAll(async () => {
  await resetRateLimits()
  const response = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(E2E_ADMIN),
  })
  expect(response.status).toBe(200)
  sessionCookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ')
})

afterAll(async () => {
  await resetRateLimits()
})

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseURL}${path}`, { headers, redirect: 'manual' })
  const body = await response.text()
  return { response, body, headers: response.headers }
}

/** One CSP directive's sources, or null when the directive is absent. */
function directive(policy: string, name: string): string[] | null {
  for (const part of policy.split(';')) {
    const [head, ...sources] = part.trim().split(/\s+/)
    if (head === name) return sources
  }
  return null
}

function expectBaseHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY)
  expect(headers.get('permissions-policy')).toContain('camera=()')
  // The e2e server is built and run with NODE_ENV=production, as in production.
  expect(headers.get('strict-transport-security')).toBe(HSTS)
  expect(headers.get('x-powered-by')).toBeNull()
}

function expectLockdown(policy: string) {
  expect(directive(policy, 'object-src')).toEqual(["'none'"])
  expect(directive(policy, 'base-uri')).toEqual(["'self'"])
  expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
  expect(directive(policy, 'form-action')).toEqual(["'self'"])
  expect(directive(policy, 'default-src')).toEqual(["'self'"])
  expect(policy).not.toContain('unsafe-eval')
}

function expectPublicPolicy(headers: Headers) {
  const policy = headers.get('content-security-policy') ?? ''
  expectLockdown(policy)
  const scripts = directive(policy, 'script-src') ?? []
  expect(scripts).toEqual(["'self'", "'unsafe-inline'", ...TAG_HOSTS.script])
  expect(scripts.some((source) => source.startsWith("'nonce-"))).toBe(false)
  expect(directive(policy, 'frame-src')).toEqual(['https://www.youtube-nocookie.com'])
  expect(directive(policy, 'connect-src')).toEqual(["'self'", ...TAG_HOSTS.connect])
  return policy
}

function nonceOf(headers: Headers): string {
  const policy = headers.get('content-security-policy') ?? ''
  expectLockdown(policy)
  const scripts = directive(policy, 'script-src') ?? []
  expect(scripts).not.toContain("'unsafe-inline'")
  expect(policy).not.toContain('googletagmanager')
  const nonce = scripts.find((source) => source.startsWith("'nonce-"))
  expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/)
  return nonce!.slice(7, -1)
}

/**
 * Every script an admin page sends may run under its policy and nothing else would: inline
 * ones carry this response's nonce or have their hash listed (the prerendered shell's fixed
 * snippets), files come from this origin's build.
 */
function expectScriptsAllowed(body: string, headers: Headers) {
  const nonce = nonceOf(headers)
  const sources = directive(headers.get('content-security-policy') ?? '', 'script-src') ?? []
  const scripts = [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
  expect(scripts.length).toBeGreaterThan(0)
  let nonced = 0
  for (const [, attributes = '', text = ''] of scripts) {
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue
    if (attributes.includes(`nonce="${nonce}"`)) {
      nonced += 1
      continue
    }
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]
    if (src) {
      expect(src, `<script${attributes}>`).toMatch(/^\/_next\/static\//)
      continue
    }
    const hash = createHash('sha256').update(text, 'utf8').digest('base64')
    expect(sources, `inline script without nonce: ${text.slice(0, 80)}`).toContain(
      `'sha256-${hash}'`,
    )
  }
  // The streamed part (RSC payload, bootstrap) is nonced by Next.
  expect(nonced).toBeGreaterThan(0)
  return nonce
}

describe('security headers on every kind of route', () => {
  it.each([
    ['home', '/'],
    ['static page', '/politica-privacidade'],
    ['landing', '/ai-planner'],
    ['article', ARTICLE],
    ['category page', '/blog/categoria/cases'],
    ['blog tab', '/blog?categoria=cases'],
    ['not found', '/nao-existe-esta-pagina'],
    ['robots', '/robots.txt'],
    ['sitemap', '/sitemap.xml'],
    ['feed', '/blog/rss.xml'],
    ['public file', COVER],
    ['uploaded image route', '/api/uploads/blog-images/0000000000000000.webp'],
  ])('%s (%s): static public policy', async (_kind, path) => {
    const { response, headers } = await get(path)
    expect(response.status).toBeLessThan(500)
    expectBaseHeaders(headers)
    expectPublicPolicy(headers)
  })

  it('an optimized image keeps the base headers and the sandbox policy Next gives it', async () => {
    const { response, headers } = await get(
      `/_next/image?url=${encodeURIComponent(COVER)}&w=640&q=75`,
    )
    expect(response.status).toBe(200)
    expectBaseHeaders(headers)
    const policy = headers.get('content-security-policy') ?? ''
    expect(directive(policy, 'script-src')).toEqual(["'none'"])
    expect(policy).toContain('sandbox')
  })

  it('a static asset from the build', async () => {
    const { body } = await get('/')
    const asset = /\/_next\/static\/[^"']+\.js/.exec(body)?.[0]
    expect(asset).toBeDefined()
    const { response, headers } = await get(asset!)
    expect(response.status).toBe(200)
    // Not a document: only what applies to a script, so each of a page's ~10 scripts stays small.
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('strict-transport-security')).toBeNull()
    expect(headers.get('x-powered-by')).toBeNull()
    expect(headers.get('content-security-policy')).toBeNull()
    expect(headers.get('permissions-policy')).toBeNull()
  })

  it('API routes: consent record and auth session', async () => {
    const consent = await get('/api/consent')
    expectBaseHeaders(consent.headers)
    expectPublicPolicy(consent.headers)
    const session = await get('/api/auth/get-session', { cookie: sessionCookie })
    expect(session.response.status).toBe(200)
    expectBaseHeaders(session.headers)
  })

  it('the micro-cache replays exactly the headers of the first answer', async () => {
    const path = '/termos-uso'
    await get(path)
    const first = await get(path)
    const second = await get(path)
    expect(second.headers.get('x-micro-cache')).toBe('HIT')
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'strict-transport-security',
    ])
      expect(second.headers.get(name), name).toBe(first.headers.get(name))
    expect(second.headers.get('x-powered-by')).toBeNull()
  })

  it('the admin login page: a fresh nonce per request, on every script', async () => {
    const first = await get('/admin/login')
    const second = await get('/admin/login')
    expect(first.response.status).toBe(200)
    expectBaseHeaders(first.headers)
    const nonce = expectScriptsAllowed(first.body, first.headers)
    expect(nonceOf(second.headers)).not.toBe(nonce)
  })

  it('a signed-in admin page and a redirect away from it', async () => {
    const page = await get('/admin/posts', { cookie: sessionCookie })
    expect(page.response.status).toBe(200)
    expectBaseHeaders(page.headers)
    expect(page.body).toContain('data-admin-sidebar')
    expectScriptsAllowed(page.body, page.headers)
    const anonymous = await get('/admin/posts')
    expectBaseHeaders(anonymous.headers)
    nonceOf(anonymous.headers)
  })
})
