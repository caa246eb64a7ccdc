import { existsSync } from 'node:fs'
import { chromium, type BrowserServer } from 'playwright-core'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Headless Debian Chromium with the flags this closed network needs. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Debian's Chromium; never a browser a test tool downloads. */
export function chromiumPath(): string {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium`)
  return CHROMIUM
}

/**
 * One Chromium for the whole run (global-setup.ts): each file connects to it with contexts of
 * its own (browser.ts), instead of starting and stopping a browser of its own.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  })
}
