import 'server-only'
import type { VisitState } from '@/lib/analytics/visits'

/*
 * Each visitor's last event and open visit, as this process last wrote them. Looking them up
 * in the database took two queries per batch (2 and 4-5 ms per 500 events on SQLite, on the
 * event loop). The memory is only used where this process is the one writer (SQLite: one
 * server per database file): with several instances on PostgreSQL another one may have opened
 * a visit since, so there the database is always asked. A visitor not remembered (a new
 * process, past the cap) is looked up as before.
 */
const MAX_VISITORS = 50_000
const memory = new Map<string, VisitState>()

/**
 * The remembered state of each of `visitors`: a state whose last event is before `sinceMs` is
 * returned as null (no open visit, and the database holds nothing newer, since only this
 * process writes); a visitor never remembered is left out, for the database to answer.
 */
export function recallVisits(
  visitors: readonly string[],
  sinceMs: number,
): Map<string, VisitState | null> {
  const known = new Map<string, VisitState | null>()
  for (const visitor of visitors) {
    const state = memory.get(visitor)
    if (!state) continue
    known.set(visitor, state.lastTs >= sinceMs ? { ...state } : null)
  }
  return known
}

/**
 * After a batch is stored: each visitor's state as the batch left it. `lastTs`: every visitor
 * of the batch and its latest event there. A visitor with no state (only engagements, no open
 * visit) keeps the remembered visit's origin with the new time, as the database would answer;
 * without one remembered, it is forgotten, for the database to answer next time.
 */
export function rememberVisits(
  states: ReadonlyMap<string, VisitState>,
  lastTs: ReadonlyMap<string, number>,
): void {
  for (const [visitor, ts] of lastTs) {
    const state = states.get(visitor)
    const before = memory.get(visitor)
    memory.delete(visitor)
    if (state) memory.set(visitor, { ...state })
    else if (before)
      memory.set(visitor, { lastTs: Math.max(before.lastTs, ts), origin: before.origin })
  }
  // Oldest first (Map order is insertion order, refreshed above): drop what is past the cap.
  for (const visitor of memory.keys()) {
    if (memory.size <= MAX_VISITORS) break
    memory.delete(visitor)
  }
}

/** Test hook, and after a write that may not match the memory: forget every visitor. */
export function forgetVisits(): void {
  memory.clear()
}
