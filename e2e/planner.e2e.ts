import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { PLANNER_MESSAGES } from '@/lib/validations/planner-fields'
import { readDeferral } from '@/next-adapter/paint-first-boot'
import { signedInPages } from './support/admin-panel'
import { expectNoSeriousAxeViolations } from './support/axe'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN, E2E_DIST_DIR } from './support/constants'
import { openServerDatabase } from './support/database'
import { validateHtml } from './support/vnu'
import { formatHtmlErrors } from './support/vnu-report'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await database.destroy()
})

const form = (page: Page) => page.locator('form[data-planner-form]')
const progress = (page: Page) => form(page).locator('[data-planner-progress]')
const button = (page: Page, name: string) => form(page).getByRole('button', { name, exact: true })
const PLAN_URL = /\/planejador\/plano\/([A-Za-z0-9_-]{22})$/

/**
 * The plan is part of the document itself, between the header and the footer, with its
 * strategy text: not a hidden block that only JavaScript moves into place.
 */
function expectPlanInDocumentOrder(html: string, id: string): void {
  const plan = html.indexOf(`data-plan-id="${id}"`)
  expect(plan).toBeGreaterThan(html.indexOf('</header>'))
  expect(html.indexOf('data-plan-verdict=')).toBeGreaterThan(plan)
  expect(html.indexOf('data-plan-narrative=')).toBeGreaterThan(plan)
  expect(html.indexOf('data-site-footer')).toBeGreaterThan(html.indexOf('data-plan-narrative='))
  expect(html).not.toMatch(/<div hidden id="S:|<template id="B:|Carregando o plano/)
}

async function planIdOf(page: Page): Promise<string> {
  await page.waitForURL((url) => PLAN_URL.test(url.pathname))
  return PLAN_URL.exec(new URL(page.url()).pathname)![1]!
}

