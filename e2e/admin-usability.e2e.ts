import { randomUUID } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { normalizeSearchText } from '@/lib/text'
import { REQUIRED_MESSAGE, REQUIRED_TITLE } from '@/lib/validations/posts'
import { signedInPages, toast } from './support/admin-panel'
import { createAccount, resetRateLimits, signedInContext } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'
import { hitsItself } from './support/phone-fit'

/*
 * What a new member of the team tripped over in the admin: toasts over the editor's buttons,
 * focus left in the menu after a navigation, and the smaller findings below.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const run = randomUUID().slice(0, 6)
const EMAIL = `maria.fernanda.albuquerque.${run}@agenciaexemplo.com.br`
const leadId = randomUUID()
const postId = randomUUID()
const POST_TITLE = `Post para deletar ${run}`

beforeEach(resetRateLimits)

beforeAll(async () => {
  // Someone whose address is long enough to wrap: they sign in (an audit entry) and ask for a demo.
  const person = await createAccount({ email: EMAIL, role: 'editor' })
  await (await signedInContext(fixture.browser(), person)).close()
  await db
    .insertInto('leads')
    .values({
      id: leadId,
      name: 'Maria Fernanda',
      email: EMAIL,
      phone: '11987654321',
      company: 'Agência Exemplo',
      consent_lgpd: true,
      source: 'ai-planner',
      search_text: normalizeSearchText(`Maria Fernanda ${EMAIL}`),
    })
    .execute()
  await db
    .insertInto('blog_posts')
    .values({
      id: postId,
      title: POST_TITLE,
      search_title: normalizeSearchText(POST_TITLE),
      slug: `post-para-deletar-${run}`,
      content: '<p>Rascunho.</p>',
      reading_time: 1,
      status: 'draft',
    })
    .execute()
})

afterAll(async () => {
  await closeContexts()
  await db.deleteFrom('leads').where('id', '=', leadId).execute()
  await db.deleteFrom('blog_posts').where('id', '=', postId).execute()
  await database.destroy()
})

async function openEditor(width: number): Promise<Page> {
  const page = await openAs(E2E_ADMIN, width)
  await page.goto('/admin/posts/new')
  await page.locator('[data-rich-text][contenteditable="true"]').waitFor()
  return page
}

describe('toasts in the admin', () => {
  for (const width of [1280, 390, 360]) {
    it(`leave 'Publicar' clickable at once after an error (${width} px)`, async () => {
      const page = await openEditor(width)
      const publish = page.getByRole('button', { name: 'Publicar' })
      await publish.click()
      const required = toast(page, REQUIRED_TITLE)
      await required.waitFor()
      expect(await required.textContent()).toContain(REQUIRED_MESSAGE)
      // Once the toast has slid in, a plain click where the button is reaches the button.
      await page.waitForTimeout(500)
      expect(await hitsItself(publish)).toBe(true)
      const box = (await publish.boundingBox())!
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await expect.poll(() => toast(page, REQUIRED_TITLE).count()).toBe(2)
      // Bottom right, away from every page header's actions.
      const toaster = page.locator('[data-sonner-toaster]')
      expect(await toaster.getAttribute('data-y-position')).toBe('bottom')
      expect(await toaster.getAttribute('data-x-position')).toBe('right')
    })
  }
})

describe('focus after a navigation in the admin', () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement
      return `${active?.tagName.toLowerCase()}: ${active?.textContent?.trim()}`
    })

  it("goes to the new screen's heading, so 'Título' is three Tabs away", async () => {
    const page = await openAs(E2E_ADMIN)
    await page.goto('/admin')
    await page.locator('main h1').waitFor()
    const sidebar = page.locator('header[data-admin-sidebar]')
    for (const [link, heading] of [
      ['Posts', 'Posts'],
      ['Dashboard', 'Dashboard'],
      ['Categorias', 'Categorias'],
      ['Dashboard', 'Dashboard'],
      ['Novo Post', 'Novo Post'],
    ]) {
      await sidebar.getByRole('link', { name: link, exact: true }).focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => focused(page), { timeout: 10_000 }).toBe(`h1: ${heading}`)
    }
    // Salvar Rascunho, Publicar, Título.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('titulo')
  })

  it('on a phone, goes to the heading rather than back to the menu button', async () => {
    const page = await openAs(E2E_ADMIN, 360)
    await page.goto('/admin')
    await page.locator('main h1').waitFor()
    // The screen arrives after the drawer has closed and handed focus back to its button.
    await page.route(/\/admin\/categories/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Categorias' }).click()
    await page.waitForURL('**/admin/categories')
    await expect.poll(() => focused(page), { timeout: 10_000 }).toBe('h1: Categorias')
    // The drawer's closing animation ends later: focus must still be there after it.
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.waitForTimeout(300)
    expect(await focused(page)).toBe('h1: Categorias')
  })
})

