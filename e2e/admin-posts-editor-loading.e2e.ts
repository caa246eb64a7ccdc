import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetRateLimits, signedInContext } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'
import { startInstance } from './support/instances'
import { editor } from './support/post-editor'

/*
 * How the editor loads: TipTap's chunk is kept out of the route's own scripts, yet the
 * editor page's HTML asks for it at once, so the browser fetches it alongside the page instead
 * of after hydration (the waterfall that made the first open take 3 to 4 s).
 */

const fixture = setupBrowser()
const database = openServerDatabase()
let context: BrowserContext

beforeAll(async () => {
  await resetRateLimits()
  context = await signedInContext(fixture.browser(), E2E_ADMIN)
})

afterAll(async () => {
  await context.close()
  await database.destroy()
})

/** The scripts a page's HTML preloads (React writes them as <link rel="preload" as="script">). */
function preloadedScripts(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\brel="preload"/.test(tag) && /\bas="script"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '')
}

async function textOf(path: string): Promise<string> {
  const response = await context.request.get(path)
  expect(response.status(), path).toBe(200)
  return response.text()
}

describe('editor loading', () => {
  it('a server warms the admin and both editor routes before it says it is ready', async () => {
    let output = ''
    // A second server on the e2e build and database (SQLite allows it on one machine).
    const instance = await startInstance({
      env: { SQLITE_ALLOW_SECOND_INSTANCE: '1' },
      onOutput: (text) => (output += text),
    })
    await instance.stop()
    const warmed = /> Aquecido em \d+ ms: (.*)/.exec(output)
    expect(warmed?.index ?? -1).toBeGreaterThanOrEqual(0)
    expect(warmed?.index ?? Infinity).toBeLessThan(output.indexOf('> Pronto em'))
    const paths = warmed?.[1]?.split(', ') ?? []
    expect(paths).toEqual(expect.arrayContaining(['/admin/posts', '/admin/posts/new']))
    expect(paths.some((path) => /^\/admin\/posts\/[^/]+\/edit$/.test(path))).toBe(true)
  })

  it('the HTML of /admin/posts/new and of a post’s editor preloads the TipTap chunk', async () => {
    const post = await database.db
      .selectFrom('blog_posts')
      .select('id')
      .where('slug', '=', 'planejamento-de-midia-guia-definitivo')
      .executeTakeFirstOrThrow()
    for (const path of ['/admin/posts/new', `/admin/posts/${post.id}/edit`]) {
      const html = await textOf(path)
      const scripts = preloadedScripts(html)
      const bodies = await Promise.all(scripts.map((src) => textOf(src)))
      const tiptap = scripts.filter((_, i) => bodies[i]?.includes('ProseMirror'))
      expect(tiptap, `${path} preloads ${scripts.join(', ') || 'no script'}`).toHaveLength(1)
      // Preloaded, not one of the page's own <script> tags: it never runs before it is needed.
      const own = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1])
      expect(own).not.toContain(tiptap[0])
    }
  })

  it('the server renders the frame and a disabled toolbar; the browser then mounts the editor', async () => {
    const html = await textOf('/admin/posts/new')
    expect(html).toMatch(/<div[^>]*role="toolbar"[^>]*aria-label="Formatação do conteúdo"/)
    expect(html).toMatch(/<button[^>]*aria-label="Negrito"[^>]*disabled=""/)
    expect(html).toContain('Carregando o editor...')

    const page = await context.newPage()
    await page.goto('/admin/posts/new')
    await editor(page).and(page.locator('[contenteditable="true"]')).waitFor()
    await expect(page.getByRole('button', { name: 'Negrito' }).isEnabled()).resolves.toBe(true)
    await expect(page.getByText('Carregando o editor...').count()).resolves.toBe(0)
    await page.close()
  })
})
