import type { ConsentAction, ConsentPreferences } from '@/lib/consent/consent-state'

export const CONSENT_ENDPOINT = '/api/consent'

export interface ConsentRecordBody {
  anonymousId: string
  action: ConsentAction
  preferences: ConsentPreferences
  policyVersion: string
}

/**
 * Proof of consent (LGPD): fire and forget. keepalive lets the request outlive a navigation
 * that follows the click; any failure is swallowed so the page never breaks or logs an error.
 */
export function sendConsentRecord(body: ConsentRecordBody): void {
  try {
    fetch(CONSENT_ENDPOINT, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined)
  } catch {
    // fetch missing or refusing the request synchronously: the record is best effort.
  }
}
