import 'server-only'
import { microCachePathsForTags } from './cache-tags'

/** Set by src/next-adapter/serve.mjs, which runs Next's handler in this same process. */
const MICRO_CACHE_GLOBAL = Symbol.for('midiaplan.microCache')

interface Purgeable {
  purge: (paths?: readonly string[]) => void
}

function isPurgeable(value: unknown): value is Purgeable {
  return (
    typeof value === 'object' &&
    value !== null &&
    'purge' in value &&
    typeof value.purge === 'function'
  )
}

/**
 * Empties the server's micro-cache of public responses, or only the pages at `paths`. Called
 * with every blog invalidation so a reader never gets a response older than the change; false
 * when no such cache runs (next dev, tests, another server).
 */
export function purgeMicroCache(paths?: readonly string[] | null): boolean {
  const cache: unknown = Reflect.get(globalThis, MICRO_CACHE_GLOBAL)
  if (!isPurgeable(cache)) return false
  if (paths) cache.purge(paths)
  else cache.purge()
  return true
}

/** Purges what these invalidated tags cover: one article's page, or everything. */
export function purgeMicroCacheForTags(tags: readonly string[]): boolean {
  if (tags.length === 0) return false
  return purgeMicroCache(microCachePathsForTags(tags))
}
