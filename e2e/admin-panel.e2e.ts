import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { PostStatus } from '@/server/db/types'
import { LAST_ADMIN_MESSAGE } from '@/lib/validations/users'
import { createAccount, resetRateLimits, signedInContext } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const contexts: BrowserContext[] = []

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await database.destroy()
})

type Credentials = { email: string; password: string }

async function openAs(account: Credentials, width = 1280): Promise<Page> {
  const context = await signedInContext(fixture.browser(), account, { width, height: 900 })
  contexts.push(context)
  return context.newPage()
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]', { hasText: text })
}

function sidebarLinks(page: Page) {
  return page.locator('header[data-admin-sidebar] nav[aria-label="Painel administrativo"] a')
}

async function texts(locator: ReturnType<Page['locator']>): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.trim())
}

async function sessionCount(userId: string): Promise<number> {
  const rows = await db.selectFrom('session').select('id').where('userId', '=', userId).execute()
  return rows.length
}

async function roleOf(userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row?.role ?? null
}

interface PostSeed {
  title: string
  status: PostStatus
  createdAt: string
  categoryId: string | null
}

/**
 * Runs a check with exactly these posts in the database, then puts back what was there
 * (other files may rely on seeded articles).
 */
async function withOnlyPosts(posts: PostSeed[], check: (ids: string[]) => Promise<void>) {
  const savedPosts = await db.selectFrom('blog_posts').selectAll().execute()
  const savedTags = await db.selectFrom('blog_tags').selectAll().execute()
  const savedRedirects = await db.selectFrom('slug_redirects').selectAll().execute()
  await db.deleteFrom('blog_posts').execute()
  try {
    const ids: string[] = []
    for (const post of posts) {
      const id = randomUUID()
      ids.push(id)
      await db
        .insertInto('blog_posts')
        .values({
          id,
          title: post.title,
          search_title: post.title.toLowerCase(),
          slug: `e2e-${id}`,
          content: '<p>Conteúdo de teste.</p>',
          reading_time: 1,
          status: post.status,
          category_id: post.categoryId,
          created_at: new Date(post.createdAt),
        })
        .execute()
    }
    await check(ids)
  } finally {
    await db.deleteFrom('blog_posts').execute()
    if (savedPosts.length) await db.insertInto('blog_posts').values(savedPosts).execute()
    if (savedTags.length) await db.insertInto('blog_tags').values(savedTags).execute()
    if (savedRedirects.length)
      await db.insertInto('slug_redirects').values(savedRedirects).execute()
  }
}

describe('access guard', () => {
  it('sends an anonymous visitor to the login screen', async () => {
    const page = await fixture.newPage()
    for (const path of ['/admin', '/admin/users', '/admin/conta']) {
      await page.goto(path)
      await page.waitForURL(`${fixture.baseURL}/admin/login`)
    }
  })

  it('streams a loading spinner first, since the session is read at request time', async () => {
    const response = await fetch(`${fixture.baseURL}/admin`)
    const html = await response.text()
    expect(html).toMatch(/<div role="status" data-admin-spinner=""[^>]*>/)
    expect(html).toContain('Carregando o painel...')
    expect(html).toContain('/admin/login')
  })

  it('tells a signed-in account without a role that access is denied', async () => {
    const page = await openAs(await createAccount({ role: null }))
    for (const path of ['/admin', '/admin/conta']) {
      await page.goto(path)
      const denied = page.locator('[data-access-denied]')
      await denied.waitFor()
      expect(await denied.locator('h1').textContent()).toBe('Acesso Negado')
      expect(await denied.textContent()).toContain(
        'Você não tem permissão para acessar esta página.',
      )
      expect(await denied.locator('button', { hasText: 'Sair' }).isVisible()).toBe(true)
      expect(await page.locator('nav[aria-label="Painel administrativo"]').count()).toBe(0)
    }
  })

  it('gives an editor the dashboard without the admin-only links or pages', async () => {
    const editor = await createAccount({ role: 'editor' })
    const page = await openAs(editor)
    await page.goto('/admin')
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor()
    expect(await texts(sidebarLinks(page))).toEqual([
      'Dashboard',
      'Posts',
      'Novo Post',
      'Categorias',
      'Minha conta',
    ])
    expect(await page.locator('[data-admin-email]').textContent()).toBe(editor.email)

    for (const path of ['/admin/users', '/admin/auditoria']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      const denied = page.locator('main [data-access-denied]')
      await denied.waitFor()
      expect(await denied.locator('h1').textContent()).toBe('Acesso Negado')
      expect(await denied.textContent()).toContain(
        'Você não tem permissão para acessar esta página.',
      )
      expect(await page.locator('[data-users-table], [data-audit-table]').count()).toBe(0)
    }
  })

  it('gives an admin every link, the brand, and highlights the current page', async () => {
    const page = await openAs(E2E_ADMIN)
    await page.goto('/admin')
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor()
    const sidebar = page.locator('header[data-admin-sidebar]')
    expect(await sidebar.textContent()).toContain('MídiaPlan')
    expect(await sidebar.textContent()).toContain('Gerencie seu blog')
    expect(await page.locator('[data-admin-email]').textContent()).toBe(E2E_ADMIN.email)
    expect(await texts(sidebarLinks(page))).toEqual([
      'Dashboard',
      'Posts',
      'Novo Post',
      'Categorias',
      'Usuários',
      'Auditoria',
      'Minha conta',
    ])
    const current = sidebar.locator('a[aria-current="page"]')
    expect(await texts(current)).toEqual(['Dashboard'])

    await sidebarLinks(page).filter({ hasText: 'Usuários' }).click()
    await page.waitForURL(`${fixture.baseURL}/admin/users`)
    await page.locator('h1', { hasText: 'Usuários' }).waitFor()
    expect(await texts(current)).toEqual(['Usuários'])
    expect(await sidebar.locator('a[href="/admin/posts"]').getAttribute('aria-current')).toBeNull()
  })
})

