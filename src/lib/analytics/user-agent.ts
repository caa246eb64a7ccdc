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

export interface AgentDescription extends UserAgentClass {
  bot: boolean
}

/** Distinct User-Agents remembered: a site's readers use a few hundred at most at a time. */
const AGENT_MEMORY = 2_000
const described = new Map<string, AgentDescription>()

/**
 * isBotUserAgent and classifyUserAgent at once, remembered per User-Agent string: the same
 * few hundred strings come with every page view, and the bot list is one large expression.
 */
export function describeUserAgent(userAgent: string | null | undefined): AgentDescription {
  const key = userAgent ?? ''
  const known = described.get(key)
  if (known) return known
  if (described.size >= AGENT_MEMORY) described.clear()
  const description = { bot: isBotUserAgent(userAgent), ...classifyUserAgent(key) }
  described.set(key, description)
  return description
}
