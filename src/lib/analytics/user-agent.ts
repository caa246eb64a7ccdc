import { isbot } from 'isbot'

export type DeviceClass = 'Celular' | 'Tablet' | 'Computador'

export interface UserAgentClass {
  device: DeviceClass
  browser: string
}

/*
 * isbot's list is maintained upstream (crawlers, monitors, link previewers, HTTP libraries);
 * the extra patterns catch automation that announces itself in the User-Agent (headless
 * Chromium, PhantomJS, Electron's test runners, Lighthouse).
 */
const AUTOMATION = /headless|phantomjs|electron|lighthouse|puppeteer|playwright|selenium|webdriver/i

/** True for crawlers, headless browsers and anything with no User-Agent at all. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.trim().length < 10) return true
  return isbot(userAgent) || AUTOMATION.test(userAgent)
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
]

/** Device class and browser family: the only things kept of a User-Agent. */
export function classifyUserAgent(userAgent: string): UserAgentClass {
  const tablet = /iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)
  const phone = !tablet && /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i.test(userAgent)
  const device: DeviceClass = tablet ? 'Tablet' : phone ? 'Celular' : 'Computador'
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Outro'
  return { device, browser }
}
