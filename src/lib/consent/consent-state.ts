/**
 * The visitor's cookie decision as kept in localStorage, with no browser or React code, so
 * the banner, the head script (consent-mode-script.ts) and the API schema share one truth.
 * Only what the first render needs is here (making a decision is in consent-decision.ts):
 * this module ships to every public page inside the JS budget, so no zod either.
 */

export const CONSENT_STORAGE_KEY = 'cookie-consent'
/** The head script's element id; it also carries the tag ids as data attributes. */
export const CONSENT_SCRIPT_ID = 'consent-mode'
/** Raise when the categories or the vendors change: every stored decision is asked again. */
export const CONSENT_POLICY_VERSION = '1'
/** Spec section 9: the banner appears 1000 ms after load when no decision is stored. */
export const BANNER_DELAY_MS = 1000
/** A decision is kept 12 months (privacy policy), then the banner asks again. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000

export const CONSENT_CHOICES = ['accept_all', 'essential_only', 'custom'] as const
export type ConsentChoice = (typeof CONSENT_CHOICES)[number]
/** What the server records: a choice, or 'reset' when 'Gerenciar Cookies' withdrew one. */
export type ConsentAction = ConsentChoice | 'reset'

export interface ConsentPreferences {
  essential: true
  analytics: boolean
  marketing: boolean
}

export interface ConsentDecision {
  /** The consent marker: present only once the visitor chose. */
  consented: true
  choice: ConsentChoice
  preferences: ConsentPreferences
  policyVersion: string
  decidedAt: string
  anonymousId: string
}

export interface StoredConsent {
  /** A valid, current decision; null means the banner must ask. */
  decision: ConsentDecision | null
  /** Kept across resets so the server's records of one browser stay linked. */
  anonymousId: string | null
  /** The stored text was not a decision we can read (logged, then ignored). */
  corrupt: boolean
}

export const DEFAULT_PREFERENCES: ConsentPreferences = {
  essential: true,
  analytics: false,
  marketing: false,
}

export const ANONYMOUS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

export function isAnonymousId(value: unknown): value is string {
  return typeof value === 'string' && ANONYMOUS_ID.test(value)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Reads the stored text; `now` decides whether a 12-month-old decision has lapsed. */
export function parseStoredConsent(raw: string | null, now = Date.now()): StoredConsent {
  const none: StoredConsent = { decision: null, anonymousId: null, corrupt: false }
  if (raw === null) return none
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { ...none, corrupt: true }
  }
  if (!isRecord(value)) return { ...none, corrupt: true }
  const anonymousId = isAnonymousId(value.anonymousId) ? value.anonymousId : null
  // After a reset only the anonymous id is left: no decision, nothing wrong.
  if (value.consented === undefined) return { ...none, anonymousId }
  const prefs = value.preferences
  const decidedAt = typeof value.decidedAt === 'string' ? Date.parse(value.decidedAt) : NaN
  if (
    value.consented !== true ||
    !isRecord(prefs) ||
    typeof prefs.analytics !== 'boolean' ||
    typeof prefs.marketing !== 'boolean' ||
    !CONSENT_CHOICES.includes(value.choice as ConsentChoice) ||
    typeof value.policyVersion !== 'string' ||
    Number.isNaN(decidedAt) ||
    anonymousId === null
  ) {
    return { ...none, anonymousId, corrupt: true }
  }
  // An older policy or a lapsed decision is not an error: the banner simply asks again.
  if (value.policyVersion !== CONSENT_POLICY_VERSION || now - decidedAt >= CONSENT_MAX_AGE_MS) {
    return { ...none, anonymousId }
  }
  return {
    decision: {
      consented: true,
      choice: value.choice as ConsentChoice,
      preferences: { essential: true, analytics: prefs.analytics, marketing: prefs.marketing },
      policyVersion: value.policyVersion,
      decidedAt: value.decidedAt as string,
      anonymousId,
    },
    anonymousId,
    corrupt: false,
  }
}
