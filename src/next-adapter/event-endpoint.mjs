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

/** @returns {((headers: { get(name: string): string | null }, body: Buffer | null) => Promise<{ status: number, error?: string }>) | undefined} */
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
 * The body's bytes, or null past `maxBytes` (declared or streamed; the rest is not kept).
 * @param {import('node:http').IncomingMessage} req
 * @param {number} maxBytes
 * @returns {Promise<Buffer | null>}
 */
export function readBody(req, maxBytes) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? '')
    if (Number.isFinite(declared) && declared > maxBytes) {
      req.resume()
      return resolve(null)
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
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks, total)))
    req.on('error', reject)
  })
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
 * (untouched) otherwise, for Next to answer.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function handleEventRequest(req, res, log = console) {
  const handler = registeredHandler()
  if (!handler || !isEventRequest(req)) return false
  const answer = (/** @type {number} */ status, /** @type {string | undefined} */ error) => {
    const headers = /** @type {Record<string, string>} */ ({ 'cache-control': 'no-store' })
    if (status === 429) headers['retry-after'] = '60'
    if (!error) return res.writeHead(status, headers).end()
    headers['content-type'] = 'application/json'
    res.writeHead(status, headers).end(JSON.stringify({ error }))
  }
  readBody(req, EVENT_BODY_MAX_BYTES)
    .then((body) => handler(headerReader(req.headers), body))
    .then(
      (result) => answer(result.status, result.error),
      (error) => {
        log.error(`Falha inesperada em POST ${EVENT_PATH}`, error)
        if (!res.headersSent) answer(500, FAILURE)
      },
    )
  return true
}
