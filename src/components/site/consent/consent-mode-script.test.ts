import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { consentModeScript } from '@/lib/consent/consent-mode-script'
import { consentSignals, createDecision } from './consent-decision'
import {
  CONSENT_POLICY_VERSION,
  CONSENT_STORAGE_KEY,
  parseStoredConsent,
} from '@/lib/consent/consent-state'

const ID = '0f8b2c3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f'

/** Runs the head script against a fake window; returns what it pushed to dataLayer. */
function run(stored: string | null, options: { throwOnRead?: boolean } = {}): unknown[][] {
  const window: Record<string, unknown> = {
    localStorage: {
      getItem: (key: string) => {
        if (options.throwOnRead) throw new Error('SecurityError')
        return key === CONSENT_STORAGE_KEY ? stored : null
      },
    },
  }
  runInNewContext(consentModeScript, { window })
  // gtag pushes `arguments` objects, as Google's snippet does; compare them as arrays.
  return (window.dataLayer as ArrayLike<unknown>[]).map((entry) =>
    JSON.parse(JSON.stringify(Array.from(entry))),
  )
}

const DEFAULT_CALL = [
  'consent',
  'default',
  {
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    wait_for_update: 500,
  },
]

function decision(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    ...createDecision('custom', { analytics: true, marketing: false }, ID),
    ...overrides,
  })
}

describe('consent mode head script', () => {
  it('sets all four signals to denied first, and nothing else for a new visitor', () => {
    expect(run(null)).toEqual([DEFAULT_CALL])
  })

  it('sends the stored decision at once for a returning visitor', () => {
    expect(run(decision())).toEqual([
      DEFAULT_CALL,
      ['consent', 'update', consentSignals({ essential: true, analytics: true, marketing: false })],
    ])
  })

  it('survives storage that cannot be read', () => {
    expect(run(null, { throwOnRead: true })).toEqual([DEFAULT_CALL])
  })

  // The same inputs must mean the same thing to the head script and to the banner.
  const cases: [string, string | null][] = [
    ['nothing stored', null],
    ['a valid decision', decision()],
    ['accept all', JSON.stringify(createDecision('accept_all', ALL_OFF(), ID))],
    ['garbage', '{oops'],
    ['JSON null', 'null'],
    ['an older policy', decision({ policyVersion: `${CONSENT_POLICY_VERSION}-old` })],
    ['a lapsed decision', decision({ decidedAt: '2020-01-01T00:00:00.000Z' })],
    ['a numeric date', decision({ decidedAt: 123 })],
    ['a string flag', decision({ preferences: { essential: true, analytics: 'true' } })],
    ['an unknown choice', decision({ choice: 'all' })],
    ['a bad anonymous id', decision({ anonymousId: 'x' })],
    ['a reset', JSON.stringify({ anonymousId: ID })],
    ['a marker that is not true', decision({ consented: 1 })],
  ]
  it.each(cases)('agrees with parseStoredConsent on %s', (_name, raw) => {
    const calls = run(raw)
    const parsed = parseStoredConsent(raw)
    if (parsed.decision) {
      expect(calls).toEqual([
        DEFAULT_CALL,
        ['consent', 'update', consentSignals(parsed.decision.preferences)],
      ])
    } else {
      expect(calls).toEqual([DEFAULT_CALL])
    }
  })
})

function ALL_OFF() {
  return { analytics: false, marketing: false }
}
