// Requests the server makes to itself once it listens, before it says it is ready.

/**
 * - `/robots.txt` first: Next runs src/instrumentation.ts on its first request, which loads the
 *   cache invalidations from the database (src/next-adapter/cache-tags.mjs).
 * - Then the admin's screens, anonymously. Next loads a route's modules at start, but the first
 *   request through the admin still paid for everything a render runs once per process (the
 *   panel's layout and session check, the per-request render and its streaming): about 1 s on
 *   2 busy CPUs, which the first editor to open a post after a deploy waited for. Anonymous,
 *   each answers with the way to /admin/login: no session is made, nothing is read or written.
 *   The editor's id is a placeholder: the layout sends anonymous visitors away before the page
 *   reads it.
 */
export const WARM_UP_PATHS = [
  '/robots.txt',
  '/admin/login',
  '/admin',
  '/admin/posts',
  '/admin/posts/new',
  '/admin/posts/aquecimento/edit',
]

/**
 * GETs each path in turn on `baseUrl` and reads the answer to its end. Returns the paths that
 * were answered and those that failed with why; `log` reports the failures (a server that
 * cannot answer its own requests has a problem its operator must see).
 * @param {string} baseUrl
 * @param {{ paths?: readonly string[], log?: Pick<Console, 'error'> }} [options]
 */
export async function warmUp(baseUrl, options = {}) {
  const { paths = WARM_UP_PATHS, log = console } = options
  /** @type {string[]} */
  const warmed = []
  /** @type {{ path: string, reason: string }[]} */
  const failed = []
  for (const path of paths) {
    try {
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' })
      await response.arrayBuffer()
      if (response.status >= 500) failed.push({ path, reason: `HTTP ${response.status}` })
      else warmed.push(path)
    } catch (error) {
      failed.push({ path, reason: error instanceof Error ? error.message : String(error) })
    }
  }
  for (const { path, reason } of failed)
    log.error(`O servidor não respondeu à requisição de aquecimento ${path}: ${reason}`)
  return { warmed, failed }
}
