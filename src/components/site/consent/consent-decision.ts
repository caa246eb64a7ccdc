import {
  CONSENT_POLICY_VERSION,
  DEFAULT_PREFERENCES,
  type ConsentChoice,
  type ConsentDecision,
  type ConsentPreferences,
} from '@/lib/consent/consent-state'

/* Loaded with the dialog, only once the visitor acts on the banner (consent-actions.ts). */

const ALL_PREFERENCES: ConsentPreferences = { essential: true, analytics: true, marketing: true }

/** A new decision; essential is forced on whatever the caller passed. */
export function createDecision(
  choice: ConsentChoice,
  preferences: Pick<ConsentPreferences, 'analytics' | 'marketing'>,
  anonymousId: string,
  now = new Date(),
): ConsentDecision {
  const chosen =
    choice === 'accept_all'
      ? ALL_PREFERENCES
      : choice === 'essential_only'
        ? DEFAULT_PREFERENCES
        : {
            essential: true as const,
            analytics: preferences.analytics,
            marketing: preferences.marketing,
          }
  return {
    consented: true,
    choice,
    preferences: { ...chosen },
    policyVersion: CONSENT_POLICY_VERSION,
    decidedAt: now.toISOString(),
    anonymousId,
  }
}

export type ConsentSignal = 'granted' | 'denied'

export interface ConsentSignals {
  ad_storage: ConsentSignal
  analytics_storage: ConsentSignal
  ad_user_data: ConsentSignal
  ad_personalization: ConsentSignal
}

/** Google Consent Mode v2: analytics drives one signal, marketing the three ad signals. */
export function consentSignals(preferences: ConsentPreferences): ConsentSignals {
  const analytics: ConsentSignal = preferences.analytics ? 'granted' : 'denied'
  const marketing: ConsentSignal = preferences.marketing ? 'granted' : 'denied'
  return {
    ad_storage: marketing,
    analytics_storage: analytics,
    ad_user_data: marketing,
    ad_personalization: marketing,
  }
}

/** A random v4 UUID from getRandomValues, which (unlike randomUUID) also works over plain http. */
export function newAnonymousId(random: (bytes: Uint8Array) => Uint8Array): string {
  const bytes = random(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
