import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizeSearchText } from '@/lib/text'
import { signedInPages } from './support/admin-panel'
import { createAccount, resetRateLimits, signedInContext } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'
import {
  createCategory,
  deleteCategory,
  deletePost,
  fillTitleAndTags,
  longContent,
  publishPost,
} from './support/long-content'
import { PUBLIC_ROUTES, pageRoutes, unlisted } from './support/page-inventory'
import {
  expectFits,
  fitProblems,
  hitsItself,
  PHONE_WIDTHS,
  phoneContext,
  spilledText,
  squashedCircles,
} from './support/phone-fit'

/*
 * Every public page and admin screen fits a 360 px and a 390 px phone, with
 * the longest titles, category names, tags and e-mail addresses the CMS accepts.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const contexts: BrowserContext[] = []
// Slugs no earlier run has requested: a page cached on disk by another run cannot answer.
const run = randomUUID().slice(0, 6)
const long = longContent(run)
const posts = {
  featured: { title: long.title('destaque'), slug: `destaque-longo-${run}`, featured: true },
  regular: { title: long.title('artigo'), slug: `artigo-longo-${run}`, featured: false },
}
const leadId = randomUUID()
/*
 * The stored plan is checked too: its results table scrolls inside its own box, which is
 * allowed.
 */
const PLAN_ROUTE = '/planejador/plano/[id]'
const PHONE_CHECKED_IN: readonly string[] = ['e2e/blog-pagination.e2e.ts']
let admin: Page
let categorySlug = ''
let planId = ''

async function createPlan(): Promise<string> {
  // Without JavaScript the planner posts each step natively and lands on the stored plan.
  const context = await fixture.browser().newContext({
    baseURL: fixture.baseURL,
    locale: 'pt-BR',
    javaScriptEnabled: false,
  })
  contexts.push(context)
  const page = await context.newPage()
  await page.goto('/planejador')
  const form = page.locator('form[data-planner-form]')
  const next = (name: string) => form.getByRole('button', { name, exact: true }).click()
  await form.getByLabel('O que você vende?').fill(`Consultoria de ${long.category}`)
  await form.getByLabel('Segmento').selectOption('saas')
  await next('Continuar')
  await form.getByLabel('Ticket médio por venda').fill('12000')
  await form.getByLabel('Verba mensal de mídia').fill('15.000')
  await next('Continuar')
  await form.getByLabel('Leads desejados por mês').fill('80')
  await next('Gerar meu plano grátis')
  await page.waitForURL(/\/planejador\/plano\/[A-Za-z0-9_-]{22}$/)
  return new URL(page.url()).pathname.split('/').pop() ?? ''
}

beforeAll(async () => {
  await resetRateLimits()
  admin = await openAs(E2E_ADMIN)
  categorySlug = await createCategory(admin, long.category)
  for (const post of Object.values(posts))
    await publishPost(admin, {
      ...post,
      description: long.description,
      tags: long.tags,
      categoryName: long.category,
    })
  planId = await createPlan()
  // A staff member with a long address: the users list and, once signed in, the audit log.
  const person = await createAccount({ email: long.email, role: 'editor' })
  contexts.push(await signedInContext(fixture.browser(), person))
  // One still to confirm: without SMTP the list shows its link, a long token, to copy.
  await createAccount({ email: `pendente.${long.email}`, role: null, emailVerified: false })
  await db
    .insertInto('leads')
    .values({
      id: leadId,
      name: 'Maria Fernanda de Albuquerque Cavalcanti',
      email: long.email,
      phone: '11987654321',
      company: 'Agência Exemplo de Marketing Digital e Performance Omnichannel Ltda.',
      job_title: 'Diretora de Mídia Programática',
      budget_range: 'acima-50000',
      consent_lgpd: true,
      source: 'ai-planner',
      utm_source: 'google',
      utm_campaign: `black-friday-2026-campanha-institucional-hiperpersonalizacao-${run}`,
      search_text: normalizeSearchText(`Maria ${long.email}`),
    })
    .execute()
}, 180_000)

