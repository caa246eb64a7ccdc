import type { Locator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'

/* Shared by site-home.e2e.ts and site-pages.e2e.ts. */

/** The page as the server sends it (no JavaScript run), after checking it answered 200. */
export async function rawHtml(path: string): Promise<string> {
  const response = await fetch(`${inject('baseURL')}${path}`)
  expect(response.status).toBe(200)
  return response.text()
}

export async function expectNewTabLink(link: Locator): Promise<string> {
  expect(await link.getAttribute('target')).toBe('_blank')
  expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer'])
  return (await link.getAttribute('href')) ?? ''
}

/** Follows a new-tab link to a stubbed external site; returns the URL and the tab's opener. */
export async function openExternal(page: Page, link: Locator, urlGlob: string) {
  await page
    .context()
    .route(urlGlob, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>externo</title>' }),
    )
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await tab.waitForLoadState()
  return { url: new URL(tab.url()), hasOpener: await tab.evaluate(() => window.opener !== null) }
}

export async function expectImagesDescribed(page: Page): Promise<void> {
  const images = await page.locator('main img').evaluateAll((list) =>
    list.map((img) => ({
      alt: img.getAttribute('alt'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loaded: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    })),
  )
  for (const image of images) {
    expect(image.alt?.trim()).toBeTruthy()
    expect(Number(image.width)).toBeGreaterThan(0)
    expect(Number(image.height)).toBeGreaterThan(0)
    expect(image.loaded).toBe(true)
  }
}
