import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { INITIAL_LEAD_FORM_STATE, type LeadFormState } from '@/lib/validations/lead'
import type { DatabaseHandle } from '@/server/db/connection'

/* Shared by the leads*.test.ts files (vi.mock itself has to stay in each test file). */

export const VALID_LEAD: Record<string, string> = {
  name: 'Ana Souza',
  email: 'Ana.Souza@Padaria-SaoJoao.com.br',
  phone: '+55 (11) 98765-4321',
  company: 'Padaria São João',
  role: 'Gerente de marketing',
  budget: '2000-10000',
  message: 'Queremos dobrar os pedidos pelo WhatsApp.',
  consent: 'on',
  source: 'planejamento-de-midia',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'demo-marco',
  utm_term: '',
  utm_content: '',
  gclid: 'Cj0KCQ-teste',
  fbclid: '',
  website: '',
}

/** What the browser posts, including the fields Next adds to a progressively enhanced form. */
export function leadForm(overrides: Record<string, string | null> = {}): FormData {
  const form = new FormData()
  form.set('$ACTION_REF_1', '')
  form.set('$ACTION_KEY', 'k0')
  for (const [name, value] of Object.entries({ ...VALID_LEAD, ...overrides })) {
    if (value !== null) form.set(name, value)
  }
  return form
}

export type Submitted = { redirect: string } | LeadFormState

/** Runs the action; a redirect (Next throws it) comes back as its target. */
export async function runAction(
  action: (state: LeadFormState, form: FormData) => Promise<LeadFormState>,
  form: FormData,
): Promise<Submitted> {
  try {
    return await action(INITIAL_LEAD_FORM_STATE, form)
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest
    if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT;')) {
      return { redirect: digest.split(';')[2] ?? '' }
    }
    throw error
  }
}

export async function leadRows(handle: DatabaseHandle) {
  return handle.db.selectFrom('leads').selectAll().orderBy('created_at').orderBy('id').execute()
}

export interface ReceivedRequest {
  headers: IncomingHttpHeaders
  body: string
}

/** A local CRM: records every POST and answers with whatever `reply` says at that moment. */
export async function startWebhookServer() {
  const received: ReceivedRequest[] = []
  const control = { status: 200, delayMs: 0, location: '' }
  const server: Server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      setTimeout(() => {
        if (res.destroyed) return
        const headers: Record<string, string> = control.location
          ? { location: control.location }
          : {}
        res.writeHead(control.status, headers).end('{}')
      }, control.delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    control,
    reset() {
      received.length = 0
      Object.assign(control, { status: 200, delayMs: 0, location: '' })
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
