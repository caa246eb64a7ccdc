import { chromium, type CDPSession } from 'playwright-core'
import { CHROMIUM } from './lighthouse'

/*
 * The image bytes an article costs a phone. The page is loaded cold in
 * Chromium at the phone's width, scrolled to the end (so every image the browser would fetch is
 * fetched), and each image response's transferred bytes (body plus headers) are summed, split
 * into the cover and the body images by what the page shows (their currentSrc).
 */

export interface ImageRequest {
  url: string
  bytes: number
  /** 'cover' (the article's first image), 'body' (inside [data-article-body]) or 'other'. */
  role: 'cover' | 'body' | 'other'
}

export interface ImageBytesRun {
  deviceScaleFactor: number
  coverBytes: number
  bodyBytes: number
  /** Every image the page loaded, the site's own icons included. */
  totalImageBytes: number
  requests: ImageRequest[]
}

export interface ImageBytesResult {
  path: string
  viewport: { width: number; height: number }
  /** Whether the body's <img> carried a srcset (the responsive markup was served). */
  bodySrcset: boolean
  runs: ImageBytesRun[]
}

const QUIET_MS = 1000
const MAX_WAIT_MS = 15_000

async function trackImages(session: CDPSession) {
  const urls = new Map<string, string>()
  const bytes = new Map<string, number>()
  let pending = 0
  let lastActivity = Date.now()
  session.on('Network.requestWillBeSent', () => {
    pending++
    lastActivity = Date.now()
  })
  session.on('Network.responseReceived', (event) => {
    if (event.type === 'Image') urls.set(event.requestId, event.response.url)
  })
  const settle = (requestId: string, size: number) => {
    pending = Math.max(0, pending - 1)
    lastActivity = Date.now()
    if (urls.has(requestId)) bytes.set(requestId, size)
  }
  session.on('Network.loadingFinished', (e) => settle(e.requestId, e.encodedDataLength))
  session.on('Network.loadingFailed', (e) => settle(e.requestId, 0))
  await session.send('Network.enable')
  await session.send('Network.setCacheDisabled', { cacheDisabled: true })
  return {
    quiet: () => pending === 0 && Date.now() - lastActivity >= QUIET_MS,
    images: () => [...bytes].map(([id, size]) => ({ url: urls.get(id) ?? '', bytes: size })),
  }
}

/** Loads `path` once per device scale factor at `viewport` and sums its image transfers. */
export async function measureArticleImageBytes(
  siteUrl: string,
  path: string,
  options: { viewport?: { width: number; height: number }; deviceScaleFactors?: number[] } = {},
): Promise<ImageBytesResult> {
  const viewport = options.viewport ?? { width: 390, height: 844 }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const runs: ImageBytesRun[] = []
  let bodySrcset = false
  try {
    for (const deviceScaleFactor of options.deviceScaleFactors ?? [1.75, 2, 3]) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      const tracker = await trackImages(await context.newCDPSession(page))
      const response = await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' })
      if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`)
      // Down the whole article, so lazy images are fetched as a reader scrolling would.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      })
      const deadline = Date.now() + MAX_WAIT_MS
      while (!tracker.quiet() && Date.now() < deadline) await page.waitForTimeout(100)
      const shown = await page.evaluate(() => ({
        cover: document.querySelector<HTMLImageElement>('article > img')?.currentSrc ?? '',
        body: [...document.querySelectorAll<HTMLImageElement>('[data-article-body] img')].map(
          (img) => img.currentSrc,
        ),
        srcset: document.querySelector('[data-article-body] img[srcset]') !== null,
      }))
      bodySrcset = shown.srcset
      await context.close()
      const requests = tracker.images().map((image): ImageRequest => ({
        ...image,
        role:
          image.url === shown.cover ? 'cover' : shown.body.includes(image.url) ? 'body' : 'other',
      }))
      const sum = (role?: ImageRequest['role']) =>
        requests.filter((r) => !role || r.role === role).reduce((total, r) => total + r.bytes, 0)
      runs.push({
        deviceScaleFactor,
        coverBytes: sum('cover'),
        bodyBytes: sum('body'),
        totalImageBytes: sum(),
        requests,
      })
    }
  } finally {
    await browser.close()
  }
  return { path, viewport, bodySrcset, runs }
}