describe('the post delete dialog', () => {
  it('names the post it deletes, with the spec text', async () => {
    const page = await openAs(E2E_ADMIN, 360)
    await page.goto(`/admin/posts?q=${encodeURIComponent(POST_TITLE)}`)
    await page.locator(`button[aria-label="Deletar ${POST_TITLE}"]`).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    expect(await dialog.locator('h2').textContent()).toBe('Tem certeza?')
    const description = (await dialog.textContent()) ?? ''
    expect(description).toContain(POST_TITLE)
    expect(description).toContain(
      'Esta ação não pode ser desfeita. O post será permanentemente deletado.',
    )
    // The title is part of what a screen reader announces for the dialog.
    const describedBy = (await dialog.getAttribute('aria-describedby')) ?? ''
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain(POST_TITLE)
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
  })
})

describe("the 'Post em Destaque' help", () => {
  it('says where featured posts really show: Destaques, on the blog', async () => {
    const reader = await fixture.newPage()
    await reader.goto('/blog')
    const section = (await reader.locator('[data-featured-posts] h2').textContent())?.trim()
    expect(section).toBe('Destaques')
    await reader.goto('/')
    expect(await reader.locator('[data-post-card]').count()).toBe(0)

    const page = await openEditor(1280)
    const hint = (await page.locator('#destaque-hint').textContent()) ?? ''
    expect(hint).toContain(section)
    expect(hint).toContain('blog')
    expect(hint).not.toContain('página inicial')
  })
})

/** The text of each line the element's text is laid out on. */
async function lines(locator: Locator): Promise<string[]> {
  // A screen streams in: its rows first arrive in a hidden container, where nothing is laid out.
  await locator.waitFor({ state: 'visible' })
  return locator.evaluate((element) => {
    const result: string[] = []
    let top: number | null = null
    const range = document.createRange()
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const box = range.getBoundingClientRect()
        if (top === null || box.top > top + 2) {
          result.push(text.charAt(i))
          top = box.top
        } else result.push(`${result.pop() ?? ''}${text.charAt(i)}`)
      }
    }
    return result
  })
}

/** Each line break falls after "@" or "_" or before a dot: never inside a name. */
function expectBreaksBetweenParts(found: string[], wraps: boolean) {
  expect(found.join('')).toBe(EMAIL)
  // Where the address is longer than its column, there are breaks to check.
  if (wraps) expect(found.length, found.join(' | ')).toBeGreaterThan(1)
  found.slice(1).forEach((line, index) => {
    const previous = found[index] ?? ''
    expect(line.startsWith('.') || /[@_]$/.test(previous), found.join(' | ')).toBe(true)
  })
}

describe('e-mail addresses in the admin tables', () => {
  for (const width of [1280, 360]) {
    it(`wrap only between their parts (${width} px)`, async () => {
      const page = await openAs(E2E_ADMIN, width)
      await page.goto('/admin/leads')
      const inLeads = page.locator('[data-leads-table]').getByText(EMAIL, { exact: true })
      expectBreaksBetweenParts(await lines(inLeads.first()), true)

      await page.goto('/admin/auditoria')
      const inAudit = page.locator('[data-audit-table]').getByText(EMAIL, { exact: true })
      // On a desktop the 'Quem' column may hold the whole address.
      expectBreaksBetweenParts(await lines(inAudit.first()), width < 768)
    })
  }
})
