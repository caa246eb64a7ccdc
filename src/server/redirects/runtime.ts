import 'server-only'
import { cacheTags } from '@/next-adapter/cache-tags.mjs'
import { compileRedirects, type CompiledRedirects } from '@/lib/redirects/compiled'
import { isPermanent } from '@/lib/redirects/types'
import { getDatabase } from '../db'
import { flushNotFound } from '../not-found-log/buffer'
import { recordNotFound } from '../not-found-log/record'
import { GONE_PAGE_CSP, GONE_PAGE_HTML } from './gone-page'
import { countRedirectHit, flushRedirectHits } from './hits'
import { loadRedirectRules } from './store'

/*
 * The rules every request is checked against, before Next: the whole table in memory in each
 * server process, loaded at boot (src/instrumentation.ts, before the server says it is ready)
 * and loaded again whenever the redirects tag is invalidated: at once in the process that made
 * the change, and in every other one when the tag store brings the invalidation in (LISTEN/
 * NOTIFY on PostgreSQL, its poll on either database). The custom server
 * (src/next-adapter/redirect-gate.mjs) calls the function registered here under a global
 * symbol, the way it answers /api/events.
 */

/**
 * The cache tag of the rules. No page is tagged with it: what it invalidates is each process's
 * table here.
 */
export const REDIRECTS_TAG = 'redirects'

/** What the gate writes: a status, its headers, and a body (the 410 page) or none. */
export interface RedirectAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

interface RuntimeState {
  table: CompiledRedirects | null
  loading: Promise<void> | null
  again: boolean
  started: boolean
}

const holder = globalThis as typeof globalThis & { __redirectRuntime?: RuntimeState }

function state(): RuntimeState {
  holder.__redirectRuntime ??= { table: null, loading: null, again: false, started: false }
  return holder.__redirectRuntime
}

/**
 * Loads the table from the database. A reload asked while one runs is run once more after it,
 * so the table always ends up at least as new as the last change that asked.
 */
export function reloadRedirectTable(): Promise<void> {
  const runtime = state()
  if (runtime.loading) {
    runtime.again = true
    return runtime.loading
  }
  runtime.loading = (async () => {
    do {
      runtime.again = false
      runtime.table = compileRedirects(await loadRedirectRules(getDatabase().db))
    } while (runtime.again)
  })().finally(() => {
    runtime.loading = null
  })
  return runtime.loading
}

const PERMANENT_CACHE = 'public, max-age=3600'

/** The answer for `url` (path and query as sent), or null to let the site answer. */
export function answerRedirect(url: string): RedirectAnswer | null {
  const found = state().table?.lookup(url)
  if (!found) return null
  countRedirectHit(found.id)
  const { status } = found
  if (found.location === null) {
    return {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': GONE_PAGE_CSP,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      },
      body: GONE_PAGE_HTML,
    }
  }
  return {
    status,
    headers: {
      location: found.location,
      // A browser keeps a permanent redirect for an hour, not for good: an admin may change it.
      'cache-control': isPermanent(status) ? PERMANENT_CACHE : 'no-store',
    },
    body: '',
  }
}

const REDIRECT_HANDLER = Symbol.for('midiaplan.redirect-handler')
const SHUTDOWN_HOOKS = Symbol.for('midiaplan.shutdown-hooks')

export interface RedirectHandler {
  resolve: (url: string) => RedirectAnswer | null
  notFound: typeof recordNotFound
}

/** True once this process has its table (the first load done). */
export function redirectsStarted(): boolean {
  return state().started
}

/**
 * Loads the rules and hands the custom server its function; then follows other processes'
 * changes. Throws when the table cannot be read: a server without it would answer old
 * addresses with a 404 page.
 */
export async function startRedirects(): Promise<void> {
  const runtime = state()
  if (runtime.started) return
  try {
    await reloadRedirectTable()
  } catch (error) {
    throw new Error(
      'Não foi possível ler os redirecionamentos no banco de dados; o servidor não inicia sem eles.',
      { cause: error },
    )
  }
  runtime.started = true
  cacheTags().onRemoteChange((tags) => {
    if (!tags.includes(REDIRECTS_TAG)) return
    reloadRedirectTable().catch((error: unknown) => {
      console.error('Não foi possível recarregar os redirecionamentos:', error)
    })
  })
  const hooks = globalThis as typeof globalThis & {
    [SHUTDOWN_HOOKS]?: Set<() => Promise<void>>
    [REDIRECT_HANDLER]?: RedirectHandler
  }
  hooks[SHUTDOWN_HOOKS] ??= new Set()
  hooks[SHUTDOWN_HOOKS].add(flushRedirectHits)
  hooks[SHUTDOWN_HOOKS].add(flushNotFound)
  hooks[REDIRECT_HANDLER] = { resolve: answerRedirect, notFound: recordNotFound }
}

/**
 * After a committed change: written to the tag store (so every other process reloads), and
 * this process's table reloaded before the admin's action returns, so the next request here
 * already follows the change.
 */
export async function invalidateRedirects(): Promise<void> {
  await cacheTags().update([REDIRECTS_TAG], { expire: 0 })
  if (state().started) await reloadRedirectTable()
}
