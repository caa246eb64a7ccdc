import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { submitLogin } from './support/admin-login-page'
import { createAccount, resetRateLimits, signedInContext } from './support/auth'
import { expectNoSeriousAxeViolations } from './support/axe'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'
import { SEEDED_POST, pageRoutes, unlisted } from './support/page-inventory'
import { enableTwoFactor } from './support/totp'

const fixture = setupBrowser()
const database = openServerDatabase()
const contexts: BrowserContext[] = []
const POLICY_KEY = 'security:require_two_factor'

beforeEach(resetRateLimits)

afterAll(async () => {
  // The policy is global: never leave it on for the other files.
  await database.db.deleteFrom('app_settings').where('key', '=', POLICY_KEY).execute()
  for (const context of contexts) await context.close().catch(() => {})
  await database.destroy()
})

async function pageAs(account: { email: string; password: string } | null, width = 1280) {
  const viewport = { width, height: 900 }
  const context = account
    ? await signedInContext(fixture.browser(), account, viewport)
    : await fixture.browser().newContext({ baseURL: fixture.baseURL, locale: 'pt-BR', viewport })
  contexts.push(context)
  return context.newPage()
}

async function seededPostId(): Promise<string> {
  const post = await database.db
    .selectFrom('blog_posts')
    .select('id')
    .where('slug', '=', SEEDED_POST)
    .executeTakeFirstOrThrow()
  return String(post.id)
}

/** Every admin route and how to reach its screen once signed in as the admin. */
const SCREENS: { route: string; path: () => Promise<string> | string; ready: string }[] = [
  { route: '/admin', path: () => '/admin', ready: 'h1' },
  // With no visit yet it shows its empty state; e2e/admin-analytics.e2e.ts checks it with data.
  { route: '/admin/analises', path: () => '/admin/analises', ready: '[data-analytics-kpis]' },
  { route: '/admin/posts', path: () => '/admin/posts', ready: 'table' },
  { route: '/admin/posts/new', path: () => '/admin/posts/new', ready: '[data-rich-text]' },
  {
    route: '/admin/posts/[id]/edit',
    path: async () => `/admin/posts/${await seededPostId()}/edit`,
    ready: '[data-rich-text]',
  },
  // "Visualizar": the post in the public article's frame, under the preview banner.
  {
    route: '/admin/posts/[id]/visualizar',
    path: async () => `/admin/posts/${await seededPostId()}/visualizar`,
    ready: '[data-preview-banner]',
  },
  { route: '/admin/categories', path: () => '/admin/categories', ready: 'h1' },
  { route: '/admin/midia', path: () => '/admin/midia', ready: '[data-media-total]' },
  // With an account still to confirm: the server has no SMTP, so its link shows to copy.
  {
    route: '/admin/users',
    path: async () => {
      await createAccount({ role: null, emailVerified: false })
      return '/admin/users'
    },
    ready: '[data-confirmation-link]',
  },
  { route: '/admin/auditoria', path: () => '/admin/auditoria', ready: 'h1' },
  // Its "Erros 404" tab and dialogs: e2e/admin-redirects.e2e.ts.
  {
    route: '/admin/redirecionamentos',
    path: () => '/admin/redirecionamentos',
    ready: '[data-redirects-total]',
  },
  // Its dry run and import results: e2e/admin-import.e2e.ts.
  { route: '/admin/importar', path: () => '/admin/importar', ready: '[data-import-panel]' },
  { route: '/admin/leads', path: () => '/admin/leads', ready: 'h1' },
  { route: '/admin/planos', path: () => '/admin/planos', ready: 'h1' },
  {
    route: '/admin/configuracoes',
    path: () => '/admin/configuracoes',
    ready: '[data-lead-access-setting]',
  },
  { route: '/admin/conta', path: () => '/admin/conta', ready: '[data-two-factor-status]' },
  // Any other address under /admin: the panel's 404.
  {
    route: '/admin/[...endereco]',
    path: () => '/admin/nao-existe',
    ready: '[data-admin-not-found]',
  },
]
/** Checked signed out, below. */
const LOGIN_ROUTE = '/admin/login'
const CONFIRM_EMAIL_ROUTE = '/admin/login/confirmar-email'

async function open(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(path)
  // The screen's own content has streamed in (the layouts show a spinner first).
  await page.locator(ready).first().waitFor()
}

describe('admin screen inventory', () => {
  it('checks every page under src/app/admin', () => {
    const listed = [...SCREENS.map((screen) => screen.route), LOGIN_ROUTE, CONFIRM_EMAIL_ROUTE]
    expect(unlisted(pageRoutes('admin', '/admin'), listed)).toEqual([])
  })
})

