import { TAG_HOSTS } from './tag-hosts'

export interface CspOptions {
  /** `next dev` only: React rebuilds server error stacks with eval. Never in production. */
  dev: boolean
  /** Extra img-src origins: the uploads bucket when one is configured. */
  imageOrigins?: readonly string[]
}

type Directives = Record<string, readonly string[]>

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/** What every page shares: nothing may frame, embed plugins, rebase URLs or post elsewhere. */
const LOCKDOWN: Directives = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

/**
 * The public site's policy, sent as a static header with the prerendered HTML.
 *
 * A nonce is impossible here: the pages are rendered once at build time and served from
 * Next's cache and the micro-cache to every visitor, so no per-request value can be in their
 * HTML, and Next's inline hydration scripts (`self.__next_f.push(...)`) differ per page, so
 * hashes cannot be listed either. Inline scripts are therefore allowed ('unsafe-inline'),
 * while script sources stay limited to this origin and the consented tags' hosts; pages hold
 * no user-written HTML outside the sanitizer (src/server/content/sanitize.ts).
 */
export function publicCsp({ dev, imageOrigins = [] }: CspOptions): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...TAG_HOSTS.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins, ...TAG_HOSTS.image],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...TAG_HOSTS.connect],
    'frame-src': [...TAG_HOSTS.frame],
    ...LOCKDOWN,
  })
}

export interface AdminCspOptions extends CspOptions {
  nonce: string
  /** Hashes ('sha256-…') of the inline scripts the prerendered shell holds (inline-script-hashes.ts). */
  inlineScriptHashes?: readonly string[]
}

/**
 * The admin's policy, per request: an inline script runs only with this response's nonce
 * (or a listed hash), never because it is inline, so injected markup cannot run code.
 *
 * No 'strict-dynamic': the admin pages are partially prerendered (cacheComponents) and Next
 * writes their shell's `<script src>` tags for the build's own chunks at build time, without a
 * nonce (its CSP guide: PPR shells cannot carry one). Those files, and the chunks they load,
 * are allowed as same-origin ('self'); nothing else on this origin can run as a script, since
 * uploads and API answers have non-script types and every response is sent with nosniff.
 * No third-party host at all (no tags load in the admin). Styles stay 'unsafe-inline': the
 * editor, Radix and sonner set style attributes.
 */
export function adminCsp({
  dev,
  nonce,
  imageOrigins = [],
  inlineScriptHashes = [],
}: AdminCspOptions): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      ...inlineScriptHashes.map((hash) => `'${hash}'`),
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    ...LOCKDOWN,
  })
}
