// POST /api/events answered by the custom server itself, before Next. The public pages send a
// page view on every visit, and Next's request path (routing, its request and response
// objects, the route handler's wrapper) costs about 2 ms of CPU per request: as much as a
// whole event here. The answer itself is the app's (src/server/analytics/endpoint.ts): the app
// is bundled by Next and this file is not, so the app hands its function over at boot
// (src/instrumentation.ts) in a global under a well-known symbol. Until it has (the first
// requests of a start), the request goes on to Next's route handler, which runs the same code.

const EVENT_HANDLER = Symbol.for('midiaplan.event-handler')

export const EVENT_PATH = '/api/events'
/** As ANALYTICS_BODY_MAX_BYTES (src/lib/validations/analytics.ts). */
export const EVENT_BODY_MAX_BYTES = 4096
const FAILURE = 'Não foi possível registrar o evento.'

/** @typedef {{ status: number, error?: string }} EventResult */
/** @returns {((headers: { get(name: string): string | null }, body: Buffer | null) => EventResult | Promise<EventResult>) | undefined} */
function registeredHandler() {
  return /** @type {any} */ (globalThis)[EVENT_HANDLER]
}

/** @param {import('node:http').IncomingMessage} req */
export function isEventRequest(req) {
  if (req.method !== 'POST') return false
  const url = req.url ?? ''
  return url === EVENT_PATH || url.startsWith(`${EVENT_PATH}?`)
}

/**
 * Calls `done` with the body's bytes, or null past `maxBytes` (declared or streamed; the rest is
 * not kept). A callback, not a promise: see handleEventRequest.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} maxBytes
 * @param {(error: Error | null, body: Buffer | null) => void} done
 */
export function readBody(req, maxBytes, done) {
  // Once: a client that breaks off after its last byte may still raise 'error' after 'end'.
  let called = false
  const once = (/** @type {Error | null} */ error, /** @type {Buffer | null} */ body) => {
    if (called) return
    called = true
    done(error, body)
  }
  const declared = Number(req.headers['content-length'] ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) {
    req.resume()
    return once(null, null)
  }
  /** @type {Buffer[]} */
  const chunks = []
  let total = 0
  let over = false
  req.on('data', (/** @type {Buffer} */ chunk) => {
    if (over) return
    total += chunk.length
    if (total > maxBytes) over = true
    else chunks.push(chunk)
  })
  req.on('end', () => {
    if (over) return once(null, null)
    once(null, chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, total))
  })
  req.on('error', (error) => once(error, null))
}

/**
 * Node's request headers read as a Fetch Headers' get() reads them (names in any case, repeated
 * values joined with ", "), without copying them into a Headers object: the app only reads a few.
 * @param {import('node:http').IncomingHttpHeaders} incoming
 * @returns {{ get(name: string): string | null }}
 */
export function headerReader(incoming) {
  return {
    get(name) {
      const value = incoming[name.toLowerCase()]
      if (value === undefined) return null
      return Array.isArray(value) ? value.join(', ') : value
    },
  }
}

/**
 * Answers the request when it is an event and the app's handler is registered; returns false
 * (untouched) otherwise, for Next to answer. The app answers at once on its usual path and with
 * a promise only when it must read the database first; no promise is made here either: next to
 * Next, every promise pays for its async-context hooks, and events come by the hundred a second.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function handleEventRequest(req, res, log = console) {
  const handler = registeredHandler()
  if (!handler || !isEventRequest(req)) return false
  const answer = (/** @type {{ status: number, error?: string }} */ result) => {
    const headers = /** @type {Record<string, string>} */ ({ 'cache-control': 'no-store' })
    if (result.status === 429) headers['retry-after'] = '60'
    if (!result.error) return res.writeHead(result.status, headers).end()
    headers['content-type'] = 'application/json'
    res.writeHead(result.status, headers).end(JSON.stringify({ error: result.error }))
  }
  const fail = (/** @type {unknown} */ error) => {
    log.error(`Falha inesperada em POST ${EVENT_PATH}`, error)
    if (!res.headersSent) answer({ status: 500, error: FAILURE })
  }
  readBody(req, EVENT_BODY_MAX_BYTES, (error, body) => {
    if (error) return fail(error)
    let result
    try {
      result = handler(headerReader(req.headers), body)
    } catch (thrown) {
      return fail(thrown)
    }
    if ('then' in result) result.then(answer, fail)
    else answer(result)
  })
  return true
}
