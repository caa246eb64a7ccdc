import { describe, expect, it } from 'vitest'
import { cookieCategories } from './cookie-catalogue'
import type { LegalDocumentData } from './legal-types'
import { privacyPolicy } from './privacy-policy'
import { dataSubjectRights } from './privacy-rights-sections'
import { termsOfUse } from './terms-of-use'

function expectWellFormed(document: LegalDocumentData) {
  const ids = document.sections.map((section) => section.id)
  expect(new Set(ids).size).toBe(ids.length)
  for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  expect(document.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
}

describe('privacy policy', () => {
  it("has the spec's 11 sections in the spec's order", () => {
    expect(privacyPolicy.sections.map((section) => section.title)).toEqual([
      'Informações gerais',
      'Dados que coletamos',
      'Para que usamos seus dados',
      'Bases legais do tratamento',
      'Compartilhamento de dados',
      'Seus direitos pela LGPD',
      'Segurança dos dados',
      'Por quanto tempo guardamos os dados',
      'Cookies e tecnologias semelhantes',
      'Contato e encarregado de dados',
      'Alterações desta política',
    ])
    expectWellFormed(privacyPolicy)
  })

  it('lists the nine rights of art. 18 of the LGPD', () => {
    expect(dataSubjectRights).toHaveLength(9)
    expect(dataSubjectRights[0]).toMatch(/^confirmação da existência/)
    expect(dataSubjectRights[8]).toMatch(/^revogação do consentimento/)
  })

  it('describes the three consent categories with the cookies they set', () => {
    expect(cookieCategories.map((category) => category.id)).toEqual([
      'essenciais',
      'analise',
      'marketing',
    ])
    const names = cookieCategories.flatMap((category) => category.entries.map((e) => e.name))
    expect(names).toEqual(
      expect.arrayContaining(['cookie-consent', 'better-auth.session_token', '_ga', '_fbp']),
    )
  })
})

describe('terms of use', () => {
  it('has 13 sections', () => {
    expect(termsOfUse.sections).toHaveLength(13)
    expectWellFormed(termsOfUse)
  })
})
