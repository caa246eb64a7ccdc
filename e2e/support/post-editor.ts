import type { BrowserContext, Page } from 'playwright-core'
import type { DatabaseHandle } from '@/server/db/connection'
import type { Credentials } from './admin-panel'
import type { BrowserFixture } from './browser'

/* Shared by the admin-posts*.e2e.ts files: opening the editor and driving TipTap. */

export function postEditorHelpers(
  openAs: (account: Credentials) => Promise<Page>,
  db: DatabaseHandle['db'],
  admin: Credentials,
) {
  async function openEditorAs(account: Credentials, path = '/admin/posts/new'): Promise<Page> {
    const page = await openAs(account)
    await page.goto(path)
    await page.locator('[data-rich-text][contenteditable="true"]').waitFor()
    return page
  }
  return {
    openEditorAs,
    openEditor: (path = '/admin/posts/new') => openEditorAs(admin, path),
    postBySlug: (slug: string) =>
      db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirst(),
  }
}

export const editor = (page: Page) => page.locator('[data-rich-text]')

export const tool = (page: Page, label: string) =>
  page.locator(`[role="toolbar"] button[aria-label="${label}"]`)

/** TipTap hands focus back to the text a frame after a toolbar click; keys must wait for it. */
export const editorFocused = (page: Page) =>
  page.waitForFunction(() => document.activeElement?.hasAttribute('data-rich-text'))

/**
 * ProseMirror reads a selection made with the arrow keys from the browser's selectionchange
 * event; a key sent in the same instant would still act on the old selection.
 */
export async function settled(page: Page, selected: string) {
  await page.waitForFunction((text) => String(window.getSelection()) === text, selected)
  await page.waitForTimeout(100)
}

export async function selectBack(page: Page, text: string) {
  await page.keyboard.down('Shift')
  for (let i = 0; i < text.length; i++) await page.keyboard.press('ArrowLeft')
  await page.keyboard.up('Shift')
  await settled(page, text)
}

/**
 * Pages of the public site without JavaScript: a reader page with JavaScript prefetches /blog
 * in the background, renders the test never asked for and would have to wait for.
 */
export function readerPages(fixture: BrowserFixture) {
  const contexts: BrowserContext[] = []
  return {
    openReader: async (): Promise<Page> => {
      const context = await fixture
        .browser()
        .newContext({ baseURL: fixture.baseURL, locale: 'pt-BR', javaScriptEnabled: false })
      contexts.push(context)
      return context.newPage()
    },
    closeReaders: async () => {
      for (const context of contexts) await context.close().catch(() => {})
    },
  }
}
