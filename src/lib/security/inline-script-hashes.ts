import { createHash } from 'node:crypto'
import { consentModeScript } from '@/lib/consent/consent-mode-script'

/**
 * Inline scripts an admin page may hold without this request's nonce, allowed by hash.
 *
 * Admin pages are partially prerendered (cacheComponents): their static shell is built once,
 * before any request, so what it inlines cannot carry a nonce. Everything Next and React emit
 * when the dynamic part resumes does carry it. The shell inlines only these two fixed texts:
 * the root layout's Consent Mode defaults (constants only) and React's reveal-timing snippet.
 * e2e/security-headers.e2e.ts checks that every inline script an admin page sends is either
 * nonced or listed here, so a React upgrade that changes the snippet fails loudly.
 */
export const REACT_SHELL_TIMING_SCRIPT = 'requestAnimationFrame(function(){$RT=performance.now()});'

export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}

export const ADMIN_INLINE_SCRIPT_HASHES = [
  scriptHash(consentModeScript),
  scriptHash(REACT_SHELL_TIMING_SCRIPT),
]
