// When each cache tag was last invalidated, as one process-wide state shared by Next's two cache
// handlers (route-cache-handler.mjs, use-cache-handler.mjs) and the app.
//
// Next keeps tag invalidations in memory only, while the pages they invalidate live on disk
// (.next/server/route-cache and the build's prerendered seeds): after a restart, a page rendered
// before a delete looked fresh again. Here every invalidation is written to the database
// (src/server/cache/tag-expirations.ts, attached by src/instrumentation.ts) before the admin's
// action returns, read back in full when the server starts, and polled while it runs, so a
// restart, a crash or a second process on the same database never keeps serving a page older
// than an invalidation (another process learns of it within one poll).
//
// Plain JavaScript: Next loads the cache handlers with Node's own loader, outside the bundle.
// The bundled app and those handlers each get their copy of this module, so the state itself
// lives on globalThis.

export const CACHE_TAGS_GLOBAL = Symbol.for('midiaplan.cacheTags')

/** How often a running server asks the database for invalidations made by other processes. */
export const POLL_MS = 500
/** Rows are re-read this far back, for writes committed after a later read began. */
const OVERLAP_MS = 5_000

/**
 * @typedef {{ tag: string, expired: number, stale: number, changed: number }} TagRow
 * @typedef {{ read(sinceMs: number): Promise<TagRow[]>, write(rows: TagRow[]): Promise<void> }} TagSource
 */

/** @param {{ now?: () => number, pollMs?: number }} [options] */
export function createTagState(options = {}) {
  const { now = Date.now, pollMs = POLL_MS } = options
  /** @type {Map<string, TagRow>} */
  const tags = new Map()
  /** @type {TagSource | null} */
  let source = null
  let loaded = false
  let watermark = 0
  /** @type {Promise<void> | null} */
  let refreshing = null
  /** @type {ReturnType<typeof setInterval> | null} */
  let timer = null
  /** @type {Set<(tags: string[]) => void>} */
  const remoteListeners = new Set()
  /** Next reports one invalidation to both handlers at once: one write serves both. */
  /** @type {Map<string, Promise<void>>} */
  const writes = new Map()

  /** Last write wins, by the time the invalidation happened. @param {TagRow[]} rows */
  function merge(rows) {
    /** @type {string[]} */
    const changed = []
    for (const row of rows) {
      watermark = Math.max(watermark, row.changed)
      const current = tags.get(row.tag)
      if (current && current.changed >= row.changed) continue
      tags.set(row.tag, row)
      changed.push(row.tag)
    }
    return changed
  }

  /** Reads what other processes wrote since the last read (everything, the first time). */
  function refresh() {
    if (!source) return Promise.resolve()
    if (refreshing) return refreshing
    const from = source
    refreshing = (async () => {
      const rows = await from.read(loaded ? Math.max(0, watermark - OVERLAP_MS) : 0)
      const changed = merge(rows)
      const firstLoad = !loaded
      loaded = true
      if (changed.length > 0 && !firstLoad)
        for (const listener of remoteListeners) listener(changed)
    })().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  return {
    /** Connects the database and loads every invalidation before the server answers anyone. */
    async attach(/** @type {TagSource} */ tagSource, { poll = true } = {}) {
      source = tagSource
      loaded = false
      await refresh()
      if (poll && !timer) {
        timer = setInterval(() => {
          refresh().catch((error) => {
            console.error('Não foi possível ler as invalidações de cache do banco:', error)
          })
        }, pollMs)
        timer.unref?.()
      }
    },
    detach() {
      if (timer) clearInterval(timer)
      timer = null
      source = null
      loaded = false
    },
    /** True once the database's invalidations are loaded (the production server checks it). */
    isReady: () => source !== null && loaded,
    refresh,
    /**
     * Records an invalidation, as Next's own handlers do: without durations the tags expire
     * now; with durations they go stale now and expire `durations.expire` seconds later.
     * @param {string[]} tagList @param {{ expire?: number }} [durations]
     */
    update(tagList, durations) {
      const key = `${tagList.join('\n')}\0${JSON.stringify(durations ?? null)}`
      const pending = writes.get(key)
      if (pending) return pending
      const at = now()
      /** @type {TagRow[]} */
      const rows = tagList.map((tag) => {
        const current = tags.get(tag)
        if (!durations) return { tag, expired: at, stale: current?.stale ?? 0, changed: at }
        const expired =
          durations.expire === undefined ? (current?.expired ?? 0) : at + durations.expire * 1000
        return { tag, expired, stale: at, changed: at }
      })
      merge(rows)
      const write = (source ? source.write(rows) : Promise.resolve()).finally(() => {
        writes.delete(key)
      })
      writes.set(key, write)
      return write
    },
    /** An entry made at `timestamp` must not be served (Next's areTagsExpired). */
    isExpired(/** @type {string[]} */ tagList, /** @type {number} */ timestamp) {
      const at = now()
      return tagList.some((tag) => {
        const row = tags.get(tag)
        return row !== undefined && row.expired <= at && row.expired > timestamp
      })
    },
    /** An entry made at `timestamp` is older than a revalidation (Next's areTagsStale). */
    isStale(/** @type {string[]} */ tagList, /** @type {number} */ timestamp) {
      return tagList.some((tag) => (tags.get(tag)?.stale ?? 0) > timestamp)
    },
    /** The latest expiration among the tags, 0 when none was ever invalidated. */
    expiration(/** @type {string[]} */ tagList) {
      let latest = 0
      for (const tag of tagList) latest = Math.max(latest, tags.get(tag)?.expired ?? 0)
      return latest
    },
    /** Called with the tags another process invalidated, when a poll finds them. */
    onRemoteChange(/** @type {(tags: string[]) => void} */ listener) {
      remoteListeners.add(listener)
      return () => remoteListeners.delete(listener)
    },
  }
}

/** @returns {ReturnType<typeof createTagState>} The process's one state. */
export function cacheTags() {
  const holder = /** @type {Record<symbol, ReturnType<typeof createTagState> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )
  return (holder[CACHE_TAGS_GLOBAL] ??= createTagState())
}
