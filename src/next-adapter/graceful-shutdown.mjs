// Graceful stop of the production server (src/next-adapter/serve.mjs), so a restart behind nginx loses
// no request: the listener closes first (new connections are refused, and nginx sends them to
// another instance), the requests in flight finish, and the process exits once the last one has.
//
// nginx keeps idle keep-alive connections to each instance, and a request may arrive on one of
// them after the signal. Idle ones are closed at once: nginx sees the close and opens a new
// connection, which is refused, so it retries on another instance (an error on a reused
// connection does not even count against the tries). A request that does arrive on an open
// connection, or is in flight, is answered with `Connection: close`, so nginx sends nothing more
// on it.

/** Seconds a stop waits for the requests in flight before cutting them. */
export const SHUTDOWN_TIMEOUT_MS = 10_000

/** How long the app's shutdown hooks (the analytics buffer's last write) may take. */
export const SHUTDOWN_HOOKS_TIMEOUT_MS = 5_000

// The app registers work that must run before the process exits (src/server/analytics/buffer.ts
// writes the events still buffered) in this global set: the app is bundled by Next and this file
// is not, so a shared module instance is impossible and a well-known symbol is the meeting point.
const SHUTDOWN_HOOKS = Symbol.for('midiaplan.shutdown-hooks')

/** Runs every registered hook, each failure logged, all of them bounded by SHUTDOWN_HOOKS_TIMEOUT_MS. */
export async function runShutdownHooks(log = console, timeoutMs = SHUTDOWN_HOOKS_TIMEOUT_MS) {
  /** @type {Set<() => Promise<void>> | undefined} */
  const hooks = /** @type {any} */ (globalThis)[SHUTDOWN_HOOKS]
  if (!hooks || hooks.size === 0) return
  const all = Promise.all(
    [...hooks].map((hook) =>
      Promise.resolve()
        .then(hook)
        .catch((error) => log.warn('Falha ao encerrar:', error)),
    ),
  )
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  await Promise.race([all, late])
  clearTimeout(timer)
}

/**
 * @param {import('node:http').Server} server
 * @param {{ timeoutMs?: number, exit?: (code: number) => void, log?: Pick<Console, 'info' | 'warn'> }} [options]
 */
export function gracefulShutdown(server, options = {}) {
  const timeoutMs = options.timeoutMs ?? SHUTDOWN_TIMEOUT_MS
  const exit = options.exit ?? ((code) => process.exit(code))
  const log = options.log ?? console
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set()
  let stopping = false

  const closeAfter = (/** @type {import('node:http').ServerResponse} */ res) => {
    if (!res.headersSent) res.setHeader('connection', 'close')
  }
  // Before the app's own listener, which may answer synchronously (a micro-cache hit).
  server.prependListener('request', (req, res) => {
    inFlight.add(res)
    if (stopping) closeAfter(res)
    res.once('close', () => {
      inFlight.delete(res)
      // A response whose headers went out before the signal leaves its connection idle.
      if (stopping) setImmediate(() => server.closeIdleConnections())
    })
  })

  /** @param {string} signal */
  function shutdown(signal) {
    // systemd and a terminal signal both the process group: start.ts forwards a second one.
    if (stopping) return
    stopping = true
    log.info(`${signal}: encerrando após ${inFlight.size} requisição(ões) em andamento...`)
    for (const res of inFlight) closeAfter(res)
    let exited = false
    const finish = (/** @type {number} */ code) => {
      if (exited) return
      exited = true
      clearTimeout(timer)
      void runShutdownHooks(log).finally(() => exit(code))
    }
    const timer = setTimeout(() => {
      log.warn(
        `${inFlight.size} requisição(ões) não terminaram em ${timeoutMs / 1000} s; encerrando assim mesmo.`,
      )
      finish(1)
      server.closeAllConnections()
    }, timeoutMs)
    server.close(() => finish(0))
    server.closeIdleConnections()
  }

  return {
    shutdown,
    isStopping: () => stopping,
  }
}