describe('admin screens signed out', () => {
  let page: Page
  beforeAll(async () => {
    page = await pageAs(null)
  })

  it('the login tab has no serious or critical axe violation', async () => {
    await open(page, LOGIN_ROUTE, 'form')
    await expectNoSeriousAxeViolations(page, 'login')
  })

  it('the login form with errors has no serious or critical axe violation', async () => {
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.locator('form [aria-invalid="true"]').first().waitFor()
    await expectNoSeriousAxeViolations(page, 'login with errors')
  })

  it('the sign-up tab has no serious or critical axe violation', async () => {
    await page.getByRole('tab', { name: 'Criar Conta' }).click()
    await page.getByRole('tabpanel').locator('form').waitFor()
    await expectNoSeriousAxeViolations(page, 'sign-up')
  })

  it('the email confirmation link (sign-in step) has no serious or critical axe violation', async () => {
    // The page reads the account from the token to ask for its password; the signature is
    // only checked when the email is confirmed.
    const claim = { email: 'axe@exemplo.com.br', userId: 'axe' }
    const token = ['{"alg":"HS256"}', JSON.stringify(claim), 'assinatura']
      .map((part) => Buffer.from(part).toString('base64url'))
      .join('.')
    await open(page, `${CONFIRM_EMAIL_ROUTE}?token=${token}`, 'form')
    await expectNoSeriousAxeViolations(page, 'confirm email')
  })

  it('the two-factor step has no serious or critical axe violation', async () => {
    const account = await createAccount({ role: 'editor' })
    await enableTwoFactor(fixture.baseURL, account)
    await open(page, LOGIN_ROUTE, 'form')
    await submitLogin(page, account.email, account.password)
    await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor()
    await expectNoSeriousAxeViolations(page, 'two-factor step')
  })
})

describe('admin screens as the admin', () => {
  let page: Page
  beforeAll(async () => {
    page = await pageAs(E2E_ADMIN)
  })

  for (const screen of SCREENS) {
    it(`${screen.route} has no serious or critical axe violation`, async () => {
      await open(page, await screen.path(), screen.ready)
      await expectNoSeriousAxeViolations(page, screen.route)
    })
  }

  it('the delete post confirmation has no serious or critical axe violation', async () => {
    await open(page, '/admin/posts', 'table')
    await page.locator('button[aria-label^="Deletar "]').first().click()
    await page.getByRole('alertdialog').waitFor()
    await expectNoSeriousAxeViolations(page, 'delete post dialog')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click()
  })

  it('the category dialogs have no serious or critical axe violation', async () => {
    await open(page, '/admin/categories', 'h1')
    await page.getByRole('button', { name: 'Nova Categoria' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Nova Categoria' }).waitFor()
    // Submitted empty, the form shows its field errors too.
    await dialog.getByRole('button', { name: 'Criar' }).click()
    await dialog.locator('[aria-invalid="true"]').first().waitFor()
    await expectNoSeriousAxeViolations(page, 'new category dialog with errors')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Deletar categoria Martech' }).click()
    await page.getByRole('alertdialog').waitFor()
    await expectNoSeriousAxeViolations(page, 'delete category dialog')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click()
  })

  it('the open menu on a phone has no serious or critical axe violation', async () => {
    const phone = await pageAs(E2E_ADMIN, 390)
    await open(phone, '/admin', 'h1')
    await phone.getByRole('button', { name: 'Abrir menu' }).click()
    await phone.getByRole('dialog').waitFor()
    await expectNoSeriousAxeViolations(phone, 'admin menu on a phone')
  })
})

describe('admin screens of other accounts', () => {
  it('the two-factor setup has no serious or critical axe violation', async () => {
    const editor = await createAccount({ role: 'editor' })
    const page = await pageAs(editor)
    await open(page, '/admin/conta', '[data-two-factor-status="off"]')
    const section = page.locator('section[aria-labelledby="duas-etapas-title"]')
    await section.getByLabel('Senha atual').fill(editor.password)
    await section.locator('button', { hasText: 'Ativar' }).click()
    await section.locator('[data-totp-key]').waitFor()
    await expectNoSeriousAxeViolations(page, 'two-factor setup')

    // The notice an editor without two-factor gets while the team requires it.
    await database.db
      .insertInto('app_settings')
      .values({ key: POLICY_KEY, value: 'true', updated_at: new Date() })
      .execute()
    try {
      await page.goto('/admin')
      await page.locator('[data-two-factor-required]').waitFor()
      await expectNoSeriousAxeViolations(page, 'two-factor required notice')
    } finally {
      await database.db.deleteFrom('app_settings').where('key', '=', POLICY_KEY).execute()
    }
  })

  it('the access denied screen has no serious or critical axe violation', async () => {
    const person = await createAccount({ role: null })
    const page = await pageAs(person)
    await page.goto('/admin')
    await page.locator('[data-access-denied]').waitFor()
    await expectNoSeriousAxeViolations(page, 'access denied')
  })
})
