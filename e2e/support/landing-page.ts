import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { BrowserFixture } from './browser'

/* Shared by the landings*.e2e.ts files: the structure and quality checks of a landing page. */

export type Block = { id: string; heading: string; level: string }

/** Each top-level section of the page: its id and its heading (the lead form's own content excluded). */
export async function blocks(page: Page): Promise<Block[]> {
  return page.$$eval('main > section', (sections) =>
    sections.map((section) => {
      const heading = section.querySelector('h1, h2')
      return {
        id: section.id,
        heading: heading?.textContent?.trim() ?? '',
        level: heading?.tagName ?? '',
      }
    }),
  )
}

/** Heading levels of the page content in document order; none may skip a level. */
export async function headingLevels(page: Page): Promise<number[]> {
  return page.$$eval('main :is(h1, h2, h3, h4, h5, h6)', (headings) =>
    headings.filter((h) => !h.closest('form')).map((h) => Number(h.tagName.slice(1))),
  )
}

/** Links and buttons of the page itself, outside the lead form (which the leads work owns). */
export async function controls(page: Page) {
  return page.evaluate(() => {
    const own = (el: Element) => !el.closest('form')
    return {
      links: Array.from(document.querySelectorAll('main a'))
        .filter(own)
        .map((a) => ({ href: a.getAttribute('href'), text: a.textContent?.trim() ?? '' })),
      buttons: Array.from(document.querySelectorAll('main button'))
        .filter(own)
        .map((b) => b.textContent?.trim() ?? ''),
    }
  })
}

export type JsonLdNode = { '@type': string; [key: string]: unknown }

export async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.$$eval('script[type="application/ld+json"]', (els) =>
    els.map((el) => el.textContent ?? ''),
  )
  return scripts.flatMap((text) => JSON.parse(text) as JsonLdNode | JsonLdNode[])
}

export function nodeOfType(nodes: JsonLdNode[], type: string): JsonLdNode {
  const matches = nodes.filter((node) => node['@type'] === type)
  expect(matches, `one ${type} node`).toHaveLength(1)
  return matches[0] as JsonLdNode
}

export async function visibleSteps(page: Page) {
  return page.$$eval('[data-step]', (steps) =>
    steps.map((step) => ({
      name: step.querySelector('[data-step-name]')?.textContent ?? '',
      text: step.querySelector('[data-step-text]')?.textContent ?? '',
    })),
  )
}

export function howToSteps(steps: { name: string; text: string }[]) {
  return steps.map((step, index) => ({ '@type': 'HowToStep', position: index + 1, ...step }))
}

export async function expectFormInView(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const top = document.getElementById('formulario')?.getBoundingClientRect().top ?? 9999
      return top >= -2 && top < 160
    },
    undefined,
    { timeout: 5000 },
  )
  expect(page.url()).toMatch(/#formulario$/)
}

export async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
  }))
}

export async function expectCommonQuality(page: Page): Promise<void> {
  expect(await page.locator('main h1').count()).toBe(1)
  const levels = await headingLevels(page)
  expect(levels[0]).toBe(1)
  for (let i = 1; i < levels.length; i++)
    expect(levels[i], 'no skipped heading level').toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1)
  for (const link of (await controls(page)).links) {
    expect(link.text.length, `link ${link.href} has a name`).toBeGreaterThan(0)
    if (link.href?.startsWith('#'))
      expect(await page.locator(link.href).count(), `${link.href} exists`).toBe(1)
  }
  const images = await page.$$eval('main img', (imgs) =>
    imgs.map((img) => ['alt', 'width', 'height'].map((name) => img.getAttribute(name))),
  )
  for (const attributes of images) for (const value of attributes) expect(value).toBeTruthy()
  // The lead form sits in its anchored section and has a way to submit.
  expect(await page.locator('#formulario form').count()).toBe(1)
  expect(await page.locator('#formulario form [type="submit"]').count()).toBeGreaterThan(0)
}

export async function expectNoHorizontalScroll(
  fixture: BrowserFixture,
  path: string,
): Promise<void> {
  const page = await fixture.newPage({ width: 360, height: 800 })
  await page.goto(path)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}
