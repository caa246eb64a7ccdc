'use client'

import { requestCookieConsentOpen } from './cookie-events'

/**
 * Footer 'Gerenciar Cookies': resets the cookie choice, shows the banner again and opens the
 * preferences dialog (consent/consent-manager.tsx listens for COOKIE_CONSENT_OPEN_EVENT).
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      data-cookie-settings=""
      onClick={requestCookieConsentOpen}
      className={className}
    >
      Gerenciar Cookies
    </button>
  )
}
