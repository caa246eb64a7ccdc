import { CONSENT_SCRIPT_ID, type ConsentPreferences } from '@/lib/consent/consent-state'
import { validTagIds, type TagIds } from './tag-ids'

export const GA_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js?id='
export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js'

/** First-party cookies each vendor sets, deleted when its category is withdrawn. */
const ANALYTICS_COOKIES = /^(_ga|_ga_\w+|_gid|_gat\w*)$/
const MARKETING_COOKIES = /^(_fbp|_fbc|_gcl_\w+)$/

interface PixelQueue {
  (...args: unknown[]): void
  callMethod?: (...args: unknown[]) => void
  queue: unknown[][]
  push: PixelQueue
  loaded: boolean
  version: string
}

type TagWindow = Window & {
  gtag?: (...args: unknown[]) => void
  fbq?: PixelQueue
  _fbq?: PixelQueue
} & Record<string, unknown>

const tagWindow = () => window as unknown as TagWindow

/** The head script defines gtag even with no GA id, so Consent Mode calls always land. */
export function gtag(...args: unknown[]): void {
  tagWindow().gtag?.(...args)
}

export function readTagIds(): TagIds {
  const data = document.getElementById(CONSENT_SCRIPT_ID)?.dataset
  return validTagIds({ ga: data?.gaId, pixel: data?.pixelId })
}

/** Cookie strings that expire `name` host-only and on every parent domain (GA uses the top one). */
export function cookieExpiries(name: string, hostname: string): string[] {
  const expire = `${name}=; Max-Age=0; path=/`
  const labels = hostname.split('.')
  // localhost and IP addresses have no parent domains.
  if (labels.length < 2 || /^[\d.]+$|:/.test(hostname)) return [expire]
  return [
    expire,
    ...labels.slice(0, -1).map((_, index) => `${expire}; domain=.${labels.slice(index).join('.')}`),
  ]
}

function deleteCookies(pattern: RegExp): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim()
    if (!pattern.test(name)) continue
    for (const expiry of cookieExpiries(name, location.hostname)) document.cookie = expiry
  }
}

const injected = new Set<string>()

function injectScript(src: string): boolean {
  if (injected.has(src)) return false
  injected.add(src)
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
  return true
}

/** Meta's own bootstrap: a queue that fbevents.js replays once it has loaded. */
function pixelQueue(w: TagWindow): PixelQueue {
  if (w.fbq) return w.fbq
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args)
    else fbq.queue.push(args)
  }) as PixelQueue
  Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: '2.0' })
  w.fbq = fbq
  w._fbq ??= fbq
  return fbq
}

/**
 * Loads what the preferences allow and stops the rest: GA's documented opt-out flag and the
 * Pixel's consent revoke stop a tag already running on this page (a script cannot be
 * unloaded), and the vendors' first-party cookies are deleted. No ids: nothing is requested.
 */
export function applyTags(preferences: ConsentPreferences, ids: TagIds = readTagIds()): void {
  const w = tagWindow()
  if (ids.ga) {
    w[`ga-disable-${ids.ga}`] = !preferences.analytics
    if (preferences.analytics && injectScript(`${GA_SCRIPT_URL}${ids.ga}`)) {
      gtag('js', new Date())
      gtag('config', ids.ga)
    }
  }
  if (!preferences.analytics) deleteCookies(ANALYTICS_COOKIES)
  if (ids.pixel) {
    if (preferences.marketing) {
      const fbq = pixelQueue(w)
      if (injectScript(PIXEL_SCRIPT_URL)) {
        fbq('init', ids.pixel)
        fbq('track', 'PageView')
      } else {
        fbq('consent', 'grant')
      }
    } else {
      w.fbq?.('consent', 'revoke')
    }
  }
  if (!preferences.marketing) deleteCookies(MARKETING_COOKIES)
}
