import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, rootMainFiles } from '@/next-adapter/compile-hints'
import { LOADER_PREFIX, readDeferral } from '@/next-adapter/paint-first-boot'
import { paintFirstContext, setupBrowser } from './support/browser'
import { E2E_DIST_DIR } from './support/constants'

const fixture = setupBrowser()
const { baseURL } = fixture

/** Script addresses a page's HTML names, in order. */
async function scriptsOf(pagePath: string): Promise<string[]> {
  const html = await (await fetch(`${baseURL}${pagePath}`)).text()
  return [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1] ?? '')
}

const framework = () =>
  new Set(rootMainFiles(E2E_DIST_DIR).map((f) => `/_next/${path.relative(E2E_DIST_DIR, f)}`))

describe('framework chunks', () => {
  it('are not in the HTML: one small loader stands for them, prerendered or rendered on request', async () => {
    const deferral = readDeferral(E2E_DIST_DIR)
    expect(deferral?.files.length).toBeGreaterThanOrEqual(3)
    const loader = `/_next/${deferral?.loader}`
    expect(loader).toContain(LOADER_PREFIX)
    // A prerendered page and one rendered on request (an unknown address: the 404).
    for (const pagePath of ['/', '/pagina-que-nao-existe']) {
      const scripts = await scriptsOf(pagePath)
      expect(scripts).toContain(loader)
      expect(scripts.filter((src) => framework().has(src))).toEqual([])
    }
    const body = await (await fetch(`${baseURL}${loader}`)).text()
    expect(body.length).toBeLessThan(2000)
    for (const src of framework()) expect(body).toContain(JSON.stringify(src))
  })

  it('start with the V8 compile hint; the page’s own chunks do not', async () => {
    const own = (await scriptsOf('/')).filter((src) => !src.includes(LOADER_PREFIX))
    expect(own.length).toBeGreaterThan(0)
    for (const src of [...framework(), ...own]) {
      const body = await (await fetch(`${baseURL}${src}`)).text()
      expect(body.startsWith(`${COMPILE_HINT}\n`), src).toBe(framework().has(src))
    }
  })

  it('load after the first contentful paint, and the page then hydrates', async () => {
    const context = await paintFirstContext(fixture.browser(), {
      baseURL,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    await page.goto('/ai-planner')
    // Next's entry sets this just before it hydrates the page.
    await page.waitForFunction(
      () => (window as Window & { next?: { turbopack?: boolean } }).next?.turbopack === true,
    )
    const timing = await page.evaluate(
      (chunks) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1
        const starts = performance
          .getEntriesByType('resource')
          .filter((entry) => chunks.some((chunk) => entry.name.endsWith(chunk)))
          .map((entry) => entry.startTime)
        return { fcp, starts }
      },
      [...framework()],
    )
    expect(timing.fcp).toBeGreaterThan(0)
    expect(timing.starts).toHaveLength(framework().size)
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.fcp)
    // Hydrated: the mobile menu button opens the drawer (a client component).
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await page.getByRole('dialog').waitFor()
    await context.close()
  })
})
