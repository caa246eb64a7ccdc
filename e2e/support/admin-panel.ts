import type { BrowserContext, Page } from 'playwright-core'
import type { DatabaseHandle } from '@/server/db/connection'
import { signedInContext } from './auth'
import type { BrowserFixture } from './browser'

export type Credentials = { email: string; password: string }

/**
 * `openAs` opens a page signed in as an account, in its own context;
 * `closeContexts` closes every context it opened (call it in the file's afterAll).
 */
export function signedInPages(fixture: BrowserFixture) {
  const contexts: BrowserContext[] = []
  return {
    openAs: async (account: Credentials, width = 1280): Promise<Page> => {
      const context = await signedInContext(fixture.browser(), account, { width, height: 900 })
      contexts.push(context)
      return context.newPage()
    },
    closeContexts: async (): Promise<void> => {
      for (const context of contexts) await context.close().catch(() => {})
    },
  }
}

export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]', { hasText: text })
}

export function sidebarLinks(page: Page) {
  return page.locator('header[data-admin-sidebar] nav[aria-label="Painel administrativo"] a')
}

export async function texts(locator: ReturnType<Page['locator']>): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.trim())
}

/** Returns `sessionCount` on the file's own database connection. */
export function sessionCounter(db: DatabaseHandle['db']) {
  return async function sessionCount(userId: string): Promise<number> {
    const rows = await db.selectFrom('session').select('id').where('userId', '=', userId).execute()
    return rows.length
  }
}
