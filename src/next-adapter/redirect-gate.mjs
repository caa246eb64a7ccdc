// The redirect manager's rules, applied by the custom server before Next (and before the
// micro-cache, so a page kept for a few seconds is never served at an address that now
// redirects), the same way on every instance: each holds the rule table in memory
// (src/server/redirects/runtime.ts) and reloads it when the redirects cache tag is invalidated.
// A request that matches no rule costs a path normalisation and a few Map lookups.
//
// The answer is the app's: the app is bundled by Next and this file is not, so the app hands
// its function over at boot (src/instrumentation.ts) under a well-known symbol, as it does for
// /api/events. Until it has (the first requests of a start, before the server says it is
// ready), requests go on to Next untouched.
//
// The same place sees every 404 the site answers: the app's function, when it has one, is told
// of each GET that ends in a 404 (the 404 log, src/server/not-found-log).

const REDIRECT_HANDLER = Symbol.for('midiaplan.redirect-handler')

/**
 * Addresses of the application itself (RESERVED_PREFIXES of src/lib/redirects/paths.ts): no
 * rule applies and their 404s are not logged.
 */
const SKIPPED_PREFIXES = ['/_next', '/api', '/admin']

/**
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} RedirectAnswer
 * @typedef {{
 *   resolve: (url: string) => RedirectAnswer | null,
 *   notFound?: (url: string, headers: import('node:http').IncomingHttpHeaders) => void,
 * }} RedirectHandler
 */

/** @returns {RedirectHandler | undefined} */
function registeredHandler() {
  return /** @type {any} */ (globalThis)[REDIRECT_HANDLER]
}

/** True once the app has registered its rules (the server checks it before saying it is ready). */
export function redirectsRegistered() {
  return registeredHandler() !== undefined
}

/** @param {string} url */
function isSkipped(url) {
  return SKIPPED_PREFIXES.some((prefix) => {
    if (!url.startsWith(prefix)) return false
    const next = url.charAt(prefix.length)
    return next === '' || next === '/' || next === '?'
  })
}

/**
 * Answers a GET or HEAD that a rule matches; returns false (untouched) otherwise, for Next to
 * answer, after asking to hear of its status when it turns out to be a 404.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Pick<Console, 'error'>} [log]
 */
export function handleRedirectRequest(req, res, log = console) {
  const handler = registeredHandler()
  if (!handler || (req.method !== 'GET' && req.method !== 'HEAD')) return false
  const url = req.url ?? '/'
  if (isSkipped(url)) return false
  /** @type {RedirectAnswer | null} */
  let answer
  try {
    answer = handler.resolve(url)
  } catch (error) {
    // A broken rule table must not take the site down: the page answers instead.
    log.error('Falha ao aplicar os redirecionamentos', error)
    return false
  }
  if (!answer) {
    const notFound = handler.notFound
    if (notFound && req.method === 'GET') {
      // 'close', not 'finish': a client that hangs up once it has the status (a bot, a
      // closed tab, fetch's body.cancel()) never lets a streamed 404 page finish.
      res.once('close', () => {
        if (!res.headersSent || res.statusCode !== 404) return
        try {
          notFound(url, req.headers)
        } catch (error) {
          log.error('Falha ao registrar um erro 404', error)
        }
      })
    }
    return false
  }
  const body = req.method === 'HEAD' ? '' : answer.body
  res.writeHead(answer.status, {
    ...answer.headers,
    'content-length': Buffer.byteLength(answer.body),
  })
  res.end(body)
  return true
}
