import { notFound } from 'next/navigation'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { INVALID_INPUT_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@/server/auth/action'
import { AUTH_MESSAGES, AuthError } from '@/server/auth/errors'
import { requireRole } from '@/server/auth/session'
import { createOrPromoteUser } from '@/server/auth/users'
import { route, RouteError } from '@/server/http/route'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { signInCookie } from '../support/auth-requests'

// The wrapper reads the session from the request headers; the test plays the request.
const state = vi.hoisted(() => ({ cookie: '', reads: 0 }))
vi.mock('next/headers', () => ({
  headers: async () => {
    state.reads += 1
    return new Headers(state.cookie ? { cookie: state.cookie } : {})
  },
}))

const ORIGIN = 'http://localhost:3999'
const PASSWORD = 'Senha@Rota2026'

const editorRead = route({ access: 'editor' }, async ({ session }) => ({
  email: session.user.email,
}))
const adminRead = route({ access: 'admin' }, async () => ({ ok: true }))
// As a route whose query checks the role again, the way every admin read does.
const checkedTwice = route({ access: 'editor' }, async () => {
  const again = await requireRole('editor')
  return { email: again.user.email }
})
const publicWrite = route(
  {
    access: 'public',
    body: {
      schema: z.object({ nome: z.string().min(2, 'Informe o nome.') }),
      maxBytes: 64,
    },
  },
  async ({ body, json }) => json({ nome: body.nome }, 201),
)
const failing = route(
  { access: 'public', failure: 'Não foi possível ler. Tente novamente.' },
  async ({ url }) => {
    const kind = url.searchParams.get('tipo')
    if (kind === 'auth') throw new AuthError('forbidden')
    if (kind === 'recusa') throw new RouteError(409, 'Já existe.', { title: 'Conflito' })
    if (kind === 'next') notFound()
    throw new Error('segredo: senha do banco em postgres://u:p@db/x')
  },
)
const typed = route(
  {
    access: 'public',
    query: z.object({ pagina: z.coerce.number().int().positive('Página inválida.') }),
    params: z.object({ id: z.uuid('Identificador inválido.') }),
  },
  async ({ query, params }) => ({ pagina: query.pagina, id: params.id }),
)
const download = route({ access: 'editor', errors: 'text' }, async () => new Response('csv'))

function post(handler: typeof publicWrite, body: BodyInit, headers: Record<string, string> = {}) {
  return handler(
    new Request(`${ORIGIN}/api/teste`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
      body,
    }),
  )
}

