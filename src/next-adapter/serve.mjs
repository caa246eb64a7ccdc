// Production server: Next's request handler behind a plain Node HTTP server.
// `next start` keeps a client-sent X-Forwarded-For as is, so per-IP rate limits could be
// dodged by sending a fake one. Here the header is rebuilt from the socket: with no trusted
// proxy (TRUSTED_PROXY_HOPS=0) it is just the peer address; behind N proxies the peer is
// appended to what they sent, and src/server/request-ip.ts reads N entries from the right.
import { createServer } from 'node:http'
import next from 'next'
import { cacheTags } from './cache-tags.mjs'
import { handleEventRequest } from './event-endpoint.mjs'
import { gracefulShutdown } from './graceful-shutdown.mjs'
import { MICRO_CACHE_GLOBAL, createMicroCache } from './micro-cache.mjs'
import { handleRedirectRequest, redirectsRegistered } from './redirect-gate.mjs'
import { runStartChecks } from './start-checks.mjs'
import { WARM_UP_PATHS, warmUp } from './warm-up.mjs'

// One server per SQLite database (the lock lives as long as this process); warnings for setups
// that only work with one instance.
const startChecks = runStartChecks(process.env)
if (startChecks.error) {
  console.error(startChecks.error)
  process.exit(1)
}
for (const warning of startChecks.warnings) console.warn(warning)

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME_BIND || undefined
const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0)
// `npm run dev` (scripts/dev.ts) runs this same file in Next's development mode: the
// micro-cache is off there (a page edited a second ago must show at once) and only the request
// that loads the tag store is made at start (warming the admin would compile it on every start).
const dev = process.env.MIDIAPLAN_DEV === '1'
const microCacheSeconds = dev ? 0 : Number(process.env.MICRO_CACHE_TTL_SECONDS || 5)
if (!Number.isFinite(microCacheSeconds) || microCacheSeconds < 0 || microCacheSeconds > 60) {
  console.error(
    'MICRO_CACHE_TTL_SECONDS deve ser um número de segundos entre 0 e 60 (0 desliga o cache).',
  )
  process.exit(1)
}

/** @param {string | string[] | undefined} incoming @param {string | undefined} peer */
export function forwardedFor(incoming, peer, hops) {
  const own = peer ?? 'unknown'
  if (hops <= 0 || !incoming) return own
  const sent = Array.isArray(incoming) ? incoming.join(',') : incoming
  return `${sent}, ${own}`
}

const app = next({ dev, dir: process.cwd(), port, hostname })
const handle = app.getRequestHandler()
await app.prepare()

// Same process as Next: src/server/blog/invalidate.ts purges it through this global.
const microCache = createMicroCache({ ttlMs: microCacheSeconds * 1000 })
globalThis[MICRO_CACHE_GLOBAL] = microCache

const server = createServer((req, res) => {
  req.headers['x-forwarded-for'] = forwardedFor(
    req.headers['x-forwarded-for'],
    req.socket.remoteAddress,
    trustedHops,
  )
  if (handleEventRequest(req, res)) return
  // Before the micro-cache: an address that now redirects never gets a page kept for it.
  if (handleRedirectRequest(req, res)) return
  microCache.handle(req, res, () => handle(req, res))
})
server.listen(port, hostname, async () => {
  // Next runs src/instrumentation.ts on its first request, which loads the cache invalidations
  // from the database (src/next-adapter/cache-tags.mjs): asked now, so a server that cannot load them
  // stops at start with the reason in its log, instead of failing its first visitors. The admin's
  // screens are asked too, so the first editor after a start does not wait for their warm-up.
  const baseUrl = loopbackUrl(server)
  const warmUpStarted = performance.now()
  const paths = dev ? WARM_UP_PATHS.slice(0, 1) : WARM_UP_PATHS
  const { warmed } = baseUrl ? await warmUp(baseUrl, { paths }) : { warmed: [] }
  console.info(
    `> Aquecido em ${Math.round(performance.now() - warmUpStarted)} ms: ${warmed.join(', ')}`,
  )
  if (!redirectsRegistered()) {
    console.error(
      'Os redirecionamentos não foram carregados do banco de dados (src/instrumentation.ts);' +
        ' o servidor não inicia sem eles.',
    )
    process.exit(1)
  }
  if (!cacheTags().isReady()) {
    console.error(
      'As invalidações de cache não foram carregadas do banco de dados (src/instrumentation.ts);' +
        ' o servidor não inicia sem elas.',
    )
    process.exit(1)
  }
  console.info(`> Pronto em http://${hostname ?? 'localhost'}:${port}`)
})

/** The server's own address on loopback, for its warm-up requests. */
function loopbackUrl(/** @type {import('node:http').Server} */ listening) {
  const address = listening.address()
  if (!address || typeof address === 'string') return null
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const loopback = host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host
  return `http://${loopback}:${address.port}`
}

// Stop accepting, finish the requests in flight (10 s at most), exit: nginx fails over meanwhile.
const { shutdown } = gracefulShutdown(server)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(signal))