afterAll(async () => {
  // Through the admin, so the public pages forget them too (later files count the posts).
  for (const post of Object.values(posts))
    await deletePost(admin, post.title).catch(() => undefined)
  await deleteCategory(admin, long.category).catch(() => undefined)
  await db.deleteFrom('blog_posts').where('slug', 'like', `%-longo-${run}`).execute()
  await db.deleteFrom('blog_categories').where('slug', '=', categorySlug).execute()
  await db.deleteFrom('leads').where('id', '=', leadId).execute()
  await closeContexts()
  for (const context of contexts) await context.close().catch(() => {})
  await expireSiteCaches(database.db)
  await database.destroy()
}, 120_000)

/** Every public address, the long content's own pages included. */
function publicAddresses(): string[] {
  const addresses = Object.entries(PUBLIC_ROUTES).flatMap(([route, entry]) => {
    if (Array.isArray(entry)) return entry
    if (route === PLAN_ROUTE) return [`/planejador/plano/${planId}`]
    return []
  })
  return [
    ...addresses,
    `/blog?categoria=${categorySlug}`,
    `/blog/categoria/${categorySlug}`,
    `/blog/post/${posts.featured.slug}`,
    `/blog/post/${posts.regular.slug}`,
    '/pagina-que-nao-existe',
  ]
}

/**
 * Every admin screen, how to reach it, what shows once it has streamed in, and its menu button
 * (the admin's, but the public site's on "Visualizar", which shows the public frame).
 */
async function adminScreens(): Promise<
  { route: string; path: string; ready: string; menu?: string }[]
> {
  const post = await db
    .selectFrom('blog_posts')
    .select('id')
    .where('slug', '=', posts.featured.slug)
    .executeTakeFirstOrThrow()
  return [
    { route: '/admin', path: '/admin', ready: 'main h1' },
    // With no visit yet it shows its empty state; e2e/admin-analytics.e2e.ts checks it with data.
    { route: '/admin/analises', path: '/admin/analises', ready: '[data-analytics-kpis]' },
    { route: '/admin/posts', path: '/admin/posts', ready: 'table' },
    { route: '/admin/posts/new', path: '/admin/posts/new', ready: '[data-rich-text]' },
    {
      route: '/admin/posts/[id]/edit',
      path: `/admin/posts/${post.id}/edit`,
      ready: '[data-rich-text]',
    },
    {
      route: '/admin/posts/[id]/visualizar',
      path: `/admin/posts/${post.id}/visualizar`,
      ready: '[data-preview-banner]',
      menu: '[data-mobile-menu-button]',
    },
    { route: '/admin/categories', path: '/admin/categories', ready: '[data-category-card]' },
    { route: '/admin/midia', path: '/admin/midia', ready: '[data-media-total]' },
    { route: '/admin/users', path: '/admin/users', ready: 'tr[data-user-row]' },
    { route: '/admin/auditoria', path: '/admin/auditoria', ready: '[data-audit-table]' },
    // With rules and 404s in both tabs: e2e/admin-redirects.e2e.ts.
    {
      route: '/admin/redirecionamentos',
      path: '/admin/redirecionamentos',
      ready: '[data-redirects-total]',
    },
    // With its results and latest runs: e2e/admin-import.e2e.ts.
    { route: '/admin/importar', path: '/admin/importar', ready: '[data-import-panel]' },
    { route: '/admin/leads', path: '/admin/leads', ready: '[data-leads-table]' },
    { route: '/admin/planos', path: '/admin/planos', ready: 'main h1' },
    { route: '/admin/conta', path: '/admin/conta', ready: '[data-two-factor-status]' },
    {
      route: '/admin/configuracoes',
      path: '/admin/configuracoes',
      ready: '[data-lead-access-setting]',
    },
    // Any other address under /admin: the panel's 404.
    { route: '/admin/[...endereco]', path: '/admin/nao-existe', ready: '[data-admin-not-found]' },
  ]
}

/** Screens seen signed out, checked after the admin's own. */
const SIGNED_OUT_SCREENS = [
  { route: '/admin/login', ready: 'form' },
  { route: '/admin/login/confirmar-email', ready: '[data-confirm-state]' },
]

describe('the phone checks cover every page', () => {
  it('every public route is visited here', () => {
    const skipped = Object.entries(PUBLIC_ROUTES)
      .filter(([route, entry]) => !Array.isArray(entry) && route !== PLAN_ROUTE)
      .filter(([, entry]) => !('redirectsTo' in entry))
      // Pages that need data only their own test seeds, checked on both phones there.
      .filter(([, entry]) => !('checkedIn' in entry && PHONE_CHECKED_IN.includes(entry.checkedIn)))
    expect(skipped).toEqual([])
    expect(unlisted(pageRoutes('(site)', ''), Object.keys(PUBLIC_ROUTES))).toEqual([])
  })

  it('every admin route has a screen here', async () => {
    const routes = [
      ...(await adminScreens()).map((screen) => screen.route),
      ...SIGNED_OUT_SCREENS.map((screen) => screen.route),
    ]
    expect(unlisted(pageRoutes('admin', '/admin'), routes)).toEqual([])
  })
})

