import 'server-only'
import pg from 'pg'

/** The PostgreSQL channel every instance listens on for cache invalidations. */
export const TAGS_CHANNEL = 'midiaplan_cache_tags'

export interface TagListener {
  /** Resolves once LISTEN is in place (rejects if the first connection fails). */
  ready: Promise<void>
  stop(): Promise<void>
}

/**
 * Calls `onNotify` whenever another instance writes an invalidation (writeTagExpirations sends
 * a NOTIFY in the same statement batch), so instances agree within milliseconds instead of a
 * poll's interval. A dropped connection is opened again after `retryMs`, and `onNotify` runs
 * once then, for anything sent while it was down; the poll in cache-tags.mjs stays as the floor.
 */
export function listenForTagChanges(
  url: string,
  onNotify: () => void,
  options: { retryMs?: number } = {},
): TagListener {
  const retryMs = options.retryMs ?? 1000
  let stopped = false
  let client: pg.Client | null = null
  let timer: ReturnType<typeof setTimeout> | null = null

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === TAGS_CHANNEL) onNotify()
    })
    next.on('error', () => reconnect(next))
    next.on('end', () => reconnect(next))
    await next.connect()
    await next.query(`LISTEN ${TAGS_CHANNEL}`)
    client = next
  }

  function reconnect(from: pg.Client) {
    if (stopped || client !== from || timer) return
    client = null
    from.removeAllListeners('end')
    from.end().catch(() => undefined)
    timer = setTimeout(() => {
      timer = null
      connect().then(onNotify, () => reconnect(from))
    }, retryMs)
    timer.unref?.()
  }

  const ready = connect()
  return {
    ready,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await client?.end().catch(() => undefined)
      client = null
    },
  }
}
