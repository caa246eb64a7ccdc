// Next's route cache (`cacheHandler` in next.config.ts): the prerendered and re-rendered pages,
// feeds and sitemap, stored on disk by Next's own file-system cache, which this class keeps
// doing the storing. What it adds is the check Next leaves to memory: an entry whose tags were
// invalidated after it was made is a miss, by the invalidation times kept in the database
// (src/next-adapter/cache-tags.mjs), so a page written before a restart or by another process is
// never served after the change it predates. And a redirect or not-found page rendered on
// request, for an address anyone can make up, is kept in bounded memory, never on disk.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { cacheTags } from './cache-tags.mjs'

/** Next's response entries carry their tags (explicit and implicit) in this header. */
const TAGS_HEADER = 'x-next-cache-tags'
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

/**
 * Next's built-in file-system cache is not a public export. Its shape is checked when the
 * server loads this file, so a Next upgrade that moves or changes it stops the server with
 * this message instead of silently losing the page cache or the tag check.
 * @returns {new (ctx: unknown) => any}
 */
function builtInFileSystemCache() {
  // Node hands an ES module the CommonJS exports object; Next's bundle of the proxy (which
  // bundles this file too) hands it the default export itself.
  const loaded = /** @type {any} */ (fileSystemCacheModule)
  const FileSystemCache = typeof loaded === 'function' ? loaded : loaded?.default
  const methods = ['get', 'set', 'revalidateTag']
  if (
    typeof FileSystemCache !== 'function' ||
    methods.some((name) => typeof FileSystemCache.prototype[name] !== 'function')
  ) {
    throw new Error(
      'O cache de arquivos do Next.js mudou de forma (next/dist/server/lib/incremental-cache/' +
        'file-system-cache.js): revise src/next-adapter/route-cache-handler.mjs para esta versão do Next.',
    )
  }
  return FileSystemCache
}

const FileSystemCache = builtInFileSystemCache()

/** No render takes this long: a miss older than it did not start the render now being stored. */
const RENDER_LIMIT_MS = 60_000
/** Bounds the map below for keys that miss and are never stored (pages that are not cached). */
const MAX_PENDING = 10_000

/**
 * When each key last missed: a render starts there. Next stamps an entry with the time it is
 * stored, so a render that read the database before an invalidation and finished after it
 * would be kept as newer than the change, and served until the next one. Module-level because
 * Next makes a handler per request, and the render is stored by another one.
 * @type {Map<string, number>}
 */
const missedAt = new Map()

/** @param {string} key */
function noteMiss(key) {
  const at = Date.now()
  const earlier = missedAt.get(key)
  // The earliest miss of a render in flight counts; a much older one is a render never stored.
  if (earlier !== undefined && at - earlier < RENDER_LIMIT_MS) return
  missedAt.delete(key)
  missedAt.set(key, at)
  if (missedAt.size > MAX_PENDING) {
    const oldest = missedAt.keys().next().value
    if (oldest !== undefined) missedAt.delete(oldest)
  }
}

/*
 * Every unknown slug or page number is its own address, rendered into ~110 KB and 7 files of
 * redirect or not-found page: on disk, one client could fill it (and with it the SQLite
 * database's writes) with made-up addresses. So a render made on request goes to disk only as
 * a 200, from content that exists: the disk grows with the site and nothing else. The others
 * are kept in this process's memory, bounded, so an old address that redirects for good is
 * still answered without a render (one costs about as much as an article's). The build's own
 * redirects (`/blog/{category}`) and not-found page are on disk: the build writes its pages
 * itself and Next copies them into this cache on their first read, neither through `set`.
 */
const ANSWERS_MAX_BYTES = 16 * 1024 * 1024
const ANSWERS_MAX_ENTRIES = 1_000

/** @type {Map<string, { entry: any, bytes: number }>} Least recently used first. */
const answers = new Map()
let answerBytes = 0

/** @param {any} value */
function keptOnDisk(value) {
  if (!value || !RESPONSE_KINDS.has(value.kind)) return true
  return value.status === undefined || value.status === 200
}