describe('dashboard', () => {
  it('shows zero counts and "Nenhum post ainda" with no posts', async () => {
    const page = await openAs(E2E_ADMIN)
    await withOnlyPosts([], async () => {
      await page.goto('/admin')
      await page.locator('[data-recent-empty]').waitFor()
      expect(await page.locator('[data-recent-empty]').textContent()).toContain('Nenhum post ainda')
      for (const key of ['total', 'published', 'drafts'])
        expect(await page.locator(`[data-stat="${key}"] dd`).textContent()).toBe('0')
    })
  })

  it('counts posts and lists the five newest with category, date, status and edit link', async () => {
    const category = await db
      .selectFrom('blog_categories')
      .select(['id', 'name'])
      .orderBy('name')
      .executeTakeFirstOrThrow()
    const posts: PostSeed[] = [
      {
        title: 'Mais antigo',
        status: 'published',
        createdAt: '2025-01-10T15:00:00Z',
        categoryId: null,
      },
      { title: 'Segundo', status: 'draft', createdAt: '2025-02-01T15:00:00Z', categoryId: null },
      {
        title: 'Terceiro',
        status: 'archived',
        createdAt: '2025-02-20T15:00:00Z',
        categoryId: category.id,
      },
      { title: 'Quarto', status: 'draft', createdAt: '2025-03-01T15:00:00Z', categoryId: null },
      // 01:30 UTC on the 6th is 22:30 on the 5th in São Paulo.
      {
        title: 'Quinto',
        status: 'published',
        createdAt: '2025-03-06T01:30:00Z',
        categoryId: category.id,
      },
      { title: 'Sexto', status: 'draft', createdAt: '2025-04-12T15:00:00Z', categoryId: null },
      {
        title: 'Mais novo',
        status: 'published',
        createdAt: '2025-05-30T15:00:00Z',
        categoryId: category.id,
      },
    ]
    const page = await openAs(E2E_ADMIN)
    await withOnlyPosts(posts, async (ids) => {
      await page.goto('/admin')
      await page.locator('[data-recent-posts]').waitFor()
      expect(await page.locator('[data-stat="total"] dd').textContent()).toBe('7')
      expect(await page.locator('[data-stat="published"] dd').textContent()).toBe('3')
      expect(await page.locator('[data-stat="drafts"] dd').textContent()).toBe('3')
      expect(await page.locator('[data-stat="total"] dt').textContent()).toBe('Total de Posts')

      const items = page.locator('[data-recent-posts] > li')
      expect(await texts(items.locator('[data-post-title]'))).toEqual([
        'Mais novo',
        'Sexto',
        'Quinto',
        'Quarto',
        'Terceiro',
      ])
      expect(await texts(items.locator('[data-post-date]'))).toEqual([
        '30 de maio, 2025',
        '12 de abril, 2025',
        '5 de março, 2025',
        '1 de março, 2025',
        '20 de fevereiro, 2025',
      ])
      expect(await texts(items.locator('[data-post-category]'))).toEqual([
        category.name,
        '-',
        category.name,
        '-',
        category.name,
      ])
      expect(await texts(items.locator('[data-status]'))).toEqual([
        'Publicado',
        'Rascunho',
        'Publicado',
        'Rascunho',
        'Arquivado',
      ])
      const editLinks = await items
        .locator('a', { hasText: 'Editar' })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(editLinks).toEqual([6, 5, 4, 3, 2].map((i) => `/admin/posts/${ids[i]}/edit`))
    })
    const blog = page.locator('main a', { hasText: 'Ver Blog Público' })
    expect(await blog.getAttribute('href')).toBe('/blog')
    const newPost = page.locator('main a', { hasText: 'Novo Post' }).first()
    expect(await newPost.getAttribute('href')).toBe('/admin/posts/new')
  })
})

