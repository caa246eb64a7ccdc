/**
 * Window event that asks the cookie-consent UI to reset and reopen (footer "Gerenciar Cookies").
 * The consent manager listens for it, so the footer does not import consent code.
 */
export const COOKIE_CONSENT_OPEN_EVENT = 'cookie-consent:open'

export function requestCookieConsentOpen(): void {
  window.dispatchEvent(new CustomEvent(COOKIE_CONSENT_OPEN_EVENT))
}
