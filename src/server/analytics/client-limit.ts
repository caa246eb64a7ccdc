import 'server-only'

/*
 * Events per client address, counted in this process's memory: the endpoint takes thousands
 * of events a second, and a database-backed bucket per event would cost more than the event.
 * nginx's limit_req (deploy/nginx) caps the same clients across instances. The table of
 * clients is bounded: past MAX_CLIENTS it starts over, which only forgives a little.
 */
/** ANALYTICS_EVENTS_PER_MINUTE's default: a reader sends two events a page. */
export const EVENTS_PER_MINUTE = 120
const WINDOW_MS = 60_000
const MAX_CLIENTS = 50_000

const windows = new Map<string, { count: number; resetMs: number }>()

/** Counts one event of `client`; false once it is past the minute's allowance. */
export function allowEvent(client: string, nowMs = Date.now(), limit = EVENTS_PER_MINUTE): boolean {
  let window = windows.get(client)
  if (!window || window.resetMs <= nowMs) {
    if (windows.size >= MAX_CLIENTS) windows.clear()
    window = { count: 0, resetMs: nowMs + WINDOW_MS }
    windows.set(client, window)
  }
  window.count += 1
  return window.count <= limit
}

export function forgetClientLimits(): void {
  windows.clear()
}