describe('signing out', () => {
  it('ends the session and returns to the login screen', async () => {
    const account = await createAccount({ role: 'editor' })
    const page = await openAs(account)
    await page.goto('/admin')
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor()
    expect(await sessionCount(account.id)).toBe(1)
    await page.locator('header[data-admin-sidebar] button', { hasText: 'Sair' }).click()
    await page.waitForURL(`${fixture.baseURL}/admin/login`)
    expect(await sessionCount(account.id)).toBe(0)
    await page.goto('/admin')
    await page.waitForURL(`${fixture.baseURL}/admin/login`)
  })

  it('stays signed in and explains when signing out fails', async () => {
    const account = await createAccount({ role: 'editor' })
    const page = await openAs(account)
    await page.route('**/api/auth/sign-out', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await page.goto('/admin')
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor()
    await page.locator('header[data-admin-sidebar] button', { hasText: 'Sair' }).click()
    await toast(page, 'Erro ao sair').waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin')
    expect(await sessionCount(account.id)).toBe(1)
    await page.reload()
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor()
  })
})

function userRow(page: Page, email: string) {
  return page.locator(`tr[data-user-row="${email}"]`)
}

async function changeRole(page: Page, email: string, role: 'admin' | 'editor' | 'none') {
  const row = userRow(page, email)
  await row.locator('select').selectOption(role)
  await row.locator('button[type="submit"]').click()
}

describe('users', () => {
  it('promotes an account without a role to editor', async () => {
    const person = await createAccount({ role: null })
    const page = await openAs(E2E_ADMIN)
    await page.goto('/admin/users')
    const row = userRow(page, person.email)
    await row.waitFor()
    expect(await row.locator('select').inputValue()).toBe('none')
    expect(await row.locator('[data-two-factor]').textContent()).toBe('Desativada')
    expect(await row.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/)
    expect(await row.locator('button[type="submit"]').isDisabled()).toBe(true)

    await changeRole(page, person.email, 'editor')
    await toast(page, 'Papel atualizado').waitFor()
    expect(await roleOf(person.id)).toBe('editor')
    await page.reload()
    expect(await userRow(page, person.email).locator('select').inputValue()).toBe('editor')
  })

  it('demotes an editor to no access and ends their sessions', async () => {
    const editor = await createAccount({ role: 'editor' })
    const editorPage = await openAs(editor)
    await editorPage.goto('/admin')
    await editorPage.locator('h1', { hasText: 'Dashboard' }).waitFor()
    expect(await sessionCount(editor.id)).toBe(1)

    const page = await openAs(E2E_ADMIN)
    await page.goto('/admin/users')
    await changeRole(page, editor.email, 'none')
    await toast(page, 'Papel atualizado').waitFor()
    expect(await roleOf(editor.id)).toBeNull()
    expect(await sessionCount(editor.id)).toBe(0)
    await editorPage.reload()
    await editorPage.waitForURL(`${fixture.baseURL}/admin/login`)
  })

  it('refuses to demote the last admin and says why', async () => {
    const admin = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', E2E_ADMIN.email)
      .executeTakeFirstOrThrow()
    // Make the seeded admin the only one for this check; the others get their role back after.
    const others = await db
      .selectFrom('user_roles')
      .select('user_id')
      .where('role', '=', 'admin')
      .where('user_id', '!=', admin.id)
      .execute()
    await db
      .deleteFrom('user_roles')
      .where('role', '=', 'admin')
      .where('user_id', '!=', admin.id)
      .execute()
    try {
      const page = await openAs(E2E_ADMIN)
      await page.goto('/admin/users')
      await changeRole(page, E2E_ADMIN.email, 'editor')
      await toast(page, LAST_ADMIN_MESSAGE).waitFor()
      expect(await roleOf(admin.id)).toBe('admin')
      expect(await userRow(page, E2E_ADMIN.email).locator('select').inputValue()).toBe('admin')
      await page.reload()
      await page.locator('h1', { hasText: 'Usuários' }).waitFor()
    } finally {
      for (const { user_id } of others)
        await db.insertInto('user_roles').values({ user_id, role: 'admin' }).execute()
    }
  })

  it('records role changes in the audit log, newest first', async () => {
    const person = await createAccount({ role: null })
    const page = await openAs(E2E_ADMIN)
    await page.goto('/admin/users')
    await changeRole(page, person.email, 'editor')
    await toast(page, 'Papel atualizado').waitFor()
    await page.reload()
    await changeRole(page, person.email, 'none')
    await toast(page, 'Papel atualizado').last().waitFor()

    await sidebarLinks(page).filter({ hasText: 'Auditoria' }).click()
    await page.waitForURL(`${fixture.baseURL}/admin/auditoria`)
    const rows = page.locator('[data-audit-table] tbody tr', { hasText: person.email })
    await rows.first().waitFor()
    expect(await rows.count()).toBe(2)
    const [newest, older] = [rows.nth(0), rows.nth(1)]
    for (const row of [newest, older]) {
      expect(await row.textContent()).toContain('Papel alterado')
      expect(await row.textContent()).toContain(E2E_ADMIN.email)
      expect(await row.locator('time').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    }
    expect(await newest.textContent()).toContain('Editor → Sem acesso')
    expect(await older.textContent()).toContain('Sem acesso → Editor')
  })

  it('pages through the audit log with ?pagina=N', async () => {
    const marker = `paginacao-${randomUUID().slice(0, 8)}@exemplo.com.br`
    await db
      .insertInto('audit_log')
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          id: randomUUID(),
          actor_email: marker,
          action: 'auth.sign_in',
          created_at: new Date(Date.UTC(2020, 6, 1, 12, i)),
        })),
      )
      .execute()
    // Counted after signing in: the sign-in is an entry too.
    const page = await openAs(E2E_ADMIN)
    const total = (await db.selectFrom('audit_log').select('id').execute()).length
    const lastPage = Math.ceil(total / 50)
    await page.goto('/admin/auditoria')
    const pagination = page.locator('nav[aria-label="Paginação do log de auditoria"]')
    await pagination.waitFor()
    expect(await pagination.locator('a', { hasText: 'Anterior' }).count()).toBe(0)
    await pagination.locator('a', { hasText: 'Próxima' }).click()
    await page.waitForURL(`${fixture.baseURL}/admin/auditoria?pagina=2`)
    await pagination.locator('a', { hasText: 'Anterior' }).waitFor()

    await page.goto(`/admin/auditoria?pagina=${lastPage}`)
    const last = page.locator('[data-audit-table] tbody tr').last()
    await last.waitFor()
    expect(await last.textContent()).toContain(marker)
    expect(await last.locator('time').textContent()).toBe('01/07/2020 09:00')
    expect(await pagination.locator('a', { hasText: 'Próxima' }).count()).toBe(0)

    await page.goto('/admin/auditoria?pagina=9999')
    await page.locator('[data-audit-empty]').waitFor()
    expect(await page.locator('[data-audit-empty]').textContent()).toContain(
      'Nenhum registro nesta página',
    )
  })
})

describe('on a phone', () => {
  it('hides the sidebar behind a menu button that opens a labelled drawer', async () => {
    const page = await openAs(E2E_ADMIN, 390)
    await page.goto('/admin')
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor()
    expect(await page.locator('header[data-admin-sidebar]').isVisible()).toBe(false)
    const button = page.locator('button[data-admin-menu-button]')
    expect(await button.isVisible()).toBe(true)
    expect(await button.getAttribute('aria-label')).toBe('Abrir menu')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await button.click()
    const drawer = page.locator('[data-admin-drawer]')
    await drawer.waitFor({ state: 'visible' })
    expect(await drawer.getAttribute('role')).toBe('dialog')
    expect(await drawer.getAttribute('aria-labelledby')).toBeTruthy()
    const links = drawer.locator('nav[aria-label="Painel administrativo"] a')
    expect(await texts(links)).toContain('Usuários')
    expect(await drawer.locator('a[aria-current="page"]').textContent()).toContain('Dashboard')
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })

    await button.click()
    await links.filter({ hasText: 'Usuários' }).click()
    await page.waitForURL(`${fixture.baseURL}/admin/users`)
    await drawer.waitFor({ state: 'detached' })
    await page.locator('h1', { hasText: 'Usuários' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
