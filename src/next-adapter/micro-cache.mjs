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
export const BYPASS_HEADERS = Object.freeze([
  'rsc',
  'next-action',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'authorization',
  'range',
])
// Previews show drafts to whoever holds the link: never kept, even if a change to the page ever
// made Next mark one shared-cacheable (a revoked link must stop at once).
const BYPASS_PREFIXES = ['/admin', '/api/', '/_next/', '/pre-visualizacao']
/** Hop-by-hop or per-response headers that must not be replayed. */
const DROPPED_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

export const MICRO_CACHE_GLOBAL = Symbol.for('midiaplan.microCache')

/**
 * Query parameters Next itself reads from a request (route params it passes through rewrites,
 * React Server Components and data requests), as name prefixes: a request carrying one goes
 * straight to Next, and is never stored under a key without it. tests/integration/
 * next-internals.test.ts fails when the installed Next defines one this list does not cover.
 */
export const NEXT_INTERNAL_QUERY_PREFIXES = Object.freeze([
  '_rsc',
  'nxtP',
  'nxtI',
  '__next',
  // Set by Next's own rewrites with i18n routing, deleted before a page sees its query.
  'nextInternalLocale',
])
const NEXT_INTERNAL_PARAM = new RegExp(`(?:^|[?&])(?:${NEXT_INTERNAL_QUERY_PREFIXES.join('|')})`)

/** True when a query string (with or without its `?`) carries one of Next's own parameters. */
export function hasNextInternalQuery(/** @type {string} */ query) {
  return NEXT_INTERNAL_PARAM.test(query)
}

/** @param {import('node:http').IncomingMessage} req */
function isCandidate(req) {
  if (req.method !== 'GET') return false
  const url = req.url ?? '/'
  if (BYPASS_PREFIXES.some((prefix) => url.startsWith(prefix))) return false
  const queryStart = url.indexOf('?')
  if (queryStart !== -1 && hasNextInternalQuery(url.slice(queryStart))) return false
  for (const name of BYPASS_HEADERS) if (req.headers[name] !== undefined) return false
  // Draft mode would make Next render on demand for this visitor.
  if (req.headers.cookie?.includes('__prerender_bypass')) return false
  return true
}

/**
 * The query parameters each public page's response depends on; every other one (a campaign's
 * utm_* and gclid, or a random `?x=` sent to skip the cache) is left out of the key. Only Next's
 * rewrites can make a cacheable page depend on the query: a page that reads searchParams is
 * rendered per request and never marked shared-cacheable. Kept equal to next.config.ts's
 * rewrites and deploy/nginx's cache key by tests/integration/micro-cache-keys.test.ts.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const PAGE_QUERY_PARAMS = Object.freeze({ '/blog': Object.freeze(['categoria']) })

/** @param {string} url */
export function cacheKeyPath(url) {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return url
  const path = url.slice(0, queryStart)
  const read = Object.hasOwn(PAGE_QUERY_PARAMS, path) ? PAGE_QUERY_PARAMS[path] : undefined
  if (!read) return path
  const params = new URLSearchParams(url.slice(queryStart + 1))
  const kept = new URLSearchParams()
  for (const name of read) for (const value of params.getAll(name)) kept.append(name, value)
  const query = kept.toString()
  return query ? `${path}?${query}` : path
}

/**
 * A key's or a URL's path, percent-decoded: `/blog/post/a%C3%A7` and `/blog/post/aç` are one page.
 * @param {string} keyOrUrl
 */