/** @param {any} value Roughly the bytes it holds, as Next's own memory store counts them. */
function sizeOf(value) {
  let bytes = 1024 + (value.html?.length ?? 0) + (value.rscData?.length ?? 0)
  bytes += value.body?.length ?? 0
  for (const part of value.segmentData?.values() ?? []) bytes += part.length
  return bytes
}

/** @param {string} key */
function forgetAnswer(key) {
  const kept = answers.get(key)
  if (!kept) return
  answers.delete(key)
  answerBytes -= kept.bytes
}

/** @param {string} key @param {any} value @param {any} ctx */
function keepAnswer(key, value, ctx) {
  forgetAnswer(key)
  const bytes = sizeOf(value)
  if (bytes > ANSWERS_MAX_BYTES) return
  // The shape Next's file-system cache returns, stamped like its own memory store.
  const entry = { value, lastModified: Date.now(), cacheControl: ctx?.cacheControl }
  answers.set(key, { entry, bytes })
  answerBytes += bytes
  for (const oldest of answers.keys()) {
    if (answerBytes <= ANSWERS_MAX_BYTES && answers.size <= ANSWERS_MAX_ENTRIES) break
    forgetAnswer(oldest)
  }
}

/** @param {string} key */
function recallAnswer(key) {
  const kept = answers.get(key)
  if (!kept) return null
  answers.delete(key)
  answers.set(key, kept)
  return kept.entry
}

/** @param {any} data @param {any} ctx @returns {string[]} */
export function entryTags(data, ctx) {
  const value = data?.value
  if (value && RESPONSE_KINDS.has(value.kind)) {
    const header = value.headers?.[TAGS_HEADER]
    return typeof header === 'string' && header ? header.split(',') : []
  }
  if (value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  return []
}

export default class RouteCacheHandler {
  /** @param {unknown} ctx What Next passes to every cache handler (fs, serverDistDir...). */
  constructor(ctx) {
    // Next makes one handler per request; the file-system cache keeps its memory store static.
    this.inner = new FileSystemCache(ctx)
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const state = cacheTags()
    // The server loads the invalidations (src/instrumentation.ts) before it serves anyone; a
    // cache that cannot check an entry against them must not serve it. The build has no
    // database attached and nothing invalidated yet.
    if (!state.isReady() && process.env.NEXT_PHASE !== 'phase-production-build') {
      throw new Error(
        'As invalidações de cache não foram carregadas do banco de dados: a página não é servida' +
          ' do cache (veja o erro de src/instrumentation.ts no início do log).',
      )
    }
    // An address's newest render: a page that became a redirect has its old 200 on disk.
    const data = recallAnswer(key) ?? (await this.inner.get(key, ctx))
    if (!data) {
      noteMiss(key)
      return data
    }
    const tags = entryTags(data, ctx)
    const made = typeof data.lastModified === 'number' ? data.lastModified : 0
    // Stale is treated as expired: a blocking render, never one more old response.
    if (tags.length > 0 && (state.isExpired(tags, made) || state.isStale(tags, made))) {
      forgetAnswer(key)
      noteMiss(key)
      return null
    }
    return data
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    const began = missedAt.get(key)
    missedAt.delete(key)
    // Next hands `set` the value itself, and `get` returns it wrapped with its time.
    const tags = entryTags({ value: data }, ctx)
    // Rendered from what was there before an invalidation: the reader who asked got it, but
    // it is not kept. One millisecond earlier because both can fall in the same one.
    if (began !== undefined && tags.length > 0) {
      const state = cacheTags()
      if (state.isExpired(tags, began - 1) || state.isStale(tags, began - 1)) return
    }
    if (!keptOnDisk(data)) return keepAnswer(key, data, ctx)
    forgetAnswer(key)
    return this.inner.set(key, data, ctx)
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    const list = [tags].flat()
    await Promise.all([
      this.inner.revalidateTag(list, durations),
      cacheTags().update(list, durations),
    ])
  }

  resetRequestCache() {
    this.inner.resetRequestCache?.()
  }
}