describe.each(TEST_DIALECTS)('route() on %s', (dialect) => {
  setupTestDatabase(dialect)
  const cookies = { none: '', editor: '' }

  beforeAll(async () => {
    for (const role of ['none', 'editor'] as const) {
      const email = `rota-${role}-${dialect}@exemplo.com.br`
      await createOrPromoteUser({ email, password: PASSWORD, role: role === 'none' ? null : role })
      cookies[role] = await signInCookie(email, PASSWORD, `10.0.1.${role.length}`)
    }
  })

  it('answers 401 without a session and 403 below the role, in pt-BR, never cached', async () => {
    state.cookie = ''
    const anonymous = await editorRead(new Request(`${ORIGIN}/api/teste`))
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: AUTH_MESSAGES.unauthenticated })
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store')

    state.cookie = cookies.none
    const noRole = await editorRead(new Request(`${ORIGIN}/api/teste`))
    expect(noRole.status).toBe(403)
    expect(await noRole.json()).toEqual({ error: AUTH_MESSAGES.forbidden })

    state.cookie = cookies.editor
    expect((await adminRead(new Request(`${ORIGIN}/api/teste`))).status).toBe(403)
    const allowed = await editorRead(new Request(`${ORIGIN}/api/teste`))
    expect(allowed.status).toBe(200)
    expect(await allowed.json()).toEqual({ email: `rota-editor-${dialect}@exemplo.com.br` })
    expect(allowed.headers.get('cache-control')).toBe('private, no-store')
  })

  it('resolves the session once per request, however often the handler checks the role', async () => {
    state.cookie = cookies.editor
    state.reads = 0
    const first = await checkedTwice(new Request(`${ORIGIN}/api/teste`))
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ email: `rota-editor-${dialect}@exemplo.com.br` })
    expect(state.reads).toBe(1)
    // A new request asks again: nothing is kept between requests.
    state.cookie = cookies.none
    expect((await checkedTwice(new Request(`${ORIGIN}/api/teste`))).status).toBe(403)
    expect(state.reads).toBe(2)
  })

  it('writes a text route’s refusals as plain text', async () => {
    state.cookie = ''
    const response = await download(new Request(`${ORIGIN}/api/teste`))
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toBe(AUTH_MESSAGES.unauthenticated)
  })

  it('refuses a POST from another site, and lets this site’s and Origin-less ones through', async () => {
    const evil = await post(publicWrite, '{"nome":"Ana"}', { origin: 'https://evil.example' })
    expect(evil.status).toBe(403)
    expect(await evil.json()).toEqual({
      error: 'Acesso Negado',
      description: 'Origem da requisição não permitida.',
    })
    const byHost = await post(publicWrite, '{"nome":"Ana"}', {
      origin: 'https://midiaplan.example',
      host: 'midiaplan.example',
    })
    expect(byHost.status).toBe(201)
    expect(byHost.headers.get('cache-control')).toBe('no-store')
    const noOrigin = new Request(`${ORIGIN}/api/teste`, { method: 'POST', body: '{"nome":"Ana"}' })
    expect((await publicWrite(noOrigin)).status).toBe(201)
  })

  it('refuses a body over the limit with 413, declared or streamed', async () => {
    const declared = await post(publicWrite, JSON.stringify({ nome: 'x'.repeat(100) }))
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ error: 'O conteúdo enviado é grande demais.' })
    const pulled = { chunks: 0 }
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled.chunks++
        controller.enqueue(new TextEncoder().encode(' '.repeat(32)))
      },
    })
    const streamed = await publicWrite(
      new Request(`${ORIGIN}/api/teste`, {
        method: 'POST',
        body: endless,
        duplex: 'half',
      } as RequestInit),
    )
    expect(streamed.status).toBe(413)
    expect(pulled.chunks).toBeLessThan(10)
  })

  it('answers bad JSON and a failed schema with 400 and pt-BR field errors', async () => {
    const notJson = await post(publicWrite, '{"nome":')
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ error: INVALID_INPUT_MESSAGE })
    const invalid = await post(publicWrite, '{"nome":"A"}')
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toEqual({
      error: INVALID_INPUT_MESSAGE,
      fieldErrors: { nome: ['Informe o nome.'] },
    })
  })

  it('parses the query and the params with their schemas', async () => {
    const id = '0b9c5c38-8e0f-4c2a-9a55-3f3f3f3f3f3f'
    const params = (value: string) => ({ params: Promise.resolve({ id: value }) })
    const ok = await typed(new Request(`${ORIGIN}/api/teste?pagina=3`), params(id))
    expect(await ok.json()).toEqual({ pagina: 3, id })
    const bad = await typed(new Request(`${ORIGIN}/api/teste?pagina=0`), params('x'))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      fieldErrors: { pagina: ['Página inválida.'] },
    })
    const badId = await typed(new Request(`${ORIGIN}/api/teste?pagina=1`), params('x'))
    expect(await badId.json()).toMatchObject({ fieldErrors: { id: ['Identificador inválido.'] } })
  })

  it('rate limits with 429 and Retry-After, per key', async () => {
    const limited = route(
      {
        access: 'public',
        rateLimit: { rule: { limit: 2, windowMs: 60_000 }, key: ({ ip }) => `teste:${ip}` },
      },
      async () => ({ ok: true }),
    )
    const call = (ip: string) =>
      limited(new Request(`${ORIGIN}/api/teste`, { headers: { 'x-forwarded-for': ip } }))
    const ip = `192.0.2.${dialect === 'sqlite' ? 40 : 41}`
    expect((await call(ip)).status).toBe(200)
    expect((await call(ip)).status).toBe(200)
    const refused = await call(ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      error: 'Muitas requisições. Tente novamente mais tarde.',
    })
    expect((await call(`${ip}0`)).status).toBe(200)
  })

  it('hides an unexpected error behind a pt-BR 500 and logs it', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await failing(new Request(`${ORIGIN}/api/teste`))
      expect(response.status).toBe(500)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({ error: 'Não foi possível ler. Tente novamente.' })
      expect(text).not.toContain('segredo')
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(spy).toHaveBeenCalled()
    } finally {
      spy.mockRestore()
    }
    const generic = route({ access: 'public' }, async () => {
      throw new Error('x')
    })
    vi.spyOn(console, 'error').mockImplementationOnce(() => {})
    expect(await (await generic(new Request(`${ORIGIN}/api/teste`))).json()).toEqual({
      error: UNEXPECTED_ERROR_MESSAGE,
    })
  })

  it('answers refusals thrown by the handler with their status, and lets Next’s signals through', async () => {
    const forbidden = await failing(new Request(`${ORIGIN}/api/teste?tipo=auth`))
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toEqual({ error: AUTH_MESSAGES.forbidden })
    const refused = await failing(new Request(`${ORIGIN}/api/teste?tipo=recusa`))
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: 'Conflito', description: 'Já existe.' })
    await expect(failing(new Request(`${ORIGIN}/api/teste?tipo=next`))).rejects.toThrow()
  })
})
