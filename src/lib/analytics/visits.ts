import { DIRECT_SOURCE } from './sources'

/** A visit: one visitor's events, each at most this long after the one before. */
export const VISIT_GAP_MS = 30 * 60_000

/** What a visit brought: copied onto every view of the visit, so sources count whole visits. */
export interface VisitOrigin {
  source: string
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
}

export interface VisitState {
  lastTs: number
  /** The open visit's origin; null when unknown (its first view is past the lookup). */
  origin: VisitOrigin | null
}

interface VisitEvent extends VisitOrigin {
  visitor: string
  ts: number
  kind: string
}

function arrivedFromOutside(event: VisitOrigin): boolean {
  return event.source !== DIRECT_SOURCE && event.source !== ''
}

function sameOrigin(a: VisitOrigin, b: VisitOrigin): boolean {
  return a.source === b.source && a.utm_campaign === b.utm_campaign
}

/**
 * Marks which views open a visit and gives every view its visit's origin. A view opens a visit
 * when the visitor had no event in the VISIT_GAP_MS before it, or when it arrives from another
 * source or campaign than the open visit (a new ad click is a new visit, as in GA). An
 * engagement never opens one: it is sent when the reader leaves, maybe long after its view.
 * `state`: each visitor's last event and open visit before the batch; it is updated. Events
 * must come in time order.
 */
export function assignVisits<E extends VisitEvent>(
  events: readonly E[],
  state: Map<string, VisitState>,
): (E & { visit_start: number })[] {
  return events.map((event) => {
    const previous = state.get(event.visitor)
    if (event.kind !== 'view') {
      if (previous) previous.lastTs = Math.max(previous.lastTs, event.ts)
      return { ...event, visit_start: 0 }
    }
    const open = previous !== undefined && event.ts - previous.lastTs <= VISIT_GAP_MS
    const switched =
      open && arrivedFromOutside(event) && (!previous.origin || !sameOrigin(previous.origin, event))
    if (!open || switched) {
      state.set(event.visitor, { lastTs: event.ts, origin: originOf(event) })
      return { ...event, visit_start: 1 }
    }
    previous.lastTs = Math.max(previous.lastTs, event.ts)
    const origin = previous.origin ?? originOf(event)
    return { ...event, ...origin, visit_start: 0 }
  })
}

function originOf(event: VisitOrigin): VisitOrigin {
  return {
    source: event.source,
    referrer_host: event.referrer_host,
    utm_source: event.utm_source,
    utm_medium: event.utm_medium,
    utm_campaign: event.utm_campaign,
    utm_term: event.utm_term,
    utm_content: event.utm_content,
  }
}
