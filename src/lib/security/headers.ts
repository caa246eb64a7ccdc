import { publicCsp } from './csp'
import { uploadedImageOrigins, type ImageStorageEnv } from './image-origin'

export interface HeaderEntry {
  key: string
  value: string
}

/** Powerful features no page uses; those the YouTube player asks for are left alone. */
const DENIED_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'display-capture',
  'idle-detection',
  'browsing-topics',
]

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')
/** Two years with subdomains, the commonly required minimum for preload lists. */
export const HSTS = 'max-age=63072000; includeSubDomains'

/** For every response, build assets included: a script is never sniffed as another type. */
export function assetSecurityHeaders(): HeaderEntry[] {
  return [{ key: 'X-Content-Type-Options', value: 'nosniff' }]
}

/**
 * For documents and API answers; /_next/static files go without them (HSTS is learnt from any
 * answer of the host, so the documents carry it for the scripts too).
 */
export function documentSecurityHeaders({ production }: { production: boolean }): HeaderEntry[] {
  return [
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    ...(production ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ]
}

/**
 * Headers for every response, admin included. HSTS only in production: a development
 * server on http://localhost must not teach the browser to force https on it.
 */
export function baseSecurityHeaders({ production }: { production: boolean }): HeaderEntry[] {
  return [...assetSecurityHeaders(), ...documentSecurityHeaders({ production })]
}

/** Drafts shown by "Visualizar" and by share links: never indexed, even if a crawler gets one. */
export const PREVIEW_NO_INDEX: HeaderEntry = { key: 'X-Robots-Tag', value: 'noindex, nofollow' }
export const SHARE_LINK_SOURCE = '/pre-visualizacao/:path*'
export const PREVIEW_PATH_SOURCES = [SHARE_LINK_SOURCE, '/admin/posts/:id/visualizar']
/**
 * A share link's address is its secret: the page names it to no one, neither in the Referer of
 * what it loads (scripts, fonts, images, which would write it into the server's logs) nor to a
 * site a link on it leads to.
 */
export const SHARE_LINK_NO_REFERRER: HeaderEntry = { key: 'Referrer-Policy', value: 'no-referrer' }

/** process.env or a subset: NODE_ENV and the uploads bucket settings. */
export type SecurityEnv = ImageStorageEnv

// Hashed build files (JS, CSS, fonts) are no documents: a policy there does nothing, and its
// ~1 KB would be paid on each of the ~10 scripts every page loads (the public pages' budget of
// 150 KB of JavaScript counts transferred bytes).
const NOT_BUILD_ASSETS = '(?!_next/static/)'

/**
 * next.config.ts `headers()`: static values, so prerendered pages keep being served from cache
 * (and the micro-cache replays them byte for byte). /admin gets its CSP from src/proxy.ts.
 */
export function staticHeaderRules(env: SecurityEnv): { source: string; headers: HeaderEntry[] }[] {
  const dev = env.NODE_ENV === 'development'
  return [
    { source: '/:path*', headers: assetSecurityHeaders() },
    {
      source: `/(${NOT_BUILD_ASSETS}.*)`,
      headers: documentSecurityHeaders({ production: env.NODE_ENV === 'production' }),
    },
    {
      // Everything but /admin and /admin/…: the admin answers with a per-request nonce policy.
      source: `/(${NOT_BUILD_ASSETS}(?!admin(?:/|$)).*)`,
      headers: [
        {
          key: 'Content-Security-Policy',
          value: publicCsp({ dev, imageOrigins: uploadedImageOrigins(env) }),
        },
      ],
    },
    ...PREVIEW_PATH_SOURCES.map((source) => ({ source, headers: [PREVIEW_NO_INDEX] })),
    // After the documents' rule: of two rules setting one header, Next sends the last.
    { source: SHARE_LINK_SOURCE, headers: [SHARE_LINK_NO_REFERRER] },
  ]
}