for (const width of PHONE_WIDTHS) {
  describe(`a ${width} px phone`, () => {
    it('shows every public page without sideways scroll, cut or spilled text, or squashed circles', async () => {
      const context = await phoneContext(fixture.browser(), fixture.baseURL, {
        width,
        decided: true,
      })
      contexts.push(context)
      const page = await context.newPage()
      // Every page is visited before judging, so one report names every problem.
      const problems: string[] = []
      for (const address of publicAddresses()) {
        await page.goto(address, { waitUntil: 'load' })
        await page.locator('main h1').first().waitFor()
        const found = await fitProblems(page, width)
        found.push(...(await spilledText(page)))
        // A flex row shrinks a round avatar beside long text unless it is told not to.
        found.push(...(await squashedCircles(page)).map((circle) => `squashed: ${circle}`))
        // The header's menu button is the way to every other page.
        const menu = await page.locator('[data-mobile-menu-button]').boundingBox()
        if (!menu || menu.x + menu.width > width) found.push(`menu button cut: ${menu?.x}`)
        problems.push(...found.map((problem) => `${address}: ${problem}`))
      }
      expect(problems).toEqual([])
    })

    it('shows every admin screen without sideways scroll, cut or spilled text', async () => {
      const context = await phoneContext(fixture.browser(), fixture.baseURL, {
        width,
        decided: true,
        cookies: admin.context(),
      })
      contexts.push(context)
      const page = await context.newPage()
      const problems: string[] = []
      for (const screen of await adminScreens()) {
        await page.goto(screen.path)
        await page.locator(screen.ready).first().waitFor()
        if (screen.route === '/admin/posts/new')
          await fillTitleAndTags(page, long.title('novo'), long.tags)
        const found = [...(await fitProblems(page, width)), ...(await spilledText(page))]
        const menu = screen.menu ?? '[data-admin-menu-button]'
        if (!(await page.locator(menu).isVisible())) found.push('no menu')
        problems.push(...found.map((problem) => `${screen.route}: ${problem}`))
      }
      expect(problems).toEqual([])
      const signedOut = await phoneContext(fixture.browser(), fixture.baseURL, {
        width,
        decided: true,
      })
      contexts.push(signedOut)
      const login = await signedOut.newPage()
      for (const screen of SIGNED_OUT_SCREENS) {
        await login.goto(screen.route)
        await login.locator(screen.ready).first().waitFor()
        await expectFits(login, width, screen.route)
      }
    })
  })
}

describe('the cookie preferences on a 360 × 640 phone', () => {
  it("keep 'Salvar Preferências' and 'Cancelar' in view while the choices scroll", async () => {
    const context = await phoneContext(fixture.browser(), fixture.baseURL, {
      width: 360,
      height: 640,
      decided: false,
    })
    contexts.push(context)
    const page = await context.newPage()
    await page.goto('/')
    const banner = page.locator('[data-cookie-banner]')
    await banner.waitFor({ state: 'visible' })
    await expectFits(page, 360, 'cookie banner')
    await banner.getByRole('button', { name: 'Personalizar', exact: true }).click()
    const dialog = page.locator('dialog[data-cookie-dialog]')
    await dialog.waitFor({ state: 'visible' })
    for (const name of ['Salvar Preferências', 'Cancelar']) {
      const button = dialog.getByRole('button', { name })
      const box = (await button.boundingBox())!
      expect(box.y, name).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height, name).toBeLessThanOrEqual(640)
      expect(await hitsItself(button), name).toBe(true)
    }
    // Every choice can still be reached above them, and the buttons stay where they were.
    const marketing = dialog.getByRole('switch', { name: 'Marketing' })
    await marketing.scrollIntoViewIfNeeded()
    expect(await hitsItself(marketing)).toBe(true)
    expect(await hitsItself(dialog.getByRole('button', { name: 'Salvar Preferências' }))).toBe(true)
  })
})
