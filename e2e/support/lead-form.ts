import type { Page } from 'playwright-core'

/** The demo request form of a landing page. */
export const leadForm = (page: Page) => page.locator('form[data-lead-form]')

/** Fills every field with a valid value; `overrides` replaces some (by label). */
export async function fillLead(page: Page, email: string, overrides: Record<string, string> = {}) {
  const form = leadForm(page)
  const values: Record<string, string> = {
    'Nome completo': 'Conceição Araújo',
    'Email corporativo': email,
    'Telefone / WhatsApp': '+55 (21) 99876-5432',
    Empresa: 'Açaí & Cia',
    Cargo: 'Head de Growth',
    ...overrides,
  }
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label, { exact: true }).fill(value)
  }
  await form.getByLabel('Verba mensal de mídia').selectOption('10000-50000')
  await form.getByLabel('Mensagem (opcional)').fill('Queremos escalar no Google e na Meta.')
  await form.getByLabel(/Li e concordo/).check()
}
