import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { findSegment } from '@/lib/planner/assumptions'
import { computePlan, type PlanInputs } from '@/lib/planner/compute'
import { deterministicNarrative } from '@/lib/planner/narrative'
import { ensurePlanNarrative } from '@/server/planner/narrative'
import { findPlan, insertPlan } from '@/server/planner/store'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

const INPUTS: PlanInputs = {
  product: 'Software de gestão',
  segmentId: 'saas',
  ticket: 12_000,
  budget: 15_000,
  desiredLeads: 80,
  leadToSale: null,
}
const segment = findSegment('saas')!
const FALLBACK = deterministicNarrative(computePlan(INPUTS, segment.assumptions), segment)
const MODEL_TEXT = [
  'Posicionamento',
  'Um sistema que tira a gestão da planilha, com teste grátis e implantação guiada.',
  'Ideias de campanha',
  'Campanha de demonstração no Google Ads e conteúdo de prova social no Meta Ads.',
]

/** Stands in for an OpenAI-compatible endpoint; `mode` says how it misbehaves. */
const endpoint = {
  mode: 'stream' as 'stream' | 'slow' | 'stall' | 'error',
  /** Holds each answer this long, so calls made meanwhile overlap the first one. */
  delayMs: 0,
  requests: [] as { url: string; auth: string; body: Record<string, unknown> }[],
}

function answer(req: IncomingMessage, res: ServerResponse) {
  let body = ''
  req.setEncoding('utf8')
  req.on('data', (chunk: string) => (body += chunk))
  req.on('end', () => {
    endpoint.requests.push({
      url: req.url ?? '',
      auth: req.headers.authorization ?? '',
      body: JSON.parse(body) as Record<string, unknown>,
    })
    if (endpoint.delayMs > 0) return void setTimeout(() => reply(res), endpoint.delayMs)
    reply(res)
  })
}

function reply(res: ServerResponse) {
  if (endpoint.mode === 'error') return void res.writeHead(500).end('{"error":"boom"}')
  if (endpoint.mode === 'slow') return void setTimeout(() => res.writeHead(200).end(), 2000)
  res.writeHead(200, { 'content-type': 'text/event-stream' })
  const chunks = MODEL_TEXT.join('\n\n').match(/.{1,25}/gs) ?? []
  const event = (content: string) =>
    `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`
  if (endpoint.mode === 'stall') return void res.write(event(chunks[0] ?? '')) // never ends
  for (const chunk of chunks) res.write(event(chunk))
  res.end('data: [DONE]\n\n')
}

const server = createServer(answer)
let baseUrl = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe.each(TEST_DIALECTS)('plan narrative on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const newPlan = async () =>
    (await findPlan(
      handle().db,
      await insertPlan(handle().db, computePlan(INPUTS, segment.assumptions)),
    ))!
  const stored = async (id: string) =>
    handle()
      .db.selectFrom('plans')
      .select(['narrative', 'narrative_source'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

  beforeEach(() => {
    vi.stubEnv('PLANNER_LLM_BASE_URL', baseUrl)
    vi.stubEnv('PLANNER_LLM_API_KEY', 'chave-de-teste')
    vi.stubEnv('PLANNER_LLM_MODEL', 'modelo-teste')
    endpoint.mode = 'stream'
    endpoint.delayMs = 0
    endpoint.requests = []
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it('streams the model text, stores it, and never calls the model again for that plan', async () => {
    const plan = await newPlan()
    const narrative = await ensurePlanNarrative(plan)
    expect(narrative).toEqual({ text: MODEL_TEXT.join('\n\n'), source: 'model' })
    expect(endpoint.requests).toHaveLength(1)
    const [request] = endpoint.requests
    expect(request).toMatchObject({ url: '/v1/chat/completions', auth: 'Bearer chave-de-teste' })
    expect(request!.body).toMatchObject({ model: 'modelo-teste', stream: true })
    expect(JSON.stringify(request!.body.messages)).toContain('nunca altere')
    expect(await stored(plan.id)).toEqual({
      narrative: MODEL_TEXT.join('\n\n'),
      narrative_source: 'model',
    })

    const again = await ensurePlanNarrative((await findPlan(handle().db, plan.id))!)
    expect(again.source).toBe('model')
    expect(endpoint.requests).toHaveLength(1)
  })

  it('calls the model once for concurrent first views of a new plan, and all show its text', async () => {
    endpoint.delayMs = 300
    // Every view read the plan before any text was stored.
    const plan = await newPlan()
    const views = await Promise.all(Array.from({ length: 6 }, () => ensurePlanNarrative(plan)))
    expect(endpoint.requests).toHaveLength(1)
    for (const view of views)
      expect(view).toEqual({ text: MODEL_TEXT.join('\n\n'), source: 'model' })
    // A view that read the plan before the text was stored, arriving after: still no call.
    expect(await ensurePlanNarrative(plan)).toEqual(views[0])
    expect(endpoint.requests).toHaveLength(1)
    // Different plans are not held back by each other.
    await Promise.all([ensurePlanNarrative(await newPlan()), ensurePlanNarrative(await newPlan())])
    expect(endpoint.requests).toHaveLength(3)
  })

  it('falls back to the deterministic text when the endpoint is down', async () => {
    vi.stubEnv('PLANNER_LLM_BASE_URL', 'http://127.0.0.1:9/v1') // nothing listens on port 9
    const plan = await newPlan()
    expect(await ensurePlanNarrative(plan)).toEqual({ text: FALLBACK, source: 'fallback' })
    expect(await stored(plan.id)).toEqual({ narrative: FALLBACK, narrative_source: 'fallback' })
  })

  it('falls back when the endpoint answers with an error', async () => {
    endpoint.mode = 'error'
    expect(await ensurePlanNarrative(await newPlan())).toEqual({
      text: FALLBACK,
      source: 'fallback',
    })
    expect(endpoint.requests).toHaveLength(1)
  })

  it.each(['slow', 'stall'] as const)(
    'falls back when the endpoint is %s past the time limit',
    async (mode) => {
      endpoint.mode = mode
      const started = Date.now()
      const narrative = await ensurePlanNarrative(await newPlan(), { timeoutMs: 300 })
      expect(narrative).toEqual({ text: FALLBACK, source: 'fallback' })
      expect(Date.now() - started).toBeLessThan(1500)
    },
  )

  it('uses the deterministic text without calling anything when no model is configured', async () => {
    vi.stubEnv('PLANNER_LLM_MODEL', '')
    expect((await ensurePlanNarrative(await newPlan())).source).toBe('fallback')
    expect(endpoint.requests).toHaveLength(0)
  })
})
