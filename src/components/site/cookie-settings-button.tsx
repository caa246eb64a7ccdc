'use client'

import { requestCookieConsentOpen } from './cookie-events'

/** Reopens the cookie-consent banner, which listens for COOKIE_CONSENT_OPEN_EVENT. */
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
