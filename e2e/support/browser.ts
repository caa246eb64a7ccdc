import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'

/*
 * Debian's headless shell (package chromium-headless-shell, the same Chromium build as
 * /usr/bin/chromium without the windowed browser around it): measured on six e2e files, the
 * browser's processes used 103 s of CPU instead of 150 s with the whole browser, and CI runs two
 * suites side by side on two CPUs. Playwright's own headless default is this shell too.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

/*
 * Pages boot their framework chunks after the first contentful paint (src/next-adapter/
 * paint-first-boot.ts), which headless Chromium often reports after the load event that
 * page.goto and waitForURL wait for: a click right after a navigation could then land before
 * hydration. Test contexts hide paint timing, so the loader takes its path for browsers without
 * it, booting at DOMContentLoaded: before load, as Next's own async scripts did. The real
 * paint-first path has its own test (framework-chunks.e2e.ts), through paintFirstContext.
 */
function hidePaintTiming() {
  const observer = window.PerformanceObserver
  const types = observer.supportedEntryTypes.filter((type) => type !== 'paint')
  Object.defineProperty(observer, 'supportedEntryTypes', { value: Object.freeze(types) })
}

const realNewContext = new WeakMap<Browser, Browser['newContext']>()

/** A context whose pages boot as a visitor's browser does: after the first paint. */
export function paintFirstContext(
  browser: Browser,
  options?: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  const newContext = realNewContext.get(browser) ?? browser.newContext.bind(browser)
  return newContext(options)
}

/** Debian's Chromium headless shell, with the flags this closed network needs. Never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium-headless-shell`)
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const newContext = browser.newContext.bind(browser)
  realNewContext.set(browser, newContext)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    await context.addInitScript(hidePaintTiming)
    return context
  }
  return browser
}

export interface BrowserFixture {
  baseURL: string
  browser: () => Browser
  /** A fresh context (own cookies and storage) and page; closed after the file. */
  newPage: (options?: {
    width?: number
    height?: number
    reducedMotion?: 'reduce' | 'no-preference'
  }) => Promise<Page>
}

/** Call at the top of an e2e file: one browser for the file, a new context per page. */
export function setupBrowser(): BrowserFixture {
  const baseURL = inject('baseURL')
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {})
    await browser?.close()
  })
  return {
    baseURL,
    browser: () => {
      if (!browser) throw new Error('browser not launched')
      return browser
    },
    newPage: async (options = {}) => {
      if (!browser) throw new Error('browser not launched')
      const context = await browser.newContext({
        baseURL,
        locale: 'pt-BR',
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        reducedMotion: options.reducedMotion ?? 'no-preference',
      })
      contexts.push(context)
      return context.newPage()
    },
  }
}
