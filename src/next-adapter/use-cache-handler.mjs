// The 'use cache' handler (`cacheHandlers.default` in next.config.ts): an in-memory LRU like
// Next's default one, whose tag checks read the invalidation times kept in the database
// (src/next-adapter/cache-tags.mjs) instead of Next's per-process memory. Without it, a process
// that learned of another's invalidation would re-render a page from its own stale entries
// and store that page as fresh.

import { cacheTags } from './cache-tags.mjs'

/** Next's default size for each in-memory cache (`cacheMaxMemorySize`). */
const MAX_BYTES = 50 * 1024 * 1024

/**
 * @typedef {{ value: ReadableStream<Uint8Array>, tags: string[], stale: number, timestamp: number, expire: number, revalidate: number }} CacheEntry
 * @typedef {{ meta: Omit<CacheEntry, 'value'>, bytes: Uint8Array }} Stored
 */

/** @param {{ maxBytes?: number, now?: () => number, state?: ReturnType<typeof cacheTags> }} [options] */
export function createUseCacheHandler(options = {}) {
  const { maxBytes = MAX_BYTES, now = Date.now } = options
  const state = () => options.state ?? cacheTags()
  /** @type {Map<string, Stored>} */
  const entries = new Map()
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map()
  let size = 0

  /** @param {string} key */
  function drop(key) {
    const stored = entries.get(key)
    if (!stored) return
    size -= stored.bytes.byteLength + key.length
    entries.delete(key)
  }

  return {
    /** @param {string} cacheKey @returns {Promise<CacheEntry | undefined>} */
    async get(cacheKey) {
      const pending = pendingSets.get(cacheKey)
      if (pending) await pending
      const stored = entries.get(cacheKey)
      if (!stored) return undefined
      const { meta, bytes } = stored
      // Like Next's in-memory default: an entry past its revalidate time is dropped, not served
      // stale, since refreshing it in the background is wasted work for a store this volatile.
      if (meta.expire < 0 || now() > meta.timestamp + meta.revalidate * 1000) {
        drop(cacheKey)
        return undefined
      }
      if (state().isExpired(meta.tags, meta.timestamp)) {
        drop(cacheKey)
        return undefined
      }
      const revalidate = state().isStale(meta.tags, meta.timestamp) ? -1 : meta.revalidate
      // Least recently used order: a hit moves to the end.
      entries.delete(cacheKey)
      entries.set(cacheKey, stored)
      return {
        ...meta,
        revalidate,
        value: new ReadableStream({
          start(controller) {
            controller.enqueue(bytes)
            controller.close()
          },
        }),
      }
    },

    /** @param {string} cacheKey @param {Promise<CacheEntry>} pendingEntry */
    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {}
      pendingSets.set(cacheKey, new Promise((resolve) => (done = () => resolve(undefined))))
      try {
        const entry = await pendingEntry
        // An `expire: 0` entry is regenerated on every read in production: never served back.
        if (entry.expire === 0) return
        const bytes = new Uint8Array(await new Response(entry.value).arrayBuffer())
        const { value: _value, ...meta } = entry
        drop(cacheKey)
        entries.set(cacheKey, { meta, bytes })
        size += bytes.byteLength + cacheKey.length
        while (size > maxBytes && entries.size > 0) {
          const oldest = entries.keys().next().value
          if (oldest === undefined) break
          drop(oldest)
        }
      } catch {
        // A value that failed while rendering is not kept: the next read renders it again.
      } finally {
        pendingSets.delete(cacheKey)
        done()
      }
    },

    /** Once per request that reads this cache: learn other processes' invalidations first. */
    refreshTags() {
      return state().refresh()
    },

    /** @param {string[]} tags */
    async getExpiration(tags) {
      return state().expiration(tags)
    },

    /** @param {string[]} tags @param {{ expire?: number }} [durations] */
    updateTags(tags, durations) {
      return state().update(tags, durations)
    },

    /** For tests: bytes held. */
    size: () => size,
  }
}

export default createUseCacheHandler()
