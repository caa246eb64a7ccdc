import 'server-only'

/** Set by scripts/serve.mjs, which runs Next's handler in this same process. */
const MICRO_CACHE_GLOBAL = Symbol.for('midiaplan.microCache')

interface Purgeable {
  purge: () => void
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
 * Empties the server's micro-cache of public responses. Called with every blog invalidation so a
 * reader never gets a response older than the change; false when no such cache runs (next dev,
 * tests, another server).
 */
export function purgeMicroCache(): boolean {
  const cache: unknown = Reflect.get(globalThis, MICRO_CACHE_GLOBAL)
  if (!isPurgeable(cache)) return false
  cache.purge()
  return true
}
