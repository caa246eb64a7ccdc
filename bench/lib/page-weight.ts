import { chromium, type CDPSession } from 'playwright-core'
import { CHROMIUM } from './lighthouse'

/** Bytes over the wire (compressed body plus headers), as DevTools' "transferred" column. */
export interface PageWeight {
  path: string
  httpStatus: number
  built: boolean
  js: number
  css: number
  html: number
  /** Fonts, images, fetches (RSC prefetches) and the rest: shown, not budgeted. */
  other: number
  requests: number
  /** Content-Encoding of the JS/CSS/HTML responses, to show they really came gzipped. */
  encodings: string[]
}

type Kind = 'js' | 'css' | 'html' | 'other'

function kindOf(type: string): Kind {
  if (type === 'Script') return 'js'
  if (type === 'Stylesheet') return 'css'
  if (type === 'Document') return 'html'
  return 'other'
}

// The same phone Lighthouse's mobile preset emulates (Moto G Power), so responsive choices match.
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}
/** Network quiet for this long after `load` means the page has loaded what it will on its own. */
const QUIET_MS = 1500
const MAX_WAIT_MS = 15_000

async function track(session: CDPSession) {
  const kinds = new Map<string, Kind>()
  const encodings = new Map<string, string>()
  const totals: Record<Kind, number> = { js: 0, css: 0, html: 0, other: 0 }
  let requests = 0
  let pending = 0
  let lastActivity = Date.now()
  session.on('Network.requestWillBeSent', () => {
    pending++
    lastActivity = Date.now()
  })
  session.on('Network.responseReceived', (event) => {
    const kind = kindOf(event.type)
    kinds.set(event.requestId, kind)
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    )
    if (kind !== 'other') encodings.set(event.requestId, headers['content-encoding'] ?? 'none')
  })
  const settle = (requestId: string, bytes: number) => {
    pending = Math.max(0, pending - 1)
    lastActivity = Date.now()
    requests++
    totals[kinds.get(requestId) ?? 'other'] += bytes
  }
  session.on('Network.loadingFinished', (e) => settle(e.requestId, e.encodedDataLength))
  session.on('Network.loadingFailed', (e) => settle(e.requestId, 0))
  await session.send('Network.enable')
  // Cold cache, like a first visit from an ad.
  await session.send('Network.setCacheDisabled', { cacheDisabled: true })
  return {
    quiet: () => pending === 0 && Date.now() - lastActivity >= QUIET_MS,
    result: () => ({ totals, requests, encodings: [...new Set(encodings.values())].sort() }),
  }
}

/** Loads each page once in Chromium with `accept-encoding: gzip` and sums transfers by type. */
export async function measurePageWeight(
  siteUrl: string,
  paths: readonly string[],
): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    const out: PageWeight[] = []
    for (const pagePath of paths) {
      const context = await browser.newContext({
        ...MOBILE,
        extraHTTPHeaders: { 'accept-encoding': 'gzip' },
      })
      const page = await context.newPage()
      const session = await context.newCDPSession(page)
      const tracker = await track(session)
      const response = await page.goto(`${siteUrl}${pagePath}`, { waitUntil: 'load' })
      const status = response?.status() ?? 0
      // A redirect lands on another page: its bytes would not be this page's.
      const built = status === 200 && response?.request().redirectedFrom() === null
      const deadline = Date.now() + MAX_WAIT_MS
      while (!tracker.quiet() && Date.now() < deadline) await page.waitForTimeout(100)
      const { totals, requests, encodings } = tracker.result()
      await context.close()
      out.push({ path: pagePath, httpStatus: status, built, ...totals, requests, encodings })
      console.info(
        `  ${pagePath}: ${built ? `JS ${totals.js} B, CSS ${totals.css} B, HTML ${totals.html} B` : `not built yet (${status})`}`,
      )
    }
    return out
  } finally {
    await browser.close()
  }
}
