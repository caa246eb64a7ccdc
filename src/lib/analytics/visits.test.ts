import { describe, expect, it } from 'vitest'
import { assignVisits, VISIT_GAP_MS, type VisitState } from './visits'

const T0 = Date.parse('2026-11-27T13:00:00Z')
const MIN = 60_000

function view(
  visitor: string,
  ts: number,
  source = 'Direto',
  extra: Partial<Record<string, string | null>> = {},
) {
  return {
    visitor,
    ts,
    kind: 'view',
    source,
    referrer_host: null as string | null,
    utm_source: null as string | null,
    utm_medium: null as string | null,
    utm_campaign: null as string | null,
    utm_term: null as string | null,
    utm_content: null as string | null,
    ...extra,
  }
}

describe('assignVisits', () => {
  it('opens a visit on the first view and after more than 30 minutes without an event', () => {
    const marked = assignVisits(
      [
        view('a', T0),
        view('a', T0 + 10 * MIN),
        view('a', T0 + 40 * MIN),
        view('a', T0 + 70 * MIN + 1),
      ],
      new Map(),
    )
    expect(marked.map((event) => event.visit_start)).toEqual([1, 0, 0, 1])
    expect(VISIT_GAP_MS).toBe(30 * MIN)
  })

  it('keeps visitors apart and continues a visit begun before the batch', () => {
    const state = new Map<string, VisitState>([
      [
        'a',
        {
          lastTs: T0 - 5 * MIN,
          origin: { ...view('a', 0, 'LinkedIn'), utm_campaign: 'lancamento' },
        },
      ],
    ])
    const marked = assignVisits([view('a', T0), view('b', T0)], state)
    expect(
      marked.map((event) => [event.visitor, event.visit_start, event.source, event.utm_campaign]),
    ).toEqual([
      ['a', 0, 'LinkedIn', 'lancamento'],
      ['b', 1, 'Direto', null],
    ])
    expect(state.get('a')?.lastTs).toBe(T0)
  })

  it('gives every view of a visit the source it arrived from', () => {
    const marked = assignVisits(
      [
        view('a', T0, 'Google', { referrer_host: 'google.com' }),
        view('a', T0 + MIN),
        view('a', T0 + 2 * MIN),
      ],
      new Map(),
    )
    expect(marked.map((event) => [event.visit_start, event.source, event.referrer_host])).toEqual([
      [1, 'Google', 'google.com'],
      [0, 'Google', 'google.com'],
      [0, 'Google', 'google.com'],
    ])
  })

  it('opens a new visit when a view arrives from another source or campaign', () => {
    const marked = assignVisits(
      [
        view('a', T0, 'Google'),
        view('a', T0 + MIN, 'Google Ads'),
        view('a', T0 + 2 * MIN, 'Google Ads'),
        view('a', T0 + 3 * MIN, 'Google Ads', { utm_campaign: 'outra' }),
      ],
      new Map(),
    )
    expect(marked.map((event) => event.visit_start)).toEqual([1, 1, 0, 1])
  })

  it('never opens a visit with an engagement, which still counts as activity', () => {
    const engagement = { ...view('a', T0 + 29 * MIN), kind: 'engagement', source: '' }
    const marked = assignVisits([view('a', T0), engagement, view('a', T0 + 50 * MIN)], new Map())
    expect(marked.map((event) => event.visit_start)).toEqual([1, 0, 0])
    expect(assignVisits([{ ...engagement, visitor: 'z' }], new Map())[0]?.visit_start).toBe(0)
  })
})
