import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { COMPILE_HINT, rootMainFiles } from '../scripts/lib/compile-hints'

const baseURL = inject('baseURL')

/** Script addresses a page loads, in the order of its HTML. */
async function scriptsOf(pagePath: string): Promise<string[]> {
  const html = await (await fetch(`${baseURL}${pagePath}`)).text()
  return [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1] ?? '')
}

describe('framework chunks as the server sends them', () => {
  it('start with the V8 compile hint; the page’s own chunks do not', async () => {
    const framework = new Set(
      rootMainFiles('.next').map((f) => `/_next/${path.relative('.next', f)}`),
    )
    const scripts = await scriptsOf('/')
    const hinted = scripts.filter((src) => framework.has(src))
    const own = scripts.filter((src) => !framework.has(src))
    expect(hinted.length).toBeGreaterThanOrEqual(3)
    expect(own.length).toBeGreaterThan(0)
    for (const src of scripts) {
      const body = await (await fetch(`${baseURL}${src}`)).text()
      expect(body.startsWith(`${COMPILE_HINT}\n`), src).toBe(framework.has(src))
    }
  })
})
