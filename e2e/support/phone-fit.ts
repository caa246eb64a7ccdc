import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY } from '@/lib/consent/consent-state'

/** 360 px is among the most common phone widths in Brazil; 390 px is a recent iPhone. */
export const PHONE_WIDTHS = [360, 390] as const

/**
 * A phone: mobile viewport rules (meta viewport, a layout viewport that grows to fit content
 * wider than the screen, as Chrome on Android does) and touch. `decided` stores a cookie
 * decision, so the banner stays out of pages checked for something else.
 */
export async function phoneContext(
  browser: Browser,
  baseURL: string,
  options: { width: number; height?: number; decided: boolean; cookies?: BrowserContext },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    viewport: { width: options.width, height: options.height ?? 780 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  })
  if (options.cookies) await context.addCookies(await options.cookies.cookies())
  if (options.decided) {
    await context.addInitScript(
      ({ key, version }) => {
        localStorage.setItem(
          key,
          JSON.stringify({
            consented: true,
            choice: 'essential_only',
            preferences: { essential: true, analytics: false, marketing: false },
            policyVersion: version,
            decidedAt: new Date().toISOString(),
            anonymousId: '0f8b2c3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
          }),
        )
      },
      { key: CONSENT_STORAGE_KEY, version: CONSENT_POLICY_VERSION },
    )
  }
  return context
}

export interface SidewaysReport {
  /** The document's width; more than the phone's means the page scrolls sideways. */
  scrollWidth: number
  /** Boxes and runs of text that reach past the phone's right edge (cut or scrolled to). */
  offenders: string[]
}

/**
 * What reaches past the right edge of a `width` px phone. Text is measured by its own line
 * boxes, so a title cut off by its card's overflow:hidden counts although nothing scrolls.
 * Content inside a box that scrolls sideways on purpose (a wide table in its own scroller) and
 * visually hidden text (screen-reader only) do not count.
 */
export async function sidewaysOverflow(page: Page, width: number): Promise<SidewaysReport> {
  await page.evaluate(() => document.fonts.ready)
  return page.evaluate((edge) => {
    const excused = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') return true
        if (style.clipPath === 'inset(50%)') return true
      }
      return false
    }
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} class="${String(
        element.getAttribute('class') ?? '',
      ).slice(0, 60)}">`
    const offenders: string[] = []
    const range = document.createRange()
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    )
    for (let node = walker.nextNode(); node && offenders.length < 10; node = walker.nextNode()) {
      const text = node.nodeType === Node.TEXT_NODE
      if (text && !node.textContent?.trim()) continue
      const element = text ? node.parentElement : (node as Element)
      if (!element) continue
      if (text) range.selectNodeContents(node)
      const rects = text ? [...range.getClientRects()] : [element.getBoundingClientRect()]
      const past = rects.find((r) => r.width > 0 && r.height > 0 && r.right > edge + 1)
      if (!past || excused(element)) continue
      const what = text ? `text "${node.textContent?.trim().slice(0, 40)}" in ` : ''
      offenders.push(`${what}${describe(element)} ends at ${Math.round(past.right)} px`)
    }
    return { scrollWidth: document.documentElement.scrollWidth, offenders }
  }, width)
}

/** Why the page does not fit a `width` px phone (sideways scroll, things cut at the right edge). */
export async function fitProblems(page: Page, width: number): Promise<string[]> {
  const report = await sidewaysOverflow(page, width)
  const scroll =
    report.scrollWidth > width ? [`scrolls sideways: ${report.scrollWidth} px wide`] : []
  return [...scroll, ...report.offenders]
}

/** The page fits a `width` px phone: no sideways scroll, nothing cut at the right edge. */
export async function expectFits(page: Page, width: number, label: string): Promise<void> {
  expect(await fitProblems(page, width), `${label} at ${width} px`).toEqual([])
}

/** Whether a click at the middle of the element lands on it (nothing lies over it). */
export function hitsItself(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return hit !== null && element.contains(hit)
  })
}

/** Round badges and avatars of a fixed size (`size-* rounded-full`) drawn as anything but a circle. */
export function squashedCircles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[class*="size-"][class*="rounded-full"]')].flatMap((element) => {
      const { width, height } = element.getBoundingClientRect()
      if (width === 0 || Math.abs(width - height) <= 1) return []
      return [`${element.getAttribute('class')?.slice(0, 60)}: ${width.toFixed(1)}×${height}`]
    }),
  )
}

/** Links and buttons whose text runs out of their own box (a pill too short for two lines). */
export function spilledText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const range = document.createRange()
    for (const control of document.querySelectorAll('a, button')) {
      const box = control.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!node.textContent?.trim() || !parent) continue
        if (getComputedStyle(parent).clipPath === 'inset(50%)') continue
        range.selectNodeContents(node)
        const out = [...range.getClientRects()].find(
          (r) =>
            r.width > 0 &&
            (r.top < box.top - 1 ||
              r.bottom > box.bottom + 1 ||
              r.left < box.left - 1 ||
              r.right > box.right + 1),
        )
        if (!out) continue
        found.push(
          `"${node.textContent.trim().slice(0, 40)}" spills out of its <${control.tagName.toLowerCase()}>`,
        )
        break
      }
    }
    return found
  })
}
