import {
  CONSENT_STORAGE_KEY,
  parseStoredConsent,
  type ConsentDecision,
  type StoredConsent,
} from '@/lib/consent/consent-state'

/** The stored decision; storage that cannot be read (blocked, private mode) counts as none. */
export function readStoredConsent(): StoredConsent {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(CONSENT_STORAGE_KEY)
  } catch {
    // Storage blocked by the browser: ask every visit, which is the safe default.
  }
  const state = parseStoredConsent(raw)
  // Spec section 8: a preference that cannot be parsed is logged and the defaults are kept.
  if (state.corrupt) console.warn('Preferência de cookies ilegível; usando o padrão.', raw)
  return state
}

/** A decision, just the anonymous id after a reset, or nothing at all. */
export function writeStoredConsent(value: ConsentDecision | { anonymousId: string } | null): void {
  try {
    if (value) window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value))
    else window.localStorage.removeItem(CONSENT_STORAGE_KEY)
  } catch {
    // Full or blocked storage: the choice still applies to this page view.
  }
}
