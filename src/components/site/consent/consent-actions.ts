import { consentSignals, createDecision, newAnonymousId } from './consent-decision'
import { sendConsentRecord } from './consent-record'
import {
  CONSENT_POLICY_VERSION,
  DEFAULT_PREFERENCES,
  type ConsentAction,
  type ConsentChoice,
  type ConsentDecision,
  type ConsentPreferences,
} from '@/lib/consent/consent-state'
import { writeStoredConsent } from './consent-storage'
import { applyTags, gtag } from './tags'

/*
 * Everything that happens once the visitor acts, in one chunk loaded on demand with the
 * dialog: a first visit downloads only the banner's logic (consent-manager.tsx).
 */
export { default as ConsentDialog } from './consent-dialog'
export { applyTags }

/** Every decision, reset included: Consent Mode update, tags, and the server's proof record. */
function announce(action: ConsentAction, anonymousId: string, preferences: ConsentPreferences) {
  gtag('consent', 'update', consentSignals(preferences))
  applyTags(preferences)
  sendConsentRecord({ anonymousId, action, preferences, policyVersion: CONSENT_POLICY_VERSION })
}

/** Stores and applies a choice; the browser's anonymous id is kept, or made on first use. */
export function commitChoice(
  choice: ConsentChoice,
  preferences: ConsentPreferences,
  anonymousId: string | null,
): ConsentDecision {
  const id = anonymousId ?? newAnonymousId((bytes) => crypto.getRandomValues(bytes))
  const decision = createDecision(choice, preferences, id)
  writeStoredConsent(decision)
  announce(choice, id, decision.preferences)
  return decision
}

/** 'Gerenciar Cookies': the choice is cleared (the anonymous id stays) and withdrawn. */
export function resetChoice(previous: ConsentDecision | null, anonymousId: string | null): void {
  writeStoredConsent(anonymousId ? { anonymousId } : null)
  if (previous) announce('reset', previous.anonymousId, DEFAULT_PREFERENCES)
}
