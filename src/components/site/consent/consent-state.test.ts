import { randomFillSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { consentSignals, createDecision, newAnonymousId } from './consent-decision'
import {
  ANONYMOUS_ID,
  CONSENT_MAX_AGE_MS,
  CONSENT_POLICY_VERSION,
  parseStoredConsent,
} from '@/lib/consent/consent-state'

const ID = '0f8b2c3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f'
const NOW = Date.parse('2026-11-21T12:00:00.000Z')

function stored(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    consented: true,
    choice: 'custom',
    preferences: { essential: true, analytics: true, marketing: false },
    policyVersion: CONSENT_POLICY_VERSION,
    decidedAt: '2026-11-01T10:00:00.000Z',
    anonymousId: ID,
    ...overrides,
  })
}

describe('parseStoredConsent', () => {
  it('reads a valid, current decision', () => {
    expect(parseStoredConsent(stored(), NOW)).toEqual({
      decision: {
        consented: true,
        choice: 'custom',
        preferences: { essential: true, analytics: true, marketing: false },
        policyVersion: CONSENT_POLICY_VERSION,
        decidedAt: '2026-11-01T10:00:00.000Z',
        anonymousId: ID,
      },
      anonymousId: ID,
      corrupt: false,
    })
  })

  it('forces essential on even when the stored flag says otherwise', () => {
    const raw = stored({ preferences: { essential: false, analytics: false, marketing: true } })
    expect(parseStoredConsent(raw, NOW).decision?.preferences).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
    })
  })

  it('has no decision and nothing wrong when nothing is stored', () => {
    expect(parseStoredConsent(null, NOW)).toEqual({
      decision: null,
      anonymousId: null,
      corrupt: false,
    })
  })

  it.each([
    ['not JSON', '{consented: true'],
    ['JSON null', 'null'],
    ['an array', '[1,2]'],
    ['a string', '"aceito"'],
  ])('flags %s as corrupt, with no decision', (_name, raw) => {
    expect(parseStoredConsent(raw, NOW)).toEqual({
      decision: null,
      anonymousId: null,
      corrupt: true,
    })
  })

  it.each([
    [
      'a non-boolean flag',
      { preferences: { essential: true, analytics: 'sim', marketing: false } },
    ],
    ['no preferences', { preferences: undefined }],
    ['an unknown choice', { choice: 'all' }],
    ['a marker that is not true', { consented: 'yes' }],
    ['an unreadable date', { decidedAt: 'ontem' }],
    ['a malformed anonymous id', { anonymousId: 'abc' }],
  ])('flags a decision with %s as corrupt', (_name, overrides) => {
    const state = parseStoredConsent(stored(overrides), NOW)
    expect(state.decision).toBeNull()
    expect(state.corrupt).toBe(true)
  })

  it('asks again, without calling it corrupt, when the policy version changed', () => {
    const state = parseStoredConsent(stored({ policyVersion: '0' }), NOW)
    expect(state).toEqual({ decision: null, anonymousId: ID, corrupt: false })
  })

  it('asks again after 12 months', () => {
    const decidedAt = new Date(NOW - CONSENT_MAX_AGE_MS).toISOString()
    expect(parseStoredConsent(stored({ decidedAt }), NOW).decision).toBeNull()
    const fresh = new Date(NOW - CONSENT_MAX_AGE_MS + 60_000).toISOString()
    expect(parseStoredConsent(stored({ decidedAt: fresh }), NOW).decision).not.toBeNull()
  })

  it('keeps the anonymous id left by a reset, with no decision', () => {
    expect(parseStoredConsent(JSON.stringify({ anonymousId: ID }), NOW)).toEqual({
      decision: null,
      anonymousId: ID,
      corrupt: false,
    })
  })
})

describe('createDecision', () => {
  const at = new Date(NOW)

  it('accept all grants every category whatever was passed', () => {
    const decision = createDecision('accept_all', { analytics: false, marketing: false }, ID, at)
    expect(decision).toEqual({
      consented: true,
      choice: 'accept_all',
      preferences: { essential: true, analytics: true, marketing: true },
      policyVersion: CONSENT_POLICY_VERSION,
      decidedAt: '2026-11-21T12:00:00.000Z',
      anonymousId: ID,
    })
  })

  it('essential only refuses analytics and marketing', () => {
    const decision = createDecision('essential_only', { analytics: true, marketing: true }, ID, at)
    expect(decision.preferences).toEqual({ essential: true, analytics: false, marketing: false })
  })

  it('custom keeps the chosen flags and round-trips through storage', () => {
    const decision = createDecision('custom', { analytics: false, marketing: true }, ID, at)
    expect(decision.preferences).toEqual({ essential: true, analytics: false, marketing: true })
    expect(parseStoredConsent(JSON.stringify(decision), NOW).decision).toEqual(decision)
  })
})

describe('consentSignals', () => {
  it('maps analytics to analytics_storage and marketing to the three ad signals', () => {
    expect(consentSignals({ essential: true, analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
    expect(consentSignals({ essential: true, analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    })
  })
})

describe('newAnonymousId', () => {
  it('makes distinct v4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newAnonymousId((b) => randomFillSync(b))))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(ANONYMOUS_ID)
  })

  it('sets the version and variant bits even from all-ones bytes', () => {
    expect(newAnonymousId((b) => b.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
  })
})