function decodedPath(keyOrUrl) {
  let end = keyOrUrl.length
  for (const mark of ['?', '\0']) {
    const at = keyOrUrl.indexOf(mark)
    if (at !== -1 && at < end) end = at
  }
  const path = keyOrUrl.slice(0, end)
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
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
 * @param {{ ttlMs: number, maxEntries?: number, maxEntryBytes?: number, maxBytes?: number, now?: () => number }} options
 */
export function createMicroCache(options) {
  const {
    ttlMs,
    maxEntries = 500,
    maxEntryBytes = 2 * 1024 * 1024,
    // The bodies' total: entries of every size fit in a known amount of memory.
    maxBytes = 64 * 1024 * 1024,
    now = Date.now,
  } = options
  /** @type {Map<string, { status: number, headers: Record<string, unknown>, body: Buffer, expires: number }>} */
  const entries = new Map()
  let bytes = 0

  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length
    entries.delete(key)
  }
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
    if (entry) remove(key)
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
    /**
     * A shared-cacheable page is held until its last byte and sent with its Content-Length, as a
     * hit is: streamed, it went out chunked (Next's compression cannot know the length), and a
     * proxy caching it (nginx, a CDN) replayed it chunked, where the last small chunk waited for
     * a delayed ACK: ~40 ms a request on a keep-alive connection. Anything
     * else streams as before. Decided when the headers are written.
     * @type {'undecided' | 'hold' | 'stream'}
     */
    let mode = 'undecided'
    /** @type {unknown[] | null} */
    let heldHead = null
    /** @type {Buffer[]} */
    let held = []
    let heldSize = 0

    /** @param {unknown} chunk @param {unknown} encoding */
    const toBuffer = (chunk, encoding) =>
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(
              chunk,
              typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
            )
          : Buffer.from(/** @type {Uint8Array} */ (chunk))
    /** @param {unknown} chunk */
    const isData = (chunk) => chunk !== undefined && chunk !== null && typeof chunk !== 'function'
    /** @param {unknown} chunk @param {unknown} encoding */
    const keep = (chunk, encoding) => {
      if (chunks === null || !isData(chunk)) return
      const buffer = toBuffer(chunk, encoding)
      size += buffer.length
      if (size > maxEntryBytes) chunks = null
      else chunks.push(buffer)
    }
    const currentHeaders = () => ({ ...res.getHeaders(), ...headArgs })
    const decide = () => {
      if (mode !== 'undecided') return
      mode =
        isSharedCacheable(res.statusCode, currentHeaders()) && varyAllows(currentHeaders(), req)
          ? 'hold'
          : 'stream'
    }
    /** Too large to hold: send what was held, as a stream. */
    const release = () => {
      mode = 'stream'
      if (heldHead) writeHead.apply(res, /** @type {any} */ (heldHead))
      heldHead = null
      for (const buffer of held) write.call(res, buffer)
      held = []
    }

    /** @type {any} */
    const patched = res
    patched.writeHead = function (status, ...rest) {
      const headers = rest.find((arg) => arg && typeof arg === 'object')
      if (headers) headArgs = headerRecord(headers)
      res.statusCode = status
      decide()
      if (mode === 'hold') {
        heldHead = [status, ...rest]
        return res
      }
      return writeHead.call(res, status, ...rest)
    }
    patched.write = function (chunk, encoding, ...rest) {
      keep(chunk, encoding)
      decide()
      if (mode === 'hold' && isData(chunk)) {
        const buffer = toBuffer(chunk, encoding)
        held.push(buffer)
        heldSize += buffer.length
        if (heldSize > maxEntryBytes) release()
        const callback = [encoding, ...rest].find((arg) => typeof arg === 'function')
        if (typeof callback === 'function') process.nextTick(callback)
        return true
      }
      return write.call(res, chunk, encoding, ...rest)
    }
    patched.end = function (chunk, encoding, ...rest) {
      keep(chunk, typeof encoding === 'function' ? undefined : encoding)
      decide()
      if (mode !== 'hold') return end.call(res, chunk, encoding, ...rest)
      if (isData(chunk)) held.push(toBuffer(chunk, encoding))
      const body = Buffer.concat(held)
      held = []
      const [status = res.statusCode, ...headRest] = heldHead ?? []
      heldHead = null
      res.removeHeader('transfer-encoding')
      res.setHeader('content-length', body.length)
      writeHead.call(res, status, ...headRest)
      const callback = [chunk, encoding, ...rest].find((arg) => typeof arg === 'function')
      return end.call(res, body, callback)
    }
    res.once('finish', () => {
      if (chunks === null || generation !== startedIn) return
      /** @type {Record<string, unknown>} */
      const headers = {}
      for (const [name, value] of Object.entries({ ...res.getHeaders(), ...headArgs })) {
        if (value !== undefined && !DROPPED_HEADERS.has(name)) headers[name] = value
      }
      if (!isSharedCacheable(res.statusCode, headers) || !varyAllows(headers, req)) return
      const body = Buffer.concat(chunks)
      remove(key)
      entries.set(key, { status: res.statusCode, headers, body, expires: now() + ttlMs })
      bytes += body.length
      stats.stores += 1
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        remove(oldest)
      }
    })
  }

  /**
   * Empties the cache, or with `paths` only those pages (every encoding and kept query of each):
   * a change that touches one article must not make every other page render again.
   * @param {readonly string[]} [paths]
   */
  function purge(paths) {
    generation += 1
    stats.purges += 1
    if (!paths) {
      entries.clear()
      bytes = 0
      return
    }
    const wanted = new Set(paths.map(decodedPath))
    for (const key of [...entries.keys()]) if (wanted.has(decodedPath(key))) remove(key)
  }

  return { handle, purge, stats, size: () => entries.size, bytes: () => bytes }
}

/**
 * writeHead's headers as one record with lower-case names, whatever form they came in: an
 * object, an array of [name, value] pairs, or Node's flat raw list [name, value, name, value].
 * A name given twice keeps every value, so a second Set-Cookie or Cache-Control is seen.
 * @param {object} headers
 * @returns {Record<string, unknown>}
 */
export function headerRecord(headers) {
  /** @type {[string, unknown][]} */
  let pairs
  if (!Array.isArray(headers)) pairs = Object.entries(headers)
  else if (headers.every((item) => Array.isArray(item)))
    pairs = headers.map((item) => [String(item[0]), item[1]])
  else {
    pairs = []
    for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([String(headers[i]), headers[i + 1]])
  }
  /** @type {Record<string, unknown>} */
  const record = {}
  for (const [rawName, value] of pairs) {
    const name = rawName.toLowerCase()
    const existing = record[name]
    record[name] =
      existing === undefined ? value : [existing, value].flat().filter((v) => v !== undefined)
  }
  return record
}
