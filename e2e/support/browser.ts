import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's Chromium, headless, with the flags this closed network needs. Never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium`)
  return chromium.launch({
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
