import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { toast } from './admin-panel'
import { editor } from './post-editor'

/* Shared by the previews*.e2e.ts files: posts written through the editor, and CSP watching. */

export interface WrittenPost {
  title: string
  slug: string
  body: string
  categoryName: string
}

/** Writes a post in the editor, as a draft or published; returns once the list shows. */
export async function writePost(
  page: Page,
  post: WrittenPost,
  intent: 'Salvar Rascunho' | 'Publicar',
): Promise<void> {
  await page.goto('/admin/posts/new')
  await page.locator('[data-rich-text][contenteditable="true"]').waitFor()
  await page.getByLabel('Título *').fill(post.title)
  await page.getByLabel('Slug').fill(post.slug)
  await page.getByLabel('Categoria').selectOption({ label: post.categoryName })
  await editor(page).click()
  await page.keyboard.type(post.body)
  await page.getByRole('button', { name: intent, exact: true }).click()
  await toast(page, 'Post criado com sucesso!').waitFor()
  await page.waitForURL('**/admin/posts')
}

/** The preview card of an open editor. */
export const previewCard = (page: Page) => page.locator('[data-preview-card]')

/** "Compartilhar pré-visualização" in the editor; returns the link it shows once. */
export async function shareLink(page: Page): Promise<string> {
  const card = previewCard(page)
  await card.getByRole('button', { name: 'Compartilhar pré-visualização' }).click()
  await toast(page, 'Link de pré-visualização criado').waitFor()
  const url = await card.locator('[data-preview-url]').inputValue()
  expect(url).toMatch(/\/pre-visualizacao\/[A-Za-z0-9_-]{43}$/)
  return url
}

export interface CspWatch {
  problems: () => Promise<string[]>
  /** A negative control: an injected foreign script must be reported. */
  expectBlocked: () => Promise<void>
}

/**
 * Records CSP violations in every page of the context, from before its first script: call it
 * before the navigation (or the click that opens a new tab), then `cspWatch` on the page.
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as Window & { __csp?: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__csp!.push(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`)
    })
  })
}

/** The violations a page recorded, plus what its console said about the policy from now on. */
export function cspWatch(page: Page): CspWatch {
  const logged: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) logged.push(message.text())
  })
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`))
  const problems = async () => [
    ...logged,
    ...(await page.evaluate(() => (window as Window & { __csp?: string[] }).__csp ?? ['none'])),
  ]
  return {
    problems,
    expectBlocked: async () => {
      await page.evaluate(() => {
        const script = document.createElement('script')
        script.src = 'https://example.invalid/injected.js'
        document.head.appendChild(script)
      })
      await expect.poll(async () => (await problems()).join('\n')).toContain('example.invalid')
    },
  }
}

/** What every preview answer must say about caches and robots. */
export function expectUncachedNoIndex(headers: Record<string, string>): void {
  expect(headers['cache-control']).toMatch(/\bprivate\b/)
  expect(headers['cache-control']).toMatch(/\bno-store\b/)
  expect(headers['cache-control']).not.toMatch(/s-maxage/)
  expect(headers['x-robots-tag']).toBe('noindex, nofollow')
  expect(headers['x-micro-cache']).toBeUndefined()
}
