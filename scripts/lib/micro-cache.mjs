// In-process micro-cache of finished public responses, in front of Next's handler.
//
// Next already serves prerendered pages from its cache, but every hit still walks the router,
// turns the cached HTML string into bytes and gzips ~120 KB again: about a quarter slower than
// a static file of the same size. Here a response Next itself marks as shared-cacheable
// (`s-maxage`, no `private`/`no-store`, no Set-Cookie, 200) is kept, compressed as sent, for a
// few seconds, exactly as a CDN honouring that header would, but with a much shorter life.
// The blog's invalidation module purges it in the same process, so an admin's change is
// visible on the next request; the TTL only bounds what nothing purges (several instances).

/** Request headers that make Next answer something else than the page's HTML. */
const BYPASS_HEADERS = [
  'rsc',
  'next-action',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'authorization',
  'range',
]
const BYPASS_PREFIXES = ['/admin', '/api/', '/_next/']
/** Hop-by-hop or per-response headers that must not be replayed. */
const DROPPED_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

export const MICRO_CACHE_GLOBAL = Symbol.for('midiaplan.microCache')

/** @param {import('node:http').IncomingMessage} req */
function isCandidate(req) {
  if (req.method !== 'GET') return false
  const url = req.url ?? '/'
  if (BYPASS_PREFIXES.some((prefix) => url.startsWith(prefix))) return false
  if (url.includes('_rsc=')) return false
  for (const name of BYPASS_HEADERS) if (req.headers[name] !== undefined) return false
  // Draft mode would make Next render on demand for this visitor.
  if (req.headers.cookie?.includes('__prerender_bypass')) return false
  return true
}

/**
 * Ad-click and campaign parameters: unique per visitor, read only by scripts in the browser.
 * Left in the key, every paid click would miss and push a useful entry out.
 */
const TRACKING_PARAMS =
  /^(utm_[a-z]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|ttclid|li_fat_id|twclid|mc_cid|mc_eid|_gl)$/i

/** @param {string} url */
export function cacheKeyPath(url) {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return url
  const params = new URLSearchParams(url.slice(queryStart + 1))
  for (const name of [...params.keys()]) if (TRACKING_PARAMS.test(name)) params.delete(name)
  const query = params.toString()
  return query ? `${url.slice(0, queryStart)}?${query}` : url.slice(0, queryStart)
}

/** @param {import('node:http').IncomingMessage} req */
function keyOf(req) {
  return `${cacheKeyPath(req.url ?? '/')}\0${req.headers['accept-encoding'] ?? ''}`
}

/** @param {Record<string, unknown>} headers @param {import('node:http').IncomingMessage} req */
function varyAllows(headers, req) {
  const vary = String(headers['vary'] ?? '')
  if (vary.trim() === '*') return false
  for (const raw of vary.split(',')) {
    const name = raw.trim().toLowerCase()
    if (name && name !== 'accept-encoding' && req.headers[name] !== undefined) return false
  }
  return true
}

/** @param {number} status @param {Record<string, unknown>} headers */
export function isSharedCacheable(status, headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase()
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return false
  return /\bs-maxage=\d+/.test(cacheControl)
}

/**
 * @param {{ ttlMs: number, maxEntries?: number, maxEntryBytes?: number, now?: () => number }} options
 */
export function createMicroCache(options) {
  const { ttlMs, maxEntries = 500, maxEntryBytes = 2 * 1024 * 1024, now = Date.now } = options
  /** @type {Map<string, { status: number, headers: Record<string, unknown>, body: Buffer, expires: number }>} */
  const entries = new Map()
  // Bumped by purge(): a response that began before a purge may hold old content.
  let generation = 0
  const stats = { hits: 0, stores: 0, purges: 0 }

  /**
   * Answers from the cache, or lets `next` answer while recording a cacheable response.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => void} next
   */
  function handle(req, res, next) {
    if (ttlMs <= 0 || !isCandidate(req)) return next()
    const key = keyOf(req)
    const entry = entries.get(key)
    if (entry && entry.expires > now() && varyAllows(entry.headers, req)) {
      // Re-inserting keeps the Map in least-recently-used order.
      entries.delete(key)
      entries.set(key, entry)
      stats.hits += 1
      res.writeHead(entry.status, {
        ...entry.headers,
        'content-length': entry.body.length,
        'x-micro-cache': 'HIT',
      })
      res.end(entry.body)
      return
    }
    if (entry) entries.delete(key)
    record(req, res, key)
    next()
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} key
   */
  function record(req, res, key) {
    const startedIn = generation
    /** @type {Buffer[]} */
    let chunks = []
    let size = 0
    /** @type {Record<string, unknown>} */
    let headArgs = {}
    const writeHead = res.writeHead
    const write = res.write
    const end = res.end
    /** @param {unknown} chunk @param {unknown} encoding */
    const keep = (chunk, encoding) => {
      if (chunks === null || chunk === undefined || chunk === null || typeof chunk === 'function')
        return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(
              chunk,
              typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
            )
          : Buffer.from(/** @type {Uint8Array} */ (chunk))
      size += buffer.length
      if (size > maxEntryBytes) chunks = null
      else chunks.push(buffer)
    }
    /** @type {any} */
    const patched = res
    patched.writeHead = function (status, ...rest) {
      const headers = rest.find((arg) => arg && typeof arg === 'object')
      if (headers && !Array.isArray(headers)) headArgs = headers
      return writeHead.call(res, status, ...rest)
    }
    patched.write = function (chunk, encoding, ...rest) {
      keep(chunk, encoding)
      return write.call(res, chunk, encoding, ...rest)
    }
    patched.end = function (chunk, encoding, ...rest) {
      keep(chunk, encoding)
      return end.call(res, chunk, encoding, ...rest)
    }
    res.once('finish', () => {
      if (chunks === null || generation !== startedIn) return
      /** @type {Record<string, unknown>} */
      const headers = {}
      for (const [name, value] of Object.entries({ ...res.getHeaders(), ...lower(headArgs) })) {
        if (value !== undefined && !DROPPED_HEADERS.has(name)) headers[name] = value
      }
      if (!isSharedCacheable(res.statusCode, headers) || !varyAllows(headers, req)) return
      entries.set(key, {
        status: res.statusCode,
        headers,
        body: Buffer.concat(chunks),
        expires: now() + ttlMs,
      })
      stats.stores += 1
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    })
  }

  function purge() {
    generation += 1
    stats.purges += 1
    entries.clear()
  }

  return { handle, purge, stats, size: () => entries.size }
}

/** @param {Record<string, unknown>} headers */
function lower(headers) {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
}