describe('free planner with JavaScript', () => {
  it('goes from the landing CTA through three steps to a shared plan and a lead with the plan', async () => {
    const page = await fixture.newPage()
    await page.goto('/ai-planner')
    await page.locator('main > section').first().locator('a[data-planner-link]').click()
    await page.waitForURL((url) => url.pathname === '/planejador')
    await page.locator('h1#planejador-title').waitFor()
    await expect.poll(() => page.title()).toContain('Planejador de mídia paga grátis')
    // The same promise as the rest of the site: a plan in under 5 minutes.
    expect(await page.title()).toContain('menos de 5 minutos')
    expect(await page.locator('h1#planejador-title').textContent()).toContain('menos de 5 minutos')
    expect(await page.locator('body').textContent()).not.toMatch(/\b2 minutos/)
    expect(await progress(page).textContent()).toBe('Etapa 1 de 3: Seu negócio')

    // At most 8 fields a visitor fills in, over every step.
    const fields = form(page).locator(
      'input:not([type=hidden]):not([tabindex="-1"]), select, textarea',
    )
    expect(await fields.count()).toBeLessThanOrEqual(8)

    await button(page, 'Continuar').click()
    expect(await form(page).locator('[data-planner-error="product"]').textContent()).toBe(
      PLANNER_MESSAGES.product.required,
    )
    expect(await form(page).locator('[data-planner-error="segment"]').textContent()).toBe(
      PLANNER_MESSAGES.segment.required,
    )
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('planner-product')

    const product = `Implante dentário ${randomUUID().slice(0, 6)}`
    await form(page).getByLabel('O que você vende?').fill(product)
    await form(page).getByLabel('Segmento').selectOption('odontologia')
    await button(page, 'Continuar').click()
    expect(await progress(page).textContent()).toBe('Etapa 2 de 3: Ticket e verba')
    await form(page).getByLabel('Ticket médio por venda').fill('4.500')
    await form(page).getByLabel('Verba mensal de mídia').fill('50')
    await button(page, 'Continuar').click()
    expect(await form(page).locator('[data-planner-error="budget"]').textContent()).toBe(
      PLANNER_MESSAGES.budget.range,
    )
    await form(page).getByLabel('Verba mensal de mídia').fill('8.000')

    // Back and forward keep the answers.
    await button(page, 'Voltar').click()
    expect(await progress(page).textContent()).toBe('Etapa 1 de 3: Seu negócio')
    expect(await form(page).getByLabel('O que você vende?').inputValue()).toBe(product)
    await button(page, 'Continuar').click()
    expect(await form(page).getByLabel('Verba mensal de mídia').inputValue()).toBe('8.000')
    await button(page, 'Continuar').click()
    expect(await progress(page).textContent()).toBe('Etapa 3 de 3: Sua meta')
    await form(page).getByLabel('Leads desejados por mês').fill('120')
    await button(page, 'Gerar meu plano grátis').click()
    const id = await planIdOf(page)

    await page.locator('h1', { hasText: product }).waitFor()
    const verdict = page.locator('[data-plan-verdict]')
    expect(['Viável', 'Viável com ajustes', 'Inviável']).toContain(
      await verdict.getAttribute('data-plan-verdict'),
    )
    expect(await page.locator('[data-split-chart] svg').count()).toBe(2)
    expect(await page.locator('[data-range-chart] svg').count()).toBe(1)
    expect(await page.locator('main').textContent()).toContain('estimativas')
    await page.locator('[data-plan-narrative="fallback"]').waitFor()
    expect(await page.locator('[data-plan-narrative]').textContent()).toContain('Posicionamento')
    // Never indexed, and no canonical of its own.
    expect(await page.locator('head > meta[name="robots"]').getAttribute('content')).toContain(
      'noindex',
    )
    expect(await page.locator('head > title').textContent()).toBe(
      'Seu plano de mídia paga | MídiaPlan',
    )
    expect(await page.locator('head > link[rel="canonical"]').count()).toBe(0)
    expect(await page.locator('head > meta[name="description"]').count()).toBe(1)
    const link = await page.locator('[data-plan-link]').inputValue()
    expect(link).toBe(`${fixture.baseURL}/planejador/plano/${id}`)

    // The quality gates of every public page (page-inventory.ts sends this route here).
    await expectNoSeriousAxeViolations(page, `/planejador/plano/${id}`)
    // The metadata is in the head for every visitor, not streamed into the body (where
    // Lighthouse and vnu miss it).
    const html = await (await fetch(link)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<meta name="description" content="Plano de mídia paga gerado')
    expect(head).toContain('<meta property="og:title" content="Seu plano de mídia paga"/>')
    expect(head).not.toContain('og:url')
    expectPlanInDocumentOrder(html, id)
    expect(await page.locator('#plano[data-plan-id]').count()).toBe(1)
    // Rendered on request, it still boots after the first paint: the loader, no framework chunk.
    const deferral = readDeferral(E2E_DIST_DIR)
    const scripts = [...html.matchAll(/<script src="\/_next\/([^"]+\.js)"/g)].map((m) => m[1])
    expect(scripts).toContain(deferral?.loader)
    expect(scripts.filter((src) => deferral?.files.includes(src ?? ''))).toEqual([])
    const errors = await validateHtml({ 'plano.html': html })
    if (errors.length > 0) throw new Error(formatHtmlErrors(errors))

    // Editing an assumption recomputes the plan in place.
    const expectedLeads = page.locator('[data-expected="Leads"]')
    const before = await expectedLeads.textContent()
    await page.getByLabel('CPC médio no Google Ads (R$)').fill('0,5')
    await expect.poll(() => expectedLeads.textContent()).not.toBe(before)

    const stored = await db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst()
    expect(stored?.product).toBe(product)
    expect(stored?.narrative_source).toBe('fallback')

    // Printed (or saved as PDF): the plan alone, without the site frame, buttons or form.
    await page.emulateMedia({ media: 'print' })
    expect(await page.locator('[data-site-header]').isVisible()).toBe(false)
    expect(await page.locator('form[data-lead-form="planejador"]').isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Imprimir / salvar PDF' }).isVisible()).toBe(
      false,
    )
    expect(await page.locator('[data-split-chart] svg').first().isVisible()).toBe(true)
    await page.emulateMedia({ media: 'screen' })

    // The shared link shows the same plan and the stored text.
    const shared = await fixture.newPage()
    await shared.goto(link)
    await shared.locator('h1', { hasText: product }).waitFor()
    expect(await shared.locator('[data-plan-narrative]').getAttribute('data-plan-narrative')).toBe(
      'fallback',
    )

    // "Falar com um especialista" leads to the form with the plan attached.
    await shared.locator('a[data-plan-contact]').click()
    const lead = shared.locator('form[data-lead-form]')
    const email = `plano-${randomUUID().slice(0, 8)}@clinica.com.br`
    await lead.getByLabel('Nome completo', { exact: true }).fill('Helena Prado')
    await lead.getByLabel('Email corporativo', { exact: true }).fill(email)
    await lead.getByLabel('Telefone / WhatsApp', { exact: true }).fill('(11) 98765-4321')
    await lead.getByLabel('Empresa', { exact: true }).fill('Clínica Sorriso')
    await lead.getByLabel('Cargo', { exact: true }).fill('Sócia')
    await lead.getByLabel('Verba mensal de mídia').selectOption('2000-10000')
    await lead.getByLabel(/Li e concordo/).check()
    await lead.getByRole('button', { name: 'Falar com um especialista' }).click()
    await shared.waitForURL((url) => url.pathname === '/obrigado')
    const row = await db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst()
    expect(row).toMatchObject({ plan_id: id, source: 'planejador' })

    const admin = await openAs(E2E_ADMIN)
    await admin.goto('/admin/leads')
    await admin.locator(`tr[data-lead-row="${email}"] a[data-lead-plan="${id}"]`).waitFor()
    await admin.goto('/admin/planos')
    await admin.locator('h1', { hasText: 'Planos' }).waitFor()
    const planRow = admin.locator(`tr[data-plan-row="${id}"]`)
    expect(await planRow.textContent()).toContain(product)
    expect(await planRow.locator(`[data-plan-lead="${email}"]`).count()).toBe(1)
    expect(await admin.locator('tr[data-plan-row]').first().getAttribute('data-plan-row')).toBe(id)
  })
})

describe('free planner without JavaScript', () => {
  it('posts each step natively, keeps the answers, and stores the plan', async () => {
    const context = await fixture.browser().newContext({
      baseURL: fixture.baseURL,
      locale: 'pt-BR',
      javaScriptEnabled: false,
    })
    try {
      const page = await context.newPage()
      await page.goto('/planejador')
      const product = `Software de gestão ${randomUUID().slice(0, 6)}`
      await form(page).getByLabel('O que você vende?').fill(product)
      await form(page).getByLabel('Segmento').selectOption('saas')
      await button(page, 'Continuar').click()
      await progress(page).filter({ hasText: 'Etapa 2 de 3' }).waitFor()
      await form(page).getByLabel('Ticket médio por venda').fill('12000')
      await form(page).getByLabel('Verba mensal de mídia').fill('15.000')
      await button(page, 'Continuar').click()
      await progress(page).filter({ hasText: 'Etapa 3 de 3' }).waitFor()
      await form(page).getByLabel('Leads desejados por mês').fill('abc')
      await button(page, 'Gerar meu plano grátis').click()
      await form(page).locator('[data-planner-error="leads"]').waitFor()
      expect(await form(page).locator('[data-planner-error="leads"]').textContent()).toBe(
        PLANNER_MESSAGES.leads.range,
      )
      await form(page).getByLabel('Leads desejados por mês').fill('80')
      await form(page)
        .getByLabel(/Taxa de conversão/)
        .fill('12,5')
      await button(page, 'Gerar meu plano grátis').click()
      const id = await planIdOf(page)
      // The plan is server-rendered: the whole of it shows without JavaScript.
      await page.locator('h1', { hasText: product }).waitFor()
      expect(await page.locator('[data-plan-verdict]').isVisible()).toBe(true)
      expect(await page.locator('[data-range-chart]').isVisible()).toBe(true)
      expect(await page.locator('[data-split-chart]').isVisible()).toBe(true)
      const projections = page.locator('[data-plan-projections], [data-plan-projections-stacked]')
      expect(await projections.filter({ visible: true }).count()).toBe(1)
      expect(await page.locator('[data-expected="Leads"]').textContent()).toMatch(/^\d/)
      const narrative = page.locator('[data-plan-narrative="fallback"]')
      expect(await narrative.isVisible()).toBe(true)
      expect(await narrative.textContent()).toContain('Posicionamento')
      expect(await page.getByText('Carregando o plano').count()).toBe(0)
      expectPlanInDocumentOrder(await page.content(), id)
      const stored = await db
        .selectFrom('plans')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      expect(JSON.parse(stored!.inputs)).toMatchObject({ budget: 15000, leadToSale: 0.125 })
    } finally {
      await context.close()
    }
  })

  it('answers an unknown plan with the 404 inside a single site frame, not indexed', async () => {
    const page = await fixture.newPage()
    await page.goto('/planejador/plano/AAAAAAAAAAAAAAAAAAAAAA')
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor()
    const frame = await page.evaluate(() => ({
      headers: document.querySelectorAll('#site-header').length,
      footers: document.querySelectorAll('[data-site-footer]').length,
      mains: document.querySelectorAll('main').length,
      headings: document.querySelectorAll('h1').length,
    }))
    expect(frame).toEqual({ headers: 1, footers: 1, mains: 1, headings: 1 })
    // Next adds its own noindex to a notFound(); every robots tag must agree.
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''))
    expect(robots.length).toBeGreaterThan(0)
    for (const content of robots) expect(content).toContain('noindex')
  })

  it('is in the sitemap; the plans themselves are not', async () => {
    const xml = await (await fetch(`${fixture.baseURL}/sitemap.xml`)).text()
    expect(xml).toContain(`<loc>${fixture.baseURL}/planejador</loc>`)
    expect(xml).not.toContain('/planejador/plano/')
  })

  it('fits a phone without sideways scrolling, the form and a plan', async () => {
    // The plan stored by the test above.
    const plan = await db
      .selectFrom('plans')
      .select('id')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    const page = await fixture.newPage({ width: 360, height: 800 })
    for (const path of ['/planejador', `/planejador/plano/${plan.id}`]) {
      await page.goto(path)
      await page.locator('main h1').first().waitFor()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }

    // Every scenario of every indicator is on screen: nothing scrolls inside its own box (a
    // region only a mouse could scroll: axe's scrollable-region-focusable).
    const table = page.locator('[data-plan-projections-stacked]')
    expect(await table.isVisible()).toBe(true)
    expect(await page.locator('[data-plan-projections]').isVisible()).toBe(false)
    const layout = await page.evaluate(() => {
      const cells = [
        ...document.querySelectorAll('[data-plan-projections-stacked] :is(th, td)'),
      ].map((cell) => cell.getBoundingClientRect())
      const scrollers = [...document.querySelectorAll('main *')].filter(
        (el) =>
          el.scrollWidth > el.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(el).overflowX),
      )
      return {
        cells: cells.length,
        outside: cells.filter((r) => r.width === 0 || r.left < 0 || r.right > innerWidth).length,
        scrollers: scrollers.map((el) => el.outerHTML.slice(0, 80)),
      }
    })
    expect(layout).toEqual({ cells: 6 * 4 + 6 * 3, outside: 0, scrollers: [] })
    expect(await table.locator('th[scope="row"]').allTextContents()).toEqual(
      Array.from({ length: 6 }, () => ['Pessimista', 'Esperado', 'Otimista']).flat(),
    )
    await expectNoSeriousAxeViolations(page, `/planejador/plano/${plan.id} at 360 px`)

    // Chart labels are read at their real size, not scaled down with the drawing.
    const labelSizes = await page.evaluate(() =>
      [...document.querySelectorAll('[data-range-chart], [data-split-chart]')].flatMap((chart) => {
        const walker = document.createTreeWalker(chart, NodeFilter.SHOW_TEXT)
        const sizes: { text: string; px: number }[] = []
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentNode as Element | null
          if (!el || !node.textContent?.trim() || el.closest('.sr-only')) continue
          const px = parseFloat(getComputedStyle(el).fontSize)
          // Text inside an SVG is scaled with its drawing.
          const scale = el instanceof SVGGraphicsElement ? (el.getScreenCTM()?.a ?? 1) : 1
          sizes.push({ text: node.textContent.trim(), px: Math.round(px * scale * 10) / 10 })
        }
        return sizes
      }),
    )
    expect(labelSizes.length).toBeGreaterThanOrEqual(4)
    expect(labelSizes.filter((label) => label.px < 12)).toEqual([])

    // One money format (reais with centavos) and whole sales.
    const main = (await page.locator('main').textContent()) ?? ''
    const amounts = main.match(/R\$\s?\d[\d.]*(,\d+)?/g) ?? []
    expect(amounts.length).toBeGreaterThan(10)
    expect(amounts.filter((a) => !/^R\$\s\d{1,3}(\.\d{3})*,\d{2}$/.test(a))).toEqual([])
    const sales = await table.locator('tbody').nth(3).locator('td').allTextContents()
    expect(await table.locator('tbody').nth(3).locator('th').first().textContent()).toBe('Vendas')
    for (const value of sales) expect(value).toMatch(/^(\d{1,3}(\.\d{3})*|menos de 1)$/)

    // The cookie banner comes a second later: none of its text blocks may outgrow the plan's
    // verdict, or it becomes the page's largest paint (LCP) and the plan page loses its score.
    await page.locator('[data-cookie-banner]').waitFor()
    const areas = await page.evaluate(() => {
      const area = (el: Element) =>
        el.getBoundingClientRect().width * el.getBoundingClientRect().height
      const largest = (selector: string) =>
        Math.max(0, ...[...document.querySelectorAll(selector)].map(area))
      return {
        verdict: largest('[data-plan-verdict] p'),
        banner: largest('[data-cookie-banner] p'),
      }
    })
    expect(areas.verdict).toBeGreaterThan(0)
    expect(areas.banner).toBeLessThan(areas.verdict * 0.85)
  })
})
